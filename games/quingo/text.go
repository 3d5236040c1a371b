package quingo

import (
	"fmt"
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
func (sh Sheet) Text(su Setup) string { return sh.text(su, "choosing wilds") }

// text renders the sheet; hidden is written in place of wild numbers not
// known.
func (sh Sheet) text(su Setup, hidden string) string {
	var b strings.Builder
	sc := sh.Score(su)
	for r := range NumberRows {
		fmt.Fprintf(&b, "%*s", textLabel, "Bonus")
		for i := range RowBoxes {
			fmt.Fprintf(&b, "%*d", textBox, r*RowBoxes+i+1)
		}
		fmt.Fprintf(&b, "%*s\n", textScore, "Score")
		writeMarks(&b, su.Bonus[r], sh.Row(r), sc.Rows[r])
	}
	fmt.Fprintf(&b, "%*s", textLabel, "Wild")
	if sh.Chosen() {
		for _, w := range sh.Wilds {
			fmt.Fprintf(&b, "%*d", textBox, w)
		}
	} else {
		fmt.Fprintf(&b, "  %-*s", textBox*WildBoxes-2, hidden)
	}
	fmt.Fprintf(&b, "%*s\n", textScore, "Score")
	writeMarks(&b, su.Wild, sh.WildMarks, sc.Wild)
	fmt.Fprintf(&b, "Final score: %d\n", sc.Total)
	return b.String()
}

func writeMarks(b *strings.Builder, bonus int, marks [RowBoxes]Mark, points int) {
	fmt.Fprintf(b, "%*d", textLabel, bonus)
	for _, m := range marks {
		fmt.Fprintf(b, "%*s", textBox, textMarks[m])
	}
	fmt.Fprintf(b, "%*d\n", textScore, points)
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
	switch b.Phase {
	case Choosing:
		out.WriteString("Choosing wild numbers\n")
	default:
		dice := make([]string, len(b.Pool))
		for i, d := range b.Pool {
			v := fmt.Sprint(d.Value)
			if d.Taken {
				v = "-"
			}
			dice[i] = d.Label + " " + v
		}
		fmt.Fprintf(&out, "Round %d · pool %s\n", b.Round, strings.Join(dice, ", "))
	}
	if b.Turn >= 0 {
		order := make([]string, len(b.Order))
		for i, s := range b.Order {
			order[i] = name(s)
		}
		fmt.Fprintf(&out, "Turn: %s, limit %d · order %s\n", name(b.Turn), b.Seats[b.Turn].Limit, strings.Join(order, ", "))
	}
	for _, v := range b.Seats {
		fmt.Fprintf(&out, "\n%s", name(v.Seat))
		if v.Limit > 0 && b.Phase != Over {
			fmt.Fprintf(&out, " · limit %d", v.Limit)
		}
		fmt.Fprintf(&out, " · %d points\n", v.Score.Total)
		hidden := "choosing wilds"
		if v.Chosen {
			hidden = "wilds chosen"
		}
		out.WriteString(v.Sheet.text(b.Setup, hidden))
	}
	return out.String()
}
