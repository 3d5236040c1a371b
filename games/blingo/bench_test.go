package blingo_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
)

// midGame returns a 4-player game after 100 default-policy turns, in the
// placing phase of a roll that allows several placements.
func midGame(b *testing.B) games.State {
	dice := gametest.Seeded(3)
	st, err := blingo.Rules.New(nil, 4, dice)
	if err != nil {
		b.Fatal(err)
	}
	for {
		board := st.View(games.Spectator).Board.(blingo.BoardView)
		if board.Turn > 100 && board.Phase == blingo.Placing && len(board.Choices) > 3 {
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
	s := st.Actors()[0]
	for b.Loop() {
		_ = st.Legal(s)
	}
}

func BenchmarkDefault(b *testing.B) {
	st := midGame(b)
	s := st.Actors()[0]
	for b.Loop() {
		_ = st.Default(s)
	}
}

func BenchmarkApply(b *testing.B) {
	st := midGame(b)
	s := st.Actors()[0]
	m := st.Legal(s)[0]
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
		st, _ := blingo.Rules.New(nil, 4, dice)
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
func BenchmarkRandomPlayout(b *testing.B) { gametest.BenchmarkRandomPlayouts(b, blingo.Rules, 4) }

// BenchmarkView builds the public view of a mid-game state, as every
// board posted after a move does.
func BenchmarkView(b *testing.B) { gametest.BenchmarkView(b, midGame(b)) }

// BenchmarkBoardText draws the text board of a mid-game state.
func BenchmarkBoardText(b *testing.B) { gametest.BenchmarkText(b, midGame(b)) }
