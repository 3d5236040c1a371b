package mc

import (
	"cmp"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// Eval is the value to seat s of the state a playout reached; higher is
// better.
type Eval func(st games.State, s games.Seat) float64

// Search is a flat Monte-Carlo search: it tries each candidate move of the
// seat, plays the game on from there with Policy, and keeps the move whose
// playouts reach the highest mean Eval. It shares the playouts out by
// sequential halving: every candidate gets an equal share in a first
// round, then the better half goes on to the next, until one is left.
//
// A Search is a games.Bot. It is deterministic for a given state, seat and
// sequence of values from the Rand it is handed, which alone provides the
// imagined dice (and the hidden tiles, through games.Observer): it draws
// one seed from it, and the i-th playout after every move draws from the
// same stream of that seed, so that moves are compared on the same luck.
type Search struct {
	// Playouts is the number of playouts per decision, in all.
	Playouts int
	// Scale, when not nil, scales Playouts to the number of seats of the
	// state searched, whose playouts cost more or less: a decision gets
	// Scale(seats) playouts instead.
	Scale func(seats int) int
	// Policy plays every seat in the playouts.
	Policy Policy
	// Limit is the most moves of a playout.
	Limit int
	// Stop, when not nil, ends a playout early at a state it reports true
	// of; root is the state the search decides in.
	Stop func(root, st games.State) bool
	// Eval values the state a playout reached.
	Eval Eval
	// Candidates, when not nil, lists the moves worth trying, a non-empty
	// subset of Legal; else every legal move is tried.
	Candidates func(st games.State, s games.Seat) []games.Move
}

// Move returns the candidate with the best mean value, or "" when s may
// not move.
func (sr *Search) Move(st games.State, s games.Seat, r games.Rand) games.Move {
	moves := st.Legal(s)
	if sr.Candidates != nil {
		moves = sr.Candidates(st, s)
	}
	switch len(moves) {
	case 0:
		return ""
	case 1:
		return moves[0]
	}
	type arm struct {
		move  games.Move
		sum   float64
		tries int
	}
	arms := make([]arm, len(moves))
	for i, m := range moves {
		arms[i].move = m
	}
	// Common random numbers: the i-th playout of every move draws from the
	// same stream, so moves are compared on the same dice and deals.
	seed := uint64(r.IntN(1 << 62))
	budget := sr.Playouts
	if sr.Scale != nil {
		budget = sr.Scale(len(st.Result().Scores))
	}
	rounds := bits.Len(uint(len(moves) - 1))
	for live := arms; ; live = live[:(len(live)+1)/2] {
		n := max(1, budget/(rounds*len(live)))
		for i := range live {
			for range n {
				stream := rand.New(rand.NewPCG(seed, uint64(live[i].tries)))
				live[i].sum += sr.playout(st, s, live[i].move, stream)
				live[i].tries++
			}
		}
		// A stable sort on the mean keeps ties in Legal order.
		slices.SortStableFunc(live, func(a, b arm) int {
			return cmp.Compare(b.sum/float64(b.tries), a.sum/float64(a.tries))
		})
		if len(live) <= 2 {
			return live[0].move
		}
	}
}

// playout plays move m for s in a state s cannot tell from st, then the
// game on, and returns the value reached.
func (sr *Search) playout(st games.State, s games.Seat, m games.Move, r games.Rand) float64 {
	start := st
	if o, ok := st.(games.Observer); ok {
		start = o.Observe(s, r)
	}
	next, err := start.Apply(s, m, r)
	if err != nil {
		return sr.Eval(start, s)
	}
	var stop func(games.State) bool
	if sr.Stop != nil {
		stop = func(x games.State) bool { return sr.Stop(st, x) }
	}
	return sr.Eval(Playout(next, sr.Policy, r, sr.Limit, stop), s)
}
