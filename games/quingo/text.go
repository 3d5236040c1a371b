package quingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// The text sheet's columns: the bonus column, five boxes, the score.
// (textLabel and textScore are English's widths: a language whose
// headings are longer widens them, see textWords).
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
func (sh Sheet) Text(su Setup) string { return sh.TextIn(locale.English, su) }

// TextIn is Text in l's words; a column whose heading is longer in l
// than in English is wider, so the numbers stay under their headings.
func (sh Sheet) TextIn(l locale.Lang, su Setup) string {
	var b strings.Builder
	b.Grow(sheetTextSize)
	w := wordsOf(l)
	sh.writeText(&b, w, su, w.choosing)
	return b.String()
}

// sheetTextSize is about the length in bytes of a sheet's text, marks
// written in three bytes each.
const sheetTextSize = (NumberRows + 1) * 2 * (textLabel + RowBoxes*(textBox+2) + textScore + 1)

// writeText writes the text of sh to b in w's words; hidden is written
// in place of wild numbers not known.
func (sh Sheet) writeText(b *strings.Builder, w *textWords, su Setup, hidden string) {
	sc := sh.Score(su)
	for r := range NumberRows {
		b.WriteString(w.rowHeaders[r])
		w.writeMarks(b, su.Bonus[r], sh.Row(r), sc.Rows[r])
	}
	games.WriteRight(b, w.wild, w.label)
	if sh.Chosen() {
		for _, n := range sh.Wilds {
			games.WriteInt(b, n, textBox)
		}
	} else {
		b.WriteString("  ")
		games.WriteLeft(b, hidden, textBox*WildBoxes-2)
	}
	games.WriteRight(b, w.score, w.scoreW)
	b.WriteByte('\n')
	w.writeMarks(b, su.Wild, sh.WildMarks, sc.Wild)
	if sh.Full() {
		b.WriteString(w.lang.SayKept("quingo.text.final", sc.Total))
	} else {
		b.WriteString(w.lang.SayKept("quingo.text.total", sc.Total))
	}
	b.WriteByte('\n')
}

func (w *textWords) writeMarks(b *strings.Builder, bonus int, marks [RowBoxes]Mark, points int) {
	games.WriteInt(b, bonus, w.label)
	for _, m := range marks {
		games.WriteRight(b, textMarks[m], textBox)
	}
	games.WriteInt(b, points, w.scoreW)
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
func (b BoardView) Text(name func(games.Seat) string) string { return b.TextIn(locale.English, name) }

// TextIn is Text in l's words.
func (b BoardView) TextIn(l locale.Lang, name func(games.Seat) string) string {
	w := wordsOf(l)
	var out strings.Builder
	out.Grow(120 + len(b.Seats)*(sheetTextSize+40))
	switch b.Phase {
	case Choosing:
		out.WriteString(l.Say("board.quingo.choosing_wilds_title"))
		out.WriteByte('\n')
	default:
		var pool strings.Builder
		for i, d := range b.Pool {
			if i > 0 {
				pool.WriteString(", ")
			}
			pool.WriteString(d.Label)
			pool.WriteByte(' ')
			if d.Taken {
				pool.WriteByte('-')
			} else {
				games.WriteInt(&pool, d.Value, 0)
			}
		}
		round := l.Kept("quingo.text.round", b.Round, func() string { return l.Say("quingo.text.round", b.Round, mark0) })
		fill(&out, round, pool.String())
		out.WriteByte('\n')
	}
	if b.Turn >= 0 {
		order := make([]string, len(b.Order))
		for i, s := range b.Order {
			order[i] = name(s)
		}
		limit := b.Seats[b.Turn].Limit
		turn := l.Kept("quingo.text.turn", limit, func() string { return l.Say("quingo.text.turn", mark0, limit, mark1) })
		fill(&out, turn, name(b.Turn), strings.Join(order, ", "))
		out.WriteByte('\n')
	}
	for _, v := range b.Seats {
		out.WriteByte('\n')
		out.WriteString(name(v.Seat))
		if v.Limit > 0 && b.Phase != Over {
			out.WriteString(" · ")
			out.WriteString(l.SayKept("board.quingo.limit", v.Limit))
		}
		out.WriteString(" · ")
		out.WriteString(l.SayKept("board.points", v.Score.Total))
		out.WriteByte('\n')
		hidden := w.choosing
		if v.Chosen {
			hidden = w.chosen
		}
		v.Sheet.writeText(&out, w, b.Setup, hidden)
	}
	return out.String()
}
