package blingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// seatCapitals are the seats' letters on the text board, A for seat 1:
// the letters the pictures draw in the players' marks.
const seatCapitals = "ABCDEF"

// cellWidth is the columns a square takes on the text board: a two-digit
// number and its Blingo mark, or three holders' letters. Eleven squares
// and the spaces between them make 43 columns, within a phone's 40 to
// 60 at any table.
const cellWidth = 3

// writeGrid writes the squares board row by row, as many rows of
// Columns as squares holds. A row is a line of numbers, each
// right-aligned in cellWidth columns, "*" before it when the square is on
// a Blingo line; then lines of its holders' letters in seat order,
// cellWidth to a line (a fourth holder starts a second line),
// right-aligned under the number. Every row has at least one line of
// letters, blank when nobody holds a square there, so that numbers and
// letters alternate and letters always belong to the number above them.
// No line has trailing spaces.
func writeGrid(b *strings.Builder, squares []SquareView) {
	for r := range len(squares) / Columns {
		row := squares[r*Columns : (r+1)*Columns]
		lines := 1
		for _, sq := range row {
			lines = max(lines, (len(sq.Markers)+cellWidth-1)/cellWidth)
		}
		writeNumbers(b, row)
		for l := range lines {
			writeHolders(b, row, l)
		}
	}
}

// writeNumbers writes the line of numbers of row.
func writeNumbers(b *strings.Builder, row []SquareView) {
	for c, sq := range row {
		if c > 0 {
			b.WriteByte(' ')
		}
		mark := byte(' ')
		if len(sq.Blingo) > 0 {
			mark = '*'
		}
		if sq.Number < 10 {
			b.WriteByte(' ')
		}
		b.WriteByte(mark)
		games.WriteInt(b, int(sq.Number), 0)
	}
	b.WriteByte('\n')
}

// writeHolders writes line l (from 0) of the letters of row's holders:
// the holders from the l*cellWidth-th on, at most cellWidth of them. The
// line stops at the last square with letters on it, so it ends in a
// letter, or is empty.
func writeHolders(b *strings.Builder, row []SquareView, l int) {
	last := -1
	for c, sq := range row {
		if len(sq.Markers) > l*cellWidth {
			last = c
		}
	}
	for c, sq := range row[:last+1] {
		if c > 0 {
			b.WriteByte(' ')
		}
		from := min(l*cellWidth, len(sq.Markers))
		to := min(from+cellWidth, len(sq.Markers))
		games.WriteSpaces(b, cellWidth-(to-from))
		for _, s := range sq.Markers[from:to] {
			b.WriteByte(seatCapitals[s])
		}
	}
	b.WriteByte('\n')
}
