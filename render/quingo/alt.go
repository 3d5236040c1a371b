package quingo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/locale"
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

// sheetSentence describes one player's sheet (describeSheet); a sheet
// described lately with all it says unchanged is not described again.
func sheetSentence(t *render.Table, b quingo.BoardView, v quingo.SeatView) string {
	k := sentenceKey{lang: t.Lang, name: t.Name(v.Seat), winner: isWinner(t, v), total: v.Score.Total, sheet: v.Sheet}
	if limitSaid(b, v) {
		k.limit = v.Limit
	}
	return sentences.get(k, func() string { return describeSheet(t, b, v) })
}

// sentenceKey is everything a sheet's sentence says: the language, the
// player's name, whether they won, their limit (0 when not said), their
// total and their sheet.
type sentenceKey struct {
	lang   locale.Lang
	name   string
	winner bool
	limit  int
	total  int
	sheet  quingo.Sheet
}

// sentences keeps the sentences of the sheets described lately, some
// 150 bytes each.
var sentences = newMemo[sentenceKey, string](4096)

// isWinner reports whether v's player is among the winners of a match
// that is over.
func isWinner(t *render.Table, v quingo.SeatView) bool {
	return t.Result.Over && slices.Contains(t.Result.Winners, v.Seat)
}

// limitSaid reports whether v's limit is said: not before it has one nor
// once the game is over.
func limitSaid(b quingo.BoardView, v quingo.SeatView) bool {
	return v.Limit > 0 && b.Phase != quingo.Over
}

// describeSheet describes one player's sheet in t's language.
func describeSheet(t *render.Table, b quingo.BoardView, v quingo.SeatView) string {
	head := t.Name(v.Seat)
	if isWinner(t, v) {
		head += ", " + t.Say("board.tail.winner")
	}
	if limitSaid(b, v) {
		head += ", " + t.Say("board.quingo.limit", v.Limit)
	}
	head += ", " + t.Say("board.points", v.Score.Total)
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
		parts = append(parts, t.Say("quingo.alt.checked", quingo.JoinAnd(t.Lang, checked)))
	}
	if len(crossed) > 0 {
		parts = append(parts, t.Say("quingo.alt.crossed", quingo.JoinAnd(t.Lang, crossed)))
	}
	if len(parts) == 0 {
		parts = append(parts, t.Say("quingo.alt.nothing"))
	}
	parts = append(parts, wildsPhrase(t, v.Sheet))
	return head + ": " + strings.Join(parts, "; ") + "."
}

// wildsPhrase says the wild numbers and which are checked or crossed, or
// that they are not chosen or not shown, in t's language.
func wildsPhrase(t *render.Table, sh quingo.Sheet) string {
	if !sh.Chosen() {
		return t.Say("quingo.alt.wilds_hidden")
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
		marked = append(marked, t.Say("quingo.alt.checked", quingo.JoinAnd(t.Lang, checked)))
	}
	if len(crossed) > 0 {
		marked = append(marked, t.Say("quingo.alt.crossed", quingo.JoinAnd(t.Lang, crossed)))
	}
	if len(marked) > 0 {
		return t.Say("quingo.alt.wilds_marked", quingo.JoinAnd(t.Lang, wilds), quingo.JoinAnd(t.Lang, marked))
	}
	return t.Say("quingo.alt.wilds", quingo.JoinAnd(t.Lang, wilds))
}

func rank(b bool) int {
	if b {
		return 1
	}
	return 0
}
