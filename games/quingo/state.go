package quingo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// state is a position of a Quingo game. It is a value: Apply works on a
// copy (see clone).
type state struct {
	Phase    Phase        `json:"phase"`
	Setup    Setup        `json:"setup"`    // bonuses and W, shared by all sheets
	Pool     Pool         `json:"pool"`     // the community dice
	Sheets   []Sheet      `json:"sheets"`   // one per seat
	Limits   []int        `json:"limits"`   // each seat's d6 this round; 0 before the first round
	Round    int          `json:"round"`    // rounds rolled, the current one included
	First    games.Seat   `json:"first"`    // the seat that went first this round
	Turn     games.Seat   `json:"turn"`     // the seat on turn while Playing or in the LastLap
	Finisher games.Seat   `json:"finisher"` // the seat whose full sheet began the last lap; -1 before
	Lap      []games.Seat `json:"lap"`      // LastLap: the seats still to take their last turn, Turn first
	Stalled  bool         `json:"stalled"`  // the game ended because no one could check a box for StallRounds rounds
	Last     *Event       `json:"last"`     // the last turn taken; nil before the first

	tab *table // the pool's shared table; nil in states built by hand (see table)
}

var _ games.State = (*state)(nil)

func newState(seats int, z Sizes, su Setup) *state {
	p := newPool(z)
	return &state{
		tab:      tableOf(p),
		Setup:    su,
		Pool:     p,
		Sheets:   make([]Sheet, seats),
		Limits:   make([]int, seats),
		Finisher: -1,
	}
}

func (st *state) seats() int { return len(st.Sheets) }

// MaxWild returns the largest wild number this game allows.
func (st *state) MaxWild() int { return st.table().maxWild }

// Actors lists the seats still choosing wild numbers, then the seat on
// turn. The slice is shared (see games.SeatsIn).
func (st *state) Actors() []games.Seat {
	switch st.Phase {
	case Choosing:
		var set uint
		for s, sh := range st.Sheets {
			if !sh.Chosen() {
				set |= 1 << s
			}
		}
		return games.SeatsIn(set)
	case Playing, LastLap:
		return games.Only(st.Turn)
	}
	return nil
}

// isActor reports whether seat s is one of Actors.
func (st *state) isActor(s games.Seat) bool {
	switch st.Phase {
	case Choosing:
		return s >= 0 && int(s) < st.seats() && !st.Sheets[s].Chosen()
	case Playing, LastLap:
		return s == st.Turn
	}
	return false
}

// canCheck reports whether seat s could check a box from the pool, given
// what the pool can reach.
func (st *state) canCheck(s games.Seat, reach *[MaxLimit + 1]sums) bool {
	return !st.Sheets[s].targets().and(reach[st.Limits[s]]).empty()
}

// scores returns each sheet's points so far.
func (st *state) scores() []int {
	out := make([]int, st.seats())
	for s, sh := range st.Sheets {
		out[s] = sh.Score(st.Setup).Total
	}
	return out
}

// Result returns the running scores; winners once the game is over.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Phase == Over, Scores: st.scores()}
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
	if len(refs) == 1 {
		res.Summary = fmt.Sprintf("%s wins with %d points", refs[0], best)
	} else {
		res.Summary = fmt.Sprintf("%s share the win with %d points", strings.Join(refs, ", "), best)
	}
	return res
}
