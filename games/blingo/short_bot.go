package blingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

// markerWorth is the short bot's value of a marker placed, beside the
// race value of its lines.
const markerWorth = 0.5

// shortMove is the hard bot's move for seat s in the short game to a
// second line (EndLines 2, the board of ShortRows rows): where s has no
// choice, AutoMove's move; else a choice that ends the game with s
// winning alone; else, of the choices that do not end it with s losing
// (all of them when each does), the one of highest value by lineValue.
// It draws nothing and searches no playout: some microseconds a
// decision.
func (st *state) shortMove(s games.Seat, r games.Rand) games.Move {
	if m, ok := st.forced(s); ok {
		return m
	}
	ms, keep, win := st.endingPicks(s, func(m games.Move) (games.State, error) { return st.Apply(s, m, r) })
	if win >= 0 {
		return ms[win]
	}
	return ms[st.lineValueChoice(s, keep, markerWorth)]
}

// endingPicks tries each choice of the roll of seat s, who must have
// one, with apply (which plays a move of s in the game as it ends), and
// returns the roll's moves, the choices that do not end the game with s
// losing (all of them when each does) and the index of one that ends it
// with s winning alone, or -1.
func (st *state) endingPicks(s games.Seat, apply func(games.Move) (games.State, error)) (ms []games.Move, keep picks, win int) {
	p := st.picks()
	ms = st.Board.layout().movesOf(st.Dice)
	keep = p
	for i := range ms {
		if p&(1<<i) == 0 {
			continue
		}
		next, err := apply(ms[i])
		if err != nil {
			panic(err) // a choice of the roll is legal
		}
		res := next.Result()
		switch {
		case !res.Over:
		case len(res.Winners) == 1 && res.Winners[0] == s:
			return ms, keep, i
		case !slices.Contains(res.Winners, s):
			keep &^= 1 << i
		}
	}
	if keep == 0 {
		keep = p
	}
	return ms, keep, -1
}

// lineValueChoice returns the index among the candidates of the roll of
// the choice in keep of highest value to seat s, the first of equals:
// the race policy's sum of squared chances (race.go) over the lines s
// has not made that are no other player's Blingo, NumLines a line it
// makes, and perMarker a marker placed (the short bot's: markerWorth).
func (st *state) lineValueChoice(s games.Seat, keep picks, perMarker float64) int {
	lay := st.Board.layout()
	pr := progressOf(lay, st.Board.held(s))
	others := st.Board.masks().blingos.others(s)
	best, bestValue := -1, 0.0
	cs := lay.candidatesOf(st.Dice)
	for i := range cs {
		if keep&(1<<i) == 0 {
			continue
		}
		next := pr
		next.cover(&cs[i])
		v := perMarker * float64(cs[i].need.len())
		for _, l := range lay.lineIDs {
			switch {
			case pr.miss[l] == 0 || others.Has(l):
			case next.miss[l] == 0:
				v += NumLines
			default:
				v += next.chance[l] * next.chance[l]
			}
		}
		if best < 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}
