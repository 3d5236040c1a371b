package qwinto

import (
	"fmt"
	"strings"
)

// The text sheet's layout: the left separator of column col stands at index
// textMargin + 3*col; a cell is two characters after its separator.
const (
	textMargin    = 8
	textNameWidth = 19
)

var rowLabels = [3]string{Red: "Red", Yellow: "Yellow", Blue: "Blue"}

// Text renders the sheet as the seed's monospace score sheet, one line each
// ending in a newline:
//
//	Player name: Jane Doe            Points: 28
//	              -------------------------------
//	Red           | 2% 3% 6|XX| 9%11%12|13|15|16|
//	           ----------------------------------
//	Yellow     | 1| 3| 4| 5|  |XX|12%13%  |  |
//	        ----------------------------------
//	Blue    | 1| 3%  % 6|XX| 7|  |  |10%  %
//	        -------------------------------
//	Failed throws: 1 2 3
//
// Numbers are right-aligned in two characters, an empty cell is blank and a
// blocked one XX. A separator is % when a cell on either side of it is a
// bonus cell, else |. The name is padded to 19 characters. Dashed lines
// span the rows above and below them. No line has trailing spaces.
func (sh Sheet) Text(name string, points int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Player name: %-*s Points: %d\n", textNameWidth, name, points)
	b.WriteString(dashes(Red, Red))
	for i, c := range AllColours {
		b.WriteString(sh.textRow(c))
		if i+1 < len(AllColours) {
			b.WriteString(dashes(AllColours[i+1], c))
		}
	}
	b.WriteString(dashes(Blue, Blue))
	b.WriteString("Failed throws:")
	for i := range sh.Failed {
		fmt.Fprintf(&b, " %d", i+1)
	}
	b.WriteByte('\n')
	return b.String()
}

// rowStart is the index of the first separator of row c.
func rowStart(c Colour) int { return textMargin + 3*Column(c, 0) }

// dashes is a dashed line from the start of row from to the end of row to.
func dashes(from, to Colour) string {
	end := rowStart(to) + 3*Positions + 1
	return strings.Repeat(" ", rowStart(from)) + strings.Repeat("-", end-rowStart(from)) + "\n"
}

// textRow renders row c: its label, then separators and cells.
func (sh Sheet) textRow(c Colour) string {
	var b strings.Builder
	b.WriteString(fmt.Sprintf("%-*s", rowStart(c), rowLabels[c]))
	for p := range Positions + 1 {
		b.WriteByte(separator(c, p))
		if p == Positions {
			break
		}
		switch v := sh.Rows[c][p]; {
		case Blocked(c, p):
			b.WriteString("XX")
		case v == 0:
			b.WriteString("  ")
		default:
			fmt.Fprintf(&b, "%2d", v)
		}
	}
	b.WriteByte('\n')
	return b.String()
}

// separator is the character left of position p of row c (p = Positions:
// the closing one): % when a neighbouring cell is a bonus cell.
func separator(c Colour, p int) byte {
	if (p > 0 && Bonus(c, p-1)) || (p < Positions && Bonus(c, p)) {
		return '%'
	}
	return '|'
}
