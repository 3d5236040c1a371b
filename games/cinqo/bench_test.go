package cinqo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// BenchmarkLegal lists the 361 moves of five different rolled dice.
func BenchmarkLegal(b *testing.B) {
	st := at(b, "rolls=1 roll=12346 hilo=2-up")
	for b.Loop() {
		if len(st.Legal(0)) != 361 {
			b.Fatal("not 361 moves")
		}
	}
}

// BenchmarkDefault chooses the default move after a first roll.
func BenchmarkDefault(b *testing.B) {
	st := at(b, "rolls=1 roll=66532 hilo=3-up")
	for b.Loop() {
		st.Default(0)
	}
}

// BenchmarkPlayout plays a whole race of four seats with the default
// policy.
func BenchmarkPlayout(b *testing.B) {
	var moves int
	seed := uint64(0)
	for b.Loop() {
		seed++
		dice := gametest.Seeded(seed)
		var g games.State
		g, _ = Rules.New(nil, 4, dice)
		for !g.Result().Over {
			s := g.Actors()[0]
			var err error
			if g, err = g.Apply(s, g.Default(s), dice); err != nil {
				b.Fatal(err)
			}
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
func BenchmarkRandomPlayout(b *testing.B) { gametest.BenchmarkRandomPlayouts(b, Rules, 4) }

// viewGame returns a 4-seat race after 40 default-policy moves.
func viewGame(b *testing.B) games.State {
	dice := gametest.Seeded(3)
	st, err := Rules.New(nil, 4, dice)
	if err != nil {
		b.Fatal(err)
	}
	for range 40 {
		s := st.Actors()[0]
		if st, err = st.Apply(s, st.Default(s), dice); err != nil {
			b.Fatal(err)
		}
	}
	return st
}

// BenchmarkView builds the public view of a race in progress, as every
// board posted after a move does.
func BenchmarkView(b *testing.B) { gametest.BenchmarkView(b, viewGame(b)) }

// BenchmarkBoardText draws the text board of a race in progress.
func BenchmarkBoardText(b *testing.B) { gametest.BenchmarkText(b, viewGame(b)) }
