package quingo_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quingo"
)

// midGame returns a game after a dozen default-policy moves, at a turn
// with a full pool: the first turn of a round.
func midGame(b *testing.B, opts games.Options, seats int) games.State {
	dice := gametest.Seeded(3)
	st, err := quingo.Rules.New(opts, seats, dice)
	if err != nil {
		b.Fatal(err)
	}
	for moves := 0; ; moves++ {
		board := st.View(games.Spectator).Board.(quingo.BoardView)
		full := true
		for _, d := range board.Pool {
			full = full && !d.Taken
		}
		if moves > 12 && board.Phase == quingo.Playing && full && board.Seats[board.Turn].Limit >= 4 {
			return st
		}
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), dice); err != nil {
			b.Fatal(err)
		}
		if st.Result().Over {
			b.Fatal("game over before a full pool")
		}
	}
}

// BenchmarkLegal lists the moves of the seat on turn with the whole
// default pool and a limit of 4 or more.
func BenchmarkLegal(b *testing.B) {
	st := midGame(b, nil, 4)
	s := st.Actors()[0]
	for b.Loop() {
		_ = st.Legal(s)
	}
	b.ReportMetric(float64(len(st.Legal(s))), "moves")
}

// BenchmarkLegalTenDice does the same with the largest pool allowed.
func BenchmarkLegalTenDice(b *testing.B) {
	st := midGame(b, games.Options{"pool": "20 20 20 20 10 8 6 4 2 2"}, 4)
	s := st.Actors()[0]
	for b.Loop() {
		_ = st.Legal(s)
	}
	b.ReportMetric(float64(len(st.Legal(s))), "moves")
}

func BenchmarkApply(b *testing.B) {
	st := midGame(b, nil, 4)
	s := st.Actors()[0]
	m := st.Default(s)
	for b.Loop() {
		if _, err := st.Apply(s, m, gametest.Seeded(1)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayout plays whole 4-player games by the default policy.
func BenchmarkPlayout(b *testing.B) {
	dice := gametest.Seeded(1)
	moves := 0
	for b.Loop() {
		st, _ := quingo.Rules.New(nil, 4, dice)
		for !st.Result().Over {
			s := st.Actors()[0]
			next, err := st.Apply(s, st.Default(s), dice)
			if err != nil {
				b.Fatal(err)
			}
			st = next
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkRandomPlayout plays whole 4-player games choosing uniformly
// among the legal moves of a random actor (gametest.Playout), the load a
// search or a simulation puts on the engine, and reports playouts/s and
// playouts per second of processor time (playouts/cpu-s, which other work
// on the machine does not lower; run with -cpu 1 for one core's figure).
func BenchmarkRandomPlayout(b *testing.B) { gametest.BenchmarkRandomPlayouts(b, quingo.Rules, 4) }

// BenchmarkView builds the public view of a mid-game state, as every
// board posted after a move does.
func BenchmarkView(b *testing.B) { gametest.BenchmarkView(b, midGame(b, nil, 4)) }

// BenchmarkBoardText draws the text board of a mid-game state.
func BenchmarkBoardText(b *testing.B) { gametest.BenchmarkText(b, midGame(b, nil, 4)) }
