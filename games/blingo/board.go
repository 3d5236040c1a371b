package blingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

// Board holds the markers on the board's squares, 88 or the short game's
// 77: for each square, the set of seats with a marker there (index q-1
// for square q). A player has at most one marker on a square. Board is a
// value; copying it copies the position. The short game's board has
// ShortRows rows: the squares past them are off it (offBoard), and so
// the board knows its shape.
//
// A board encodes as text, in the form String writes and ParseBoard reads.
type Board [NumSquares]SeatSet

// offBoard marks the cell of a square that is not on the board: those
// past row ShortRows on the short game's board. It is no seat's bit.
const offBoard SeatSet = 1 << 7

// NewBoard returns an empty board of rows rows: Rows, the full board, or
// ShortRows, the short game's.
func NewBoard(rows int) Board {
	var b Board
	for i := rows * Columns; i < NumSquares; i++ {
		b[i] = offBoard
	}
	return b
}

// layout returns the shape of b: the short game's board when its last
// square is off it, else the full board.
func (b *Board) layout() *layout {
	if b[NumSquares-1]&offBoard != 0 {
		return shortBoard
	}
	return fullBoard
}

// Rows returns the rows of the board: Rows, or ShortRows on the short
// game's board.
func (b *Board) Rows() int { return b.layout().rows }

// Squares returns the number of squares of the board: 88, or 77 on the
// short game's board.
func (b *Board) Squares() int { return b.layout().squares }

// OnBoard reports whether q is a square of the board.
func (b *Board) OnBoard(q Square) bool { return b.layout().onBoard(q) }

// LinesThrough returns the board's lines through q, ascending; none for
// a square off it.
func (b *Board) LinesThrough(q Square) []Line {
	if !q.Valid() {
		return nil
	}
	return slices.Clone(b.layout().squareLines[q])
}

// LineSquares returns the squares of l on the board from row 1 down (a
// row: left to right); none for a line not on it.
func (b *Board) LineSquares(l Line) []Square {
	if !l.Valid() {
		return nil
	}
	return slices.Clone(b.layout().lineSquares[l])
}

// At returns the seats with a marker on q.
func (b *Board) At(q Square) SeatSet {
	if !q.Valid() {
		return 0
	}
	return b[q-1] &^ offBoard
}

// Has reports whether seat s has a marker on q.
func (b *Board) Has(s games.Seat, q Square) bool { return b.At(q).Has(s) }

// Count returns the number of seat s's markers on the board: its score.
func (b *Board) Count(s games.Seat) int {
	n := 0
	for _, ss := range b {
		if ss.Has(s) {
			n++
		}
	}
	return n
}

// counts returns the number of each seat's markers on the board, as
// Count does, in one pass.
func (b *Board) counts() (n [MaxSeats]int) {
	for _, ss := range b {
		for s := range games.Seat(MaxSeats) {
			if ss.Has(s) {
				n[s]++
			}
		}
	}
	return n
}

// Supply returns the number of markers seat s has left to place when each
// player has markers in all (Markers with the box's supply, Unlimited by
// default).
func (b *Board) Supply(s games.Seat, markers int) int { return markers - b.Count(s) }

// Covered returns the number of squares holding at least one marker.
func (b *Board) Covered() int {
	n := 0
	for _, ss := range b {
		if ss&^offBoard != 0 {
			n++
		}
	}
	return n
}

// Blackout reports whether every square holds at least one marker: no
// word of the board has a zero byte (a square off the board is never
// zero).
func (b *Board) Blackout() bool {
	for i := range uint(boardWords) {
		if w := b.word(i); (w-lowBits)&^w&highBits != 0 {
			return false
		}
	}
	return true
}

// Owners returns the seats whose Blingo l is: those with a marker on every
// square of l. A player's markers on their own Blingo lines are never
// removed, so a line once completed stays that player's Blingo. A line
// that is not on the board has none.
func (b *Board) Owners(l Line) SeatSet {
	lay := b.layout()
	if !lay.lines.Has(l) {
		return 0
	}
	return b.ownersOn(lay, l)
}

// ownersOn returns the Owners of l, a line of lay, the board's shape.
func (b *Board) ownersOn(lay *layout, l Line) SeatSet {
	own := SeatSet(1<<MaxSeats - 1)
	for _, q := range lay.lineSquares[l] {
		own &= b[q-1]
	}
	return own
}

// owners returns the Owners of every line, none for a line not on the
// board.
func (b *Board) owners() [lineSlots]SeatSet {
	var out [lineSlots]SeatSet
	lay := b.layout()
	for _, l := range lay.lineIDs {
		out[l] = b.ownersOn(lay, l)
	}
	return out
}

// Blingos returns the lines that are seat s's Blingo.
func (b *Board) Blingos(s games.Seat) LineSet {
	var out LineSet
	for l, own := range b.owners() {
		if own.Has(s) {
			out |= LineSetOf(Line(l))
		}
	}
	return out
}

// maxSeat returns the highest seat with a marker on the board, -1 for none.
func (b *Board) maxSeat() games.Seat {
	var all SeatSet
	for _, ss := range b {
		all |= ss &^ offBoard
	}
	top := games.Seat(-1)
	for _, s := range all.List() {
		top = s
	}
	return top
}
