package blingo

import (
	"fmt"
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
// The legend reads "a  seat 1: 23 on the board, 27 left · Blingo: row 3".
// name names the seats; nil writes them as "seat 1".
func (v BoardView) Text(name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	seats := len(v.Players)
	width := max(2, seats)
	var b strings.Builder
	for r := range Rows {
		for c := range Columns {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(cellText(v.Squares[r*Columns+c], seats, width))
		}
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	for _, p := range v.Players {
		fmt.Fprintf(&b, "%c  %s: %d on the board", seatLetters[p.Seat], name(p.Seat), p.Markers)
		if p.Supply >= 0 {
			fmt.Fprintf(&b, ", %d left", p.Supply)
		}
		if len(p.Blingos) > 0 {
			b.WriteString(" · Blingo: " + LineSetOf(p.Blingos...).String())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// cellText renders one square in width characters.
func cellText(sq SquareView, seats, width int) string {
	if len(sq.Markers) == 0 {
		return fmt.Sprintf("%*d", width, sq.Number)
	}
	held, blingo := SeatsOf(sq.Markers...), SeatsOf(sq.Blingo...)
	cell := []byte(strings.Repeat(".", width))
	for s := range games.Seat(seats) {
		switch {
		case held.Has(s) && blingo.Has(s):
			cell[s] = seatLetters[s] - 'a' + 'A'
		case held.Has(s):
			cell[s] = seatLetters[s]
		}
	}
	return string(cell)
}
