package quinientos

import (
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// state is a position of a Quinientos game. It is a value: Apply works on a
// copy (see clone), and every slice in it is replaced, never written to.
type state struct {
	Round  int           `json:"round"`  // the round in play, 1-based
	Leader games.Seat    `json:"leader"` // the seat that leads this round
	Turn   games.Seat    `json:"turn"`   // the seat to play
	Hands  [Seats]Hand   `json:"hands"`  // secret: each seat sees its own
	Layout Layout        `json:"layout"` // the line, left to right
	Void   [Seats]Values `json:"void"`   // values each seat showed it lacks, by passing, this round
	Scores [2]int        `json:"scores"` // by team
	Rounds []Round       `json:"rounds"` // finished rounds, hands revealed
	Recent []Event       `json:"recent"` // what the last move (or the deal) did
	Over   bool          `json:"over"`

	// arena is the round's arena (see roundArena), nil before it has one;
	// Layout is its line from slot at when inArena says so.
	arena *roundArena
	at    int
}

var _ games.State = (*state)(nil)

// newState deals round 1 with r: the holder of 6-6 leads.
func newState(r games.Rand) *state {
	st := &state{}
	st.deal(r, 1, 0)
	return st
}

// clone returns a copy of the state, from the round's arena when it has
// room.
func (st *state) clone() *state {
	c := st.arena.newState()
	*c = *st
	return c
}

// Actors lists the seat to play, none once the game is over.
func (st *state) Actors() []games.Seat {
	if st.Over {
		return nil
	}
	return games.Only(st.Turn)
}

func (st *state) isActor(s games.Seat) bool { return !st.Over && s == st.Turn }

// Legal lists the plays of seat s in canonical notation, sorted. The seat
// to play always has one: the engine passes for seats that have none. A
// list that is a run of playMoves (one play, or one tile on either end) is
// shared from it.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	var buf [2 * HandSize]playKey
	keys := st.playKeys(s, buf[:0])
	if n := len(keys); n > 0 && int(keys[n-1]-keys[0]) == n-1 {
		return playMoves[keys[0] : keys[0]+playKey(n) : keys[0]+playKey(n)]
	}
	out := st.arena.moveList(len(keys))
	for i, k := range keys {
		out[i] = playMoves[k]
	}
	return out
}

// playKeys appends to keys the plays of seat s and returns them in
// ascending order: the order of their notation. A hand is sorted
// heaviest first, so its plays come nearly in descending order: reversed,
// they need an insertion sort only for the two ends of one tile.
func (st *state) playKeys(s games.Seat, keys []playKey) []playKey {
	st.eachPlay(s, func(t Tile, e End) { keys = append(keys, keyOf(t, e)) })
	slices.Reverse(keys)
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

// plays lists the legal plays of seat s, in hand order.
func (st *state) plays(s games.Seat) []Action {
	var out []Action
	st.eachPlay(s, func(t Tile, e End) { out = append(out, PlayOf(t, e)) })
	return out
}

// eachPlay calls yield for each legal play of seat s, in hand order: a
// tile that fits one end (or leads) once without an end, a tile that fits
// both ends once for each. In round 1 the lead is 6-6.
func (st *state) eachPlay(s games.Seat, yield func(Tile, End)) {
	left, right, ok := st.Layout.Ends()
	lead := st.mustLeadDoubleSix()
	for _, t := range st.Hands[s] {
		switch {
		case lead && t != (Tile{MaxPips, MaxPips}):
		case !ok:
			yield(t, NoEnd)
		case t.Has(left) && t.Has(right):
			yield(t, Left)
			yield(t, Right)
		case t.Has(left) || t.Has(right):
			yield(t, NoEnd)
		}
	}
}

// mustLeadDoubleSix reports whether the next tile is the lead of round 1.
func (st *state) mustLeadDoubleSix() bool { return st.Round == 1 && len(st.Layout) == 0 }

// Winner returns the team that reached the target, NoTeam before the end.
func (st *state) Winner() Team {
	switch {
	case !st.Over:
		return NoTeam
	case st.Scores[TeamA] >= Target:
		return TeamA
	case st.Scores[TeamB] >= Target:
		return TeamB
	}
	return NoTeam
}

// Result returns the team scores, each on both seats of the team; the
// winning partners once a team has reached 500.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Over, Scores: make([]int, Seats)}
	for s := range res.Scores {
		res.Scores[s] = st.Scores[TeamOf(games.Seat(s))]
	}
	w := st.Winner()
	if w == NoTeam {
		return res
	}
	seats := w.Seats()
	res.Winners = seats[:]
	res.Summary = fmt.Sprintf("%s win %d to %d", w.Refs(), st.Scores[w], st.Scores[w.Other()])
	return res
}

// check verifies a decoded state: the set is complete and unique between
// the hands and the layout, the layout matches, the seats are in range.
func (st *state) check() error {
	switch {
	case st.Round < 1:
		return fmt.Errorf("round %d", st.Round)
	case st.Leader < 0 || st.Leader >= Seats:
		return fmt.Errorf("leader %d", st.Leader)
	case st.Turn < 0 || st.Turn >= Seats:
		return fmt.Errorf("turn %d", st.Turn)
	case len(st.Rounds) != st.Round-1 && !(st.Over && len(st.Rounds) == st.Round):
		return fmt.Errorf("%d rounds recorded in round %d", len(st.Rounds), st.Round)
	case st.Over != (st.Scores[TeamA] >= Target || st.Scores[TeamB] >= Target):
		return fmt.Errorf("over %v with scores %v", st.Over, st.Scores)
	}
	seen := map[Tile]bool{}
	all := st.Layout.Tiles()
	for _, h := range st.Hands {
		all = append(all, h...)
	}
	for _, t := range all {
		if !t.Valid() || seen[t] {
			return fmt.Errorf("tile %d-%d twice or invalid", t.Hi, t.Lo)
		}
		seen[t] = true
	}
	if len(seen) != SetSize {
		return fmt.Errorf("%d tiles in play, want %d", len(seen), SetSize)
	}
	return st.Layout.check()
}
