package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// benchPosition is a position in the middle of a round: seat 3 has tiles
// that fit one end, both ends, or neither.
const benchPosition = `
round 3 leader 0 turn 2
layout 3|6@0 6|6@1 6|5@2 5|5@3 5|1@0 1|4@1
0: 6-0 2-2 1-0
1: 6-1 3-2 2-0
2: 4-3 3-1 4-0 2-1 6-4 0-0 5-2
3: 5-0 3-0 4-4 5-3 6-2`

func BenchmarkLegal(b *testing.B) {
	st := position(b, benchPosition)
	for b.Loop() {
		st.Legal(2)
	}
}

func BenchmarkDefault(b *testing.B) {
	st := position(b, benchPosition)
	for b.Loop() {
		st.Default(2)
	}
}

// BenchmarkPlayout plays a whole game to 500 with the default policy on
// every seat.
func BenchmarkPlayout(b *testing.B) {
	r := gametest.Seeded(1)
	moves := 0
	for b.Loop() {
		st := newState(r)
		for !st.Over {
			next, err := st.Apply(st.Turn(), st.Default(st.Turn()), r)
			if err != nil {
				b.Fatal(err)
			}
			st = next.(*state)
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

// BenchmarkView builds the public view of benchPosition, as every board
// posted after a move does.
func BenchmarkView(b *testing.B) { gametest.BenchmarkView(b, position(b, benchPosition)) }

// BenchmarkBoardText draws the text board of benchPosition.
func BenchmarkBoardText(b *testing.B) { gametest.BenchmarkText(b, position(b, benchPosition)) }
