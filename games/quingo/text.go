package quingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// The text sheet's columns: the bonus column, five boxes, the score.
const (
	textLabel = 6
	textBox   = 5
	textScore = 7
)

var textMarks = [...]string{Open: "", Checked: "✓", Crossed: "✗"}

// Text renders the sheet as the seed's monospace score sheet under the
// shared set-up su, one line each ending in a newline:
//
//	 Bonus    1    2    3    4    5  Score
//	    11    ✓    ✓    ✓    ✓    ✓     26
//	 Bonus    6    7    8    9   10  Score
//	     3    ✓    ✓    ✓    ✓    ✓     43
//	 Bonus   11   12   13   14   15  Score
//	    14    ✓    ✗    ✓    ✗    ✗    -17
//	 Bonus   16   17   18   19   20  Score
//	    15    ✓    ✓    ✗    ✓    ✓     54
//	  Wild    2   15   18    7    5  Score
//	     2    ✓    ✓    ✗    ✓    ✓      8
//	Final score: 114
//
// Each number row has a header of its numbers, then its bonus, marks (✓
// checked, ✗ crossed, blank open) and points. The wild row's header holds
// the chosen numbers, or "choosing wilds"; its second line starts with W.
// The last line reads "Total" while a box is open, as the picture does:
// a sheet's score is final once it has none.
func (sh Sheet) Text(su Setup) string { return sh.text(su, "choosing wilds") }

// text renders the sheet; hidden is written in place of wild numbers not
// known.
func (sh Sheet) text(su Setup, hidden string) string {
	var b strings.Builder
	b.Grow(sheetTextSize)
	sh.writeText(&b, su, hidden)
	return b.String()
}

// sheetTextSize is about the length in bytes of a sheet's text, marks
// written in three bytes each.
const sheetTextSize = (NumberRows + 1) * 2 * (textLabel + RowBoxes*(textBox+2) + textScore + 1)

// rowHeaders are the header lines of the number rows: " Bonus    1 ...
// Score".
var rowHeaders = func() (h [NumberRows]string) {
	for r := range NumberRows {
		var b strings.Builder
		games.WriteRight(&b, "Bonus", textLabel)
		for i := range RowBoxes {
			games.WriteInt(&b, r*RowBoxes+i+1, textBox)
		}
		games.WriteRight(&b, "Score", textScore)
		b.WriteByte('\n')
		h[r] = b.String()
	}
	return h
}()

// writeText writes the text of sh to b (see text).
func (sh Sheet) writeText(b *strings.Builder, su Setup, hidden string) {
	sc := sh.Score(su)
	for r := range NumberRows {
		b.WriteString(rowHeaders[r])
		writeMarks(b, su.Bonus[r], sh.Row(r), sc.Rows[r])
	}
	games.WriteRight(b, "Wild", textLabel)
	if sh.Chosen() {
		for _, w := range sh.Wilds {
			games.WriteInt(b, w, textBox)
		}
	} else {
		b.WriteString("  ")
		games.WriteLeft(b, hidden, textBox*WildBoxes-2)
	}
	games.WriteRight(b, "Score", textScore)
	b.WriteByte('\n')
	writeMarks(b, su.Wild, sh.WildMarks, sc.Wild)
	if sh.Full() {
		b.WriteString("Final score: ")
	} else {
		b.WriteString("Total: ")
	}
	games.WriteInt(b, sc.Total, 0)
	b.WriteByte('\n')
}

func writeMarks(b *strings.Builder, bonus int, marks [RowBoxes]Mark, points int) {
	games.WriteInt(b, bonus, textLabel)
	for _, m := range marks {
		games.WriteRight(b, textMarks[m], textBox)
	}
	games.WriteInt(b, points, textScore)
	b.WriteByte('\n')
}

// Text renders the whole board: the round and the pool, the turn, then
// every seat's sheet as that seat's header and Sheet.Text, the seats
// named by name. Taken dice show "-".
//
//	Round 3 · pool d4 4, d6 -, d8 6, d10 3, d12 12, d20 -
//	Turn: Seat 2, limit 3 · order Seat 2, Seat 3, Seat 1
//
//	Seat 1 · limit 2 · 37 points
//	 Bonus    1    2 ...
func (b BoardView) Text(name func(games.Seat) string) string {
	var out strings.Builder
	out.Grow(120 + len(b.Seats)*(sheetTextSize+40))
	switch b.Phase {
	case Choosing:
		out.WriteString("Choosing wild numbers\n")
	default:
		out.WriteString("Round ")
		games.WriteInt(&out, b.Round, 0)
		out.WriteString(" · pool ")
		for i, d := range b.Pool {
			if i > 0 {
				out.WriteString(", ")
			}
			out.WriteString(d.Label)
			out.WriteByte(' ')
			if d.Taken {
				out.WriteByte('-')
			} else {
				games.WriteInt(&out, d.Value, 0)
			}
		}
		out.WriteByte('\n')
	}
	if b.Turn >= 0 {
		out.WriteString("Turn: ")
		out.WriteString(name(b.Turn))
		out.WriteString(", limit ")
		games.WriteInt(&out, b.Seats[b.Turn].Limit, 0)
		out.WriteString(" · order ")
		for i, s := range b.Order {
			if i > 0 {
				out.WriteString(", ")
			}
			out.WriteString(name(s))
		}
		out.WriteByte('\n')
	}
	for _, v := range b.Seats {
		out.WriteByte('\n')
		out.WriteString(name(v.Seat))
		if v.Limit > 0 && b.Phase != Over {
			out.WriteString(" · limit ")
			games.WriteInt(&out, v.Limit, 0)
		}
		out.WriteString(" · ")
		games.WriteInt(&out, v.Score.Total, 0)
		if v.Score.Total == 1 || v.Score.Total == -1 {
			out.WriteString(" point\n")
		} else {
			out.WriteString(" points\n")
		}
		hidden := "choosing wilds"
		if v.Chosen {
			hidden = "wilds chosen"
		}
		v.Sheet.writeText(&out, b.Setup, hidden)
	}
	return out.String()
}
