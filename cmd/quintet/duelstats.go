package main

import (
	"math"
	"slices"
	"time"
)

// duelSeat is what duel reports of one player (one entry of --seats).
type duelSeat struct {
	Seat       int        `json:"seat"`  // 1-based, in --seats order
	Level      string     `json:"level"` // easy, normal, hard or random
	Mean       float64    `json:"mean"`  // points; rounds to 100 in solitaire Cinq-O
	Median     float64    `json:"median"`
	Wins       float64    `json:"wins"` // share of games won alone, or by its partnership alone
	WinsCI     [2]float64 `json:"wins_ci"`
	Ties       float64    `json:"ties"` // share of games whose win it shared
	TiesCI     [2]float64 `json:"ties_ci"`
	Games      int        `json:"games"`
	DecisionMS float64    `json:"decision_ms"` // mean time a decision took
	// Decisions and Moves are the medians per game of the moves the seat
	// decided and of all its moves, automatic ones (Blingo's roll) too.
	Decisions float64 `json:"decisions"`
	Moves     float64 `json:"moves"`
	// Rolls is the median per game of the moves that drew dice (a roll,
	// a deal), all players together: the same for every seat.
	Rolls float64 `json:"rolls"`
}

// summarize turns the games into one report per player.
func summarize(names []string, gs []duelGame) []duelSeat {
	out := make([]duelSeat, len(names))
	for p, name := range names {
		var scores, decisions, moves, rolls []float64
		var wins, ties, decided int
		var think time.Duration
		for _, g := range gs {
			scores = append(scores, float64(g.score[p]))
			decisions = append(decisions, float64(g.decisions[p]))
			moves = append(moves, float64(g.moves[p]))
			rolls = append(rolls, float64(g.rolls))
			if g.won[p] {
				wins++
			}
			if g.tied[p] {
				ties++
			}
			decided += g.decisions[p]
			think += g.think[p]
		}
		n := len(gs)
		d := duelSeat{Seat: p + 1, Level: name, Games: n, Mean: mean(scores), Median: median(scores),
			Decisions: median(decisions), Moves: median(moves), Rolls: median(rolls)}
		d.Wins, d.WinsCI = share(wins, n)
		d.Ties, d.TiesCI = share(ties, n)
		if decided > 0 {
			d.DecisionMS = float64(think.Microseconds()) / 1000 / float64(decided)
		}
		out[p] = d
	}
	return out
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// gameLength returns the median per game of the moves that drew dice,
// and the median of the decisions a player made in a game, over every
// player of every game.
func gameLength(gs []duelGame) (rolls, decisions float64) {
	var rs, ds []float64
	for _, g := range gs {
		rs = append(rs, float64(g.rolls))
		for _, d := range g.decisions {
			ds = append(ds, float64(d))
		}
	}
	return median(rs), median(ds)
}

// sharedWins counts the games whose win several players shared.
func sharedWins(gs []duelGame) int {
	k := 0
	for _, g := range gs {
		for _, t := range g.tied {
			if t {
				k++
				break
			}
		}
	}
	return k
}

// share returns k/n and its 95% Wilson score interval.
func share(k, n int) (float64, [2]float64) {
	if n == 0 {
		return 0, [2]float64{0, 1}
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return p, [2]float64{math.Max(0, mid-half), math.Min(1, mid+half)}
}
