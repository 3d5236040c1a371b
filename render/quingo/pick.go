package quingo

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quingo"
)

// The UI states of the board: the dice picked so far, after the word of
// the select that picked them. "take d4 d10" picks dice whose sum checks
// a box; "cross d8" picks the one die of a forced cross-out.
const (
	takeWord  = "take"
	crossWord = "cross"
)

// Pick is the dice the player on turn has picked in the board's dice
// select, read from the UI state.
type Pick struct {
	Cross bool           // the die of a forced cross-out
	Dice  []quingo.Label // in pool order
	Sum   int            // the faces' sum
}

// ParsePick reads the UI state ui against board b: the dice must be in the
// pool, not taken, named once each, at most the limit of the seat on turn
// (one for a cross-out). An empty or unreadable state is an empty pick;
// the reason says what is wrong with a state that names dice, zero when
// nothing is.
func ParsePick(ui string, b quingo.BoardView) (Pick, locale.Text) {
	words := strings.Fields(ui)
	if len(words) == 0 || (words[0] != takeWord && words[0] != crossWord) {
		return Pick{Cross: b.Forced}, locale.Text{}
	}
	p := Pick{Cross: words[0] == crossWord}
	if p.Cross != b.Forced || b.Turn < 0 {
		return Pick{Cross: b.Forced}, locale.T("quingo.pick.out_of_date")
	}
	for _, w := range words[1:] {
		l, ok := quingo.ParseLabel(w)
		i := dieIndex(b, w)
		if !ok || i < 0 || b.Pool[i].Taken || slices.Contains(p.Dice, l) {
			return Pick{Cross: b.Forced}, locale.T("quingo.pick.not_in_pool", w)
		}
		p.Dice = append(p.Dice, l)
		p.Sum += b.Pool[i].Value
	}
	slices.SortFunc(p.Dice, quingo.Label.Compare)
	if n := len(p.Dice); n > pickLimit(b) {
		return Pick{Cross: b.Forced}, locale.T("quingo.pick.at_most", pickLimit(b))
	}
	return p, locale.Text{}
}

// String writes the pick as the UI state ParsePick reads.
func (p Pick) String() string {
	words := []string{takeWord}
	if p.Cross {
		words[0] = crossWord
	}
	for _, l := range p.Dice {
		words = append(words, l.String())
	}
	return strings.Join(words, " ")
}

// pickLimit is how many dice the player on turn may pick: their limit, or
// one for a cross-out, and no more than the pool holds.
func pickLimit(b quingo.BoardView) int {
	if b.Turn < 0 || int(b.Turn) >= len(b.Seats) {
		return 0
	}
	n := b.Seats[b.Turn].Limit
	if b.Forced {
		n = 1
	}
	return min(n, left(b))
}

// left counts the dice left in the pool.
func left(b quingo.BoardView) int {
	n := 0
	for _, d := range b.Pool {
		if !d.Taken {
			n++
		}
	}
	return n
}

func dieIndex(b quingo.BoardView, label string) int {
	return slices.IndexFunc(b.Pool, func(d quingo.DieView) bool { return d.Label == label })
}

// Targets returns the moves a pick allows the player on turn: each open
// box the sum checks (number box and wild box alike), or for a cross-out
// each open box, in the order of the sheet.
func Targets(b quingo.BoardView, p Pick) []games.Move {
	if len(p.Dice) == 0 || b.Turn < 0 || int(b.Turn) >= len(b.Seats) {
		return nil
	}
	sh := b.Seats[b.Turn].Sheet
	var out []games.Move
	if p.Cross {
		for _, box := range sh.OpenList() {
			out = append(out, quingo.CrossOf(box, p.Dice[0]).Move())
		}
		return out
	}
	for _, box := range []quingo.Box{quingo.NumberBox(p.Sum), quingo.WildBox(p.Sum)} {
		if sh.IsOpen(box) {
			out = append(out, quingo.TakeOf(box, p.Dice...).Move())
		}
	}
	return out
}
