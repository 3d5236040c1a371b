package blingo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// measuredGame plays game g of a measurement from start to its end and
// returns the last state: the dice and the bots' own generator seeded by
// g, the moves the engine would play for a seat played for it, every
// other move chosen by choose (given the bots' generator); seen, when
// not nil, is told each state after a move.
func measuredGame(t *testing.T, start games.State, g uint64, choose func(st games.State, s games.Seat, own games.Rand) games.Move, seen func(games.State)) games.State {
	t.Helper()
	dice, own := gametest.Seeded(g+1), gametest.Seeded(1_000_003*(g+1))
	st := start
	for !st.Result().Over {
		s := st.Actors()[0]
		m := games.AutoMove(st, s)
		if m == "" {
			m = choose(st, s, own)
		}
		var err error
		if st, err = st.Apply(s, m, dice); err != nil {
			t.Fatal(err)
		}
		if seen != nil {
			seen(st)
		}
	}
	return st
}

// normalGame plays game g of a measurement from start with the normal
// bot in every seat (measuredGame) and returns the last state and the
// choices each seat made.
func normalGame(t *testing.T, start games.State, g uint64, normal games.Bot, seen func(games.State)) (games.State, []int) {
	t.Helper()
	made := make([]int, len(start.Result().Scores))
	end := measuredGame(t, start, g, func(st games.State, s games.Seat, own games.Rand) games.Move {
		made[s]++
		return normal.Move(st, s, own)
	}, seen)
	return end, made
}
