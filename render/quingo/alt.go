package quingo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
)

// altSentences describes the sheets in sentences for the picture's alt
// text (the header before them says the pool), the player on turn first: "Alice,
// limit 3, 26 points: 1, 2 and 3 checked; 12 crossed out; wild numbers 2,
// 15, 18, 7 and 5, 2 checked." Wild numbers still secret are not named.
func altSentences(t *render.Table, b quingo.BoardView) []string {
	var out []string
	seats := slices.Clone(b.Seats)
	slices.SortStableFunc(seats, func(x, y quingo.SeatView) int {
		return rank(y.Seat == b.Turn) - rank(x.Seat == b.Turn)
	})
	for _, v := range seats {
		out = append(out, sheetSentence(t, b, v))
	}
	return out
}

// sheetSentence describes one player's sheet.
func sheetSentence(t *render.Table, b quingo.BoardView, v quingo.SeatView) string {
	head := t.Name(v.Seat)
	if t.Result.Over && slices.Contains(t.Result.Winners, v.Seat) {
		head += ", winner"
	}
	if v.Limit > 0 && b.Phase != quingo.Over {
		head += fmt.Sprintf(", limit %d", v.Limit)
	}
	head += ", " + render.Count(v.Score.Total, "point")
	var checked, crossed []string
	for n, m := range v.Sheet.Numbers {
		switch m {
		case quingo.Checked:
			checked = append(checked, strconv.Itoa(n+1))
		case quingo.Crossed:
			crossed = append(crossed, strconv.Itoa(n+1))
		}
	}
	var parts []string
	if len(checked) > 0 {
		parts = append(parts, render.List(checked)+" checked")
	}
	if len(crossed) > 0 {
		parts = append(parts, render.List(crossed)+" crossed out")
	}
	if len(parts) == 0 {
		parts = append(parts, "nothing checked yet")
	}
	parts = append(parts, wildsPhrase(v.Sheet))
	return head + ": " + strings.Join(parts, "; ") + "."
}

// wildsPhrase says the wild numbers and which are checked or crossed, or
// that they are not chosen or not shown.
func wildsPhrase(sh quingo.Sheet) string {
	if !sh.Chosen() {
		return "wild numbers not shown"
	}
	wilds := make([]string, len(sh.Wilds))
	var checked, crossed []string
	for i, w := range sh.Wilds {
		wilds[i] = strconv.Itoa(w)
		switch sh.WildMarks[i] {
		case quingo.Checked:
			checked = append(checked, wilds[i])
		case quingo.Crossed:
			crossed = append(crossed, wilds[i])
		}
	}
	var marked []string
	if len(checked) > 0 {
		marked = append(marked, render.List(checked)+" checked")
	}
	if len(crossed) > 0 {
		marked = append(marked, render.List(crossed)+" crossed out")
	}
	s := "wild numbers " + render.List(wilds)
	if len(marked) > 0 {
		s += ", of which " + strings.Join(marked, " and ")
	}
	return s
}

func rank(b bool) int {
	if b {
		return 1
	}
	return 0
}
