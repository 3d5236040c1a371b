package qwinto

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// The text sheet's layout: the left separator of column col stands at index
// textMargin + 3*col; a cell is two characters after its separator.
const (
	textMargin    = 8
	textNameWidth = 19
)

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
// bonus cell, else |. The name is padded to 19 characters; a longer one
// takes lines of its own (see writeHeader). Dashed lines
// span the rows above and below them. No line has trailing spaces.
func (sh Sheet) Text(name string, points int) string { return sh.TextIn(locale.English, name, points) }

// TextIn is Text in l's words ("Nom du joueur :", "Rouge", "Lancers
// ratés :"); the grid is the same in every language. A row's name longer
// than the margin before its first cell is cut to fit it.
func (sh Sheet) TextIn(l locale.Lang, name string, points int) string {
	var b strings.Builder
	b.Grow(sheetTextSize + len(name))
	sh.writeText(&b, l, name, points)
	return b.String()
}

// sheetTextSize is about the length in bytes of a sheet's text.
const sheetTextSize = 8 * (textMargin + 3*(Positions+3))

// writeText writes the text of Text to b.
func (sh Sheet) writeText(b *strings.Builder, l locale.Lang, name string, points int) {
	writeHeader(b, l, name, points)
	b.WriteString(dashLines[Red][Red])
	for i, c := range AllColours {
		sh.writeRow(b, l, c)
		if i+1 < len(AllColours) {
			b.WriteString(dashLines[AllColours[i+1]][c])
		}
	}
	b.WriteString(dashLines[Blue][Blue])
	b.WriteString(l.WordKept("qwinto.text.failed"))
	for i := range sh.Failed {
		b.WriteByte(' ')
		games.WriteInt(b, i+1, 0)
	}
	b.WriteByte('\n')
}

// rowStart is the index of the first separator of row c.
func rowStart(c Colour) int { return textMargin + 3*Column(c, 0) }

// dashLines holds, for rows from and to, the dashed line from the start
// of row from to the end of row to.
var dashLines = func() (d [3][3]string) {
	for _, from := range AllColours {
		for _, to := range AllColours {
			end := rowStart(to) + 3*Positions + 1
			d[from][to] = strings.Repeat(" ", rowStart(from)) + strings.Repeat("-", end-rowStart(from)) + "\n"
		}
	}
	return d
}()

// writeRow writes row c: its label, then separators and cells.
func (sh Sheet) writeRow(b *strings.Builder, l locale.Lang, c Colour) {
	games.WriteLeft(b, clipRunes(l.WordKept(rowLabelKeys[c]), rowStart(c)-1), rowStart(c))
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
			games.WriteInt(b, int(v), 2)
		}
	}
	b.WriteByte('\n')
}

// separator is the character left of position p of row c (p = Positions:
// the closing one): % when a neighbouring cell is a bonus cell.
func separator(c Colour, p int) byte {
	if (p > 0 && Bonus(c, p-1)) || (p < Positions && Bonus(c, p)) {
		return '%'
	}
	return '|'
}

// clipRunes is s cut to at most n runes.
func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}
