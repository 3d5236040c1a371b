package qwinto

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// state is a position of a Qwinto game. It is a value: Apply works on a
// copy, which shares Sheets with the original until a sheet changes (see
// setSheet).
type state struct {
	Variant  bool       `json:"reroll"`   // the re-roll variant is on
	Phase    Phase      `json:"phase"`    // stage of the current roll
	Active   games.Seat `json:"active"`   // the seat that rolls
	Turn     int        `json:"turn"`     // rolls so far, the current one included
	Rolled   Colours    `json:"rolled"`   // dice of the current roll
	Dice     [3]int     `json:"dice"`     // face of each rolled die by colour, else 0
	Rerolled bool       `json:"rerolled"` // the current roll is a re-roll
	Sheets   []Sheet    `json:"sheets"`   // one per seat
	Decided  decisions  `json:"decided"`  // per seat: has written or skipped this roll
}

var _ games.State = (*state)(nil)

func newState(seats int, variant bool) *state {
	return &state{
		Variant: variant,
		Sheets:  make([]Sheet, seats),
		Decided: newDecisions(seats),
	}
}

// setSheet replaces the sheet of seat s in a copy of Sheets, leaving the
// slice it may share with other states unchanged.
func (st *state) setSheet(s games.Seat, sh Sheet) {
	st.Sheets = slices.Clone(st.Sheets)
	st.Sheets[s] = sh
}

func (st *state) seats() int { return len(st.Sheets) }

// Sum returns the sum of the rolled dice, 0 before a roll.
func (st *state) Sum() int { return st.Dice[Red] + st.Dice[Yellow] + st.Dice[Blue] }

// Result returns the running scores; winners once the game is over.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Phase == Over, Scores: make([]int, st.seats())}
	for s, sh := range st.Sheets {
		res.Scores[s] = sh.Score().Total
	}
	if !res.Over {
		return res
	}
	best := slices.Max(res.Scores)
	var refs []string
	for s, v := range res.Scores {
		if v == best {
			res.Winners = append(res.Winners, games.Seat(s))
			refs = append(refs, games.SeatRef(games.Seat(s)))
		}
	}
	res.Summary = winText(refs, best).In(locale.English)
	return res
}
