package blingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// Text renders the board in monospace for a reader without the rules at
// hand: the grid, a blank line (the grid's own last line when nobody
// holds a square of row 8), then each player and a key. The grid is 43
// columns wide at any table; no other line passes textColumns but a
// player's first, which is their name and at most 29 columns more.
// Every line ends in a newline and has no trailing spaces.
//
// The grid (writeGrid) gives every square its number, covered or not,
// with the letters of the players holding it (A for seat 1, as the
// pictures mark them) on the lines below. A "*" before a number marks a
// square on a Blingo line, closed to all but the line's owner.
//
// A player reads "A  Ann: 23 on the board, 27 left", with a second line
// "   Blingo: row 3" once they have one (writeBlingos). The key says what
// the letters and, when a Blingo is on the board, the "*" mean. name
// names the seats; nil writes them as "seat 1".
func (v BoardView) Text(name func(games.Seat) string) string {
	if name == nil {
		name = games.Seat.String
	}
	var b strings.Builder
	b.Grow(Rows * 3 * (Columns*(cellWidth+1) + 1))
	writeGrid(&b, v.Squares[:])
	if !strings.HasSuffix(b.String(), "\n\n") {
		b.WriteByte('\n')
	}
	blingo := false
	for _, p := range v.Players {
		b.WriteByte(seatCapitals[p.Seat])
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
		b.WriteByte('\n')
		if len(p.Blingos) > 0 {
			blingo = true
			writeBlingos(&b, p.Blingos)
		}
	}
	b.WriteString("Letters under a number: who has a marker there.\n")
	if blingo {
		b.WriteString("*: on a Blingo line, closed to the other players.\n")
	}
	return b.String()
}

// textColumns is the widest line the text board writes but for a long
// name: about what a phone shows of a code block, held upright.
const textColumns = 60

// writeBlingos writes a player's Blingo lines, "   Blingo: row 1,
// column 3", broken after a comma into lines of at most textColumns,
// each further line indented under the first name.
func writeBlingos(b *strings.Builder, lines []Line) {
	const head = "   Blingo: "
	b.WriteString(head)
	width := len(head)
	for i, l := range LineSetOf(lines...).List() {
		name := l.String()
		if i > 0 {
			b.WriteByte(',')
			width++
			if width+1+len(name)+1 > textColumns {
				b.WriteByte('\n')
				games.WriteSpaces(b, len(head))
				width = len(head)
			} else {
				b.WriteByte(' ')
				width++
			}
		}
		b.WriteString(name)
		width += len(name)
	}
	b.WriteByte('\n')
}
