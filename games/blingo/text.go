package blingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// Text renders the board in monospace: 8 lines of 11 cells, a blank line,
// then one legend line per seat; every line ends in a newline and has no
// trailing spaces. A cell is as wide as the number of seats (at least 2),
// cells are separated by one space:
//
//   - an empty square shows its number, right-aligned;
//   - a held square shows, in seat order, the letter of each seat with a
//     marker there (a for seat 1) or "." for a seat without one; the letter
//     is upper case when the square lies on that seat's Blingo line, which
//     closes it to the others.
//
// The legend reads "a  seat 1: 23 on the board, 27 left · Blingo: row 3",
// and once a player has a Blingo line a last line says what a capital
// letter means. name names the seats; nil writes them as "seat 1".
func (v BoardView) Text(name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	seats := len(v.Players)
	width := max(2, seats)
	var b strings.Builder
	b.Grow(Rows*Columns*(width+1) + 1 + seats*80)
	for r := range Rows {
		for c := range Columns {
			if c > 0 {
				b.WriteByte(' ')
			}
			writeCell(&b, v.Squares[r*Columns+c], seats, width)
		}
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	for _, p := range v.Players {
		b.WriteByte(seatLetters[p.Seat])
		b.WriteString("  ")
		b.WriteString(name(p.Seat))
		b.WriteString(": ")
		games.WriteInt(&b, p.Markers, 0)
		b.WriteString(" on the board")
		if p.Supply >= 0 {
			b.WriteString(", ")
			games.WriteInt(&b, p.Supply, 0)
			b.WriteString(" left")
		}
		if len(p.Blingos) > 0 {
			b.WriteString(" · Blingo: ")
			b.WriteString(LineSetOf(p.Blingos...).String())
		}
		b.WriteByte('\n')
	}
	for _, p := range v.Players {
		if len(p.Blingos) > 0 {
			b.WriteString("A capital letter marks a square on that player's Blingo line.\n")
			break
		}
	}
	return b.String()
}

// writeCell writes one square in width characters.
func writeCell(b *strings.Builder, sq SquareView, seats, width int) {
	if len(sq.Markers) == 0 {
		games.WriteInt(b, int(sq.Number), width)
		return
	}
	held, blingo := SeatsOf(sq.Markers...), SeatsOf(sq.Blingo...)
	for s := range games.Seat(width) {
		switch {
		case int(s) >= seats || !held.Has(s):
			b.WriteByte('.')
		case blingo.Has(s):
			b.WriteByte(seatLetters[s] - 'a' + 'A')
		default:
			b.WriteByte(seatLetters[s])
		}
	}
}
