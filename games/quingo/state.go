package quingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// state is a position of a Quingo game. It is a value: Apply works on a
// copy (see clone). It holds no slice, so that a copy is one small
// allocation: the pool, the sheets, the limits and the last lap live in
// arrays sized for the largest game; record is the same position in the
// form it is encoded in.
type state struct {
	tab      *table // the pool's shared table
	Phase    Phase
	Round    int             // rounds rolled, the current one included
	First    games.Seat      // the seat that went first this round
	Finisher games.Seat      // the seat whose full sheet began the last lap; -1 before
	limits   [maxSeats]int   // each seat's d6 this round; 0 before the first round
	last     lastTurn        // the last turn taken
	dice     dice            // the community dice
	sheets   [maxSeats]marks // one per seat
	lap      [maxSeats]int8  // LastLap: the seats still to take their last turn, Turn first
	nLap     uint8           // the length of lap
	nSeats   uint8
	onTurn   int8              // the seat on turn while Playing or in the LastLap; see Turn
	bonus    [NumberRows]uint8 // the set-up; see Setup
	wild     uint8
	Stalled  bool // the game ended because no one could check a box for StallRounds rounds
}

var _ games.State = (*state)(nil)

func newState(seats int, z Sizes, su Setup) *state {
	p := newPool(z)
	st := &state{
		tab:      tableOf(p),
		dice:     diceOf(p),
		nSeats:   uint8(seats),
		Finisher: -1,
	}
	st.setSetup(su)
	return st
}

// Setup returns the bonuses and W, shared by all sheets.
func (st *state) Setup() Setup {
	su := Setup{Wild: int(st.wild)}
	for r, b := range st.bonus {
		su.Bonus[r] = int(b)
	}
	return su
}

// setSetup keeps set-up su, whose numbers are in range (see Setup.valid).
func (st *state) setSetup(su Setup) {
	st.wild = uint8(su.Wild)
	for r, b := range su.Bonus {
		st.bonus[r] = uint8(b)
	}
}

// Turn returns the seat on turn while Playing or in the LastLap; -1 at
// the end.
func (st *state) Turn() games.Seat { return games.Seat(st.onTurn) }

// clone returns a copy of st: a state shares nothing it may change. The
// copy is one of a slab's (see states).
func (st *state) clone() *state {
	c := &states.take(1)[0]
	*c = *st
	return c
}

func (st *state) seats() int { return int(st.nSeats) }

// MaxWild returns the largest wild number this game allows.
func (st *state) MaxWild() int { return st.tab.maxWild }

// Pool returns the community dice.
func (st *state) Pool() Pool { return st.dice.pool(st.tab.sizes) }

// Sheet returns seat s's sheet.
func (st *state) Sheet(s games.Seat) Sheet { return st.sheets[s].sheet() }

// Limits returns each seat's d6 this round; 0 before the first round.
func (st *state) Limits() []int { return slices.Clone(st.limits[:st.nSeats]) }

// Lap returns, in the last lap, the seats still to take their last turn,
// Turn first; nil otherwise.
func (st *state) Lap() []games.Seat {
	if st.nLap == 0 {
		return nil
	}
	out := make([]games.Seat, st.nLap)
	for i := range out {
		out[i] = games.Seat(st.lap[i])
	}
	return out
}

// Last returns the last turn taken; nil before the first.
func (st *state) Last() *Event { return st.last.event() }

// Actors lists the seats still choosing wild numbers, then the seat on
// turn. The slice is shared (see games.SeatsIn).
func (st *state) Actors() []games.Seat {
	switch st.Phase {
	case Choosing:
		var set uint
		for s := range st.seats() {
			if !st.sheets[s].chosen() {
				set |= 1 << s
			}
		}
		return games.SeatsIn(set)
	case Playing, LastLap:
		return games.Only(st.Turn())
	}
	return nil
}

// isActor reports whether seat s is one of Actors.
func (st *state) isActor(s games.Seat) bool {
	switch st.Phase {
	case Choosing:
		return s >= 0 && int(s) < st.seats() && !st.sheets[s].chosen()
	case Playing, LastLap:
		return s == st.Turn()
	}
	return false
}

// inLap reports whether seat s is still to take its last turn.
func (st *state) inLap(s games.Seat) bool {
	for _, l := range st.lap[:st.nLap] {
		if games.Seat(l) == s {
			return true
		}
	}
	return false
}

// canCheck reports whether seat s could check a box from the pool, given
// what the pool can reach.
func (st *state) canCheck(s games.Seat, reach *[MaxLimit + 1]sums) bool {
	return !st.sheets[s].targets().and(reach[st.limits[s]]).empty()
}

// scores returns each sheet's points so far.
func (st *state) scores() []int {
	out := make([]int, st.seats())
	for s := range out {
		out[s] = st.Sheet(games.Seat(s)).Score(st.Setup()).Total
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
	res.Summary = winText(refs, best).In(locale.English)
	return res
}
