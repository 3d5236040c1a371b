package rating

import (
	"errors"
	"math"
	"slices"
)

// Model holds the parameters of the Plackett-Luce update. The zero Model
// is not usable; start from Default.
type Model struct {
	Beta  float64 // performance deviation
	Kappa float64 // lower bound of the variance shrink factor
	Tau   float64 // skill drift added before each game; 0 for none
}

// Default is the model Quintet rates with: openskill's defaults.
var Default = Model{Beta: DefaultBeta, Kappa: DefaultKappa, Tau: DefaultTau}

// ErrBadGame reports a game that cannot be rated.
var ErrBadGame = errors.New("rating: bad game")

// Rate updates the ratings of one game. teams[i] holds the players of team
// i (a team of one in a free-for-all); ranks[i] is team i's place, lower
// is better, equal places for a tie. It returns new ratings in the shape of
// teams and changes nothing it was given. The result does not depend on the
// order the teams are listed in. A game of fewer than two teams changes
// nothing but the drift. ErrBadGame for mismatched lengths, an empty team
// or an invalid rating.
func (md Model) Rate(teams [][]Rating, ranks []int) ([][]Rating, error) {
	if len(teams) != len(ranks) {
		return nil, errors.Join(ErrBadGame, errors.New("rating: one rank per team"))
	}
	out := make([][]Rating, len(teams))
	for i, t := range teams {
		if len(t) == 0 {
			return nil, errors.Join(ErrBadGame, errors.New("rating: an empty team"))
		}
		out[i] = make([]Rating, len(t))
		for j, r := range t {
			if !r.Valid() {
				return nil, errors.Join(ErrBadGame, errors.New("rating: an invalid rating"))
			}
			out[i][j] = Rating{Mu: r.Mu, Sigma: math.Sqrt(r.Sigma*r.Sigma + md.Tau*md.Tau)}
		}
	}
	if len(teams) < 2 {
		return out, nil
	}
	md.update(out, ranks)
	return out, nil
}

// team is the summed belief of one team.
type team struct {
	mu, sigmaSq float64
	rank        int
}

// update applies algorithm 4 of Weng and Lin to ratings in place.
func (md Model) update(ratings [][]Rating, ranks []int) {
	ts := make([]team, len(ratings))
	for i, t := range ratings {
		ts[i].rank = ranks[i]
		for _, r := range t {
			ts[i].mu += r.Mu
			ts[i].sigmaSq += r.Sigma * r.Sigma
		}
	}
	var c float64
	for _, t := range ts {
		c += t.sigmaSq + md.Beta*md.Beta
	}
	c = math.Sqrt(c)
	// sumQ[q]: the sum of exp(mu/c) over the teams placed no better than
	// q; tied[q]: how many teams share q's place.
	sumQ := make([]float64, len(ts))
	tied := make([]float64, len(ts))
	for q := range ts {
		for _, t := range ts {
			if t.rank >= ts[q].rank {
				sumQ[q] += math.Exp(t.mu / c)
			}
			if t.rank == ts[q].rank {
				tied[q]++
			}
		}
	}
	for i, ti := range ts {
		e := math.Exp(ti.mu / c)
		var omega, delta float64
		for q, tq := range ts {
			if tq.rank > ti.rank {
				continue
			}
			p := e / sumQ[q]
			if q == i {
				omega += (1 - p) / tied[q]
			} else {
				omega -= p / tied[q]
			}
			delta += p * (1 - p) / tied[q]
		}
		gamma := math.Sqrt(ti.sigmaSq) / c
		omega *= ti.sigmaSq / c
		delta *= gamma * ti.sigmaSq / (c * c)
		for j, r := range ratings[i] {
			share := r.Sigma * r.Sigma / ti.sigmaSq
			ratings[i][j] = Rating{
				Mu:    r.Mu + share*omega,
				Sigma: r.Sigma * math.Sqrt(max(1-share*delta, md.Kappa)),
			}
		}
	}
}

// Places turns scores (higher is better) into ranks for Rate: 1 for the
// best, equal scores sharing a place, the next place skipping the tied
// ones (competition ranking: 100, 90, 90, 80 gives 1, 2, 2, 4).
func Places(scores []int) []int {
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	slices.Reverse(sorted)
	out := make([]int, len(scores))
	for i, s := range scores {
		out[i] = slices.Index(sorted, s) + 1
	}
	return out
}
