package qwinto_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/qwinto"
)

// midGame returns a 4-player game after a dozen default-policy rolls, in
// the deciding phase of a three-dice roll.
func midGame(b *testing.B) games.State {
	dice := gametest.Seeded(3)
	st, err := qwinto.Rules.New(nil, 4, dice)
	if err != nil {
		b.Fatal(err)
	}
	for rolls := 0; ; {
		board := st.View(games.Spectator).Board.(qwinto.BoardView)
		if board.Phase == qwinto.Choosing {
			rolls++
		}
		if rolls > 12 && board.Phase == qwinto.Deciding && len(board.Rolled) == 3 && len(st.Actors()) == 4 {
			return st
		}
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), dice); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLegal(b *testing.B) {
	st := midGame(b)
	b.ResetTimer()
	for b.Loop() {
		for _, s := range st.Actors() {
			_ = st.Legal(s)
		}
	}
}

func BenchmarkApply(b *testing.B) {
	st := midGame(b)
	s := st.Actors()[0]
	m := st.Legal(s)[len(st.Legal(s))-1]
	b.ResetTimer()
	for b.Loop() {
		if _, err := st.Apply(s, m, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayout plays whole 4-player games by the default policy.
func BenchmarkPlayout(b *testing.B) {
	dice := gametest.Seeded(1)
	moves := 0
	for b.Loop() {
		st, _ := qwinto.Rules.New(nil, 4, dice)
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
func BenchmarkRandomPlayout(b *testing.B) { gametest.BenchmarkRandomPlayouts(b, qwinto.Rules, 4) }

// BenchmarkView builds the public view of a mid-game state, as every
// board posted after a move does.
func BenchmarkView(b *testing.B) { gametest.BenchmarkView(b, midGame(b)) }
