package gametest

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// PlayoutLimit bounds the moves of one Playout: a game still running after
// that many moves is reported as an error rather than looping forever.
const PlayoutLimit = 100_000

// Playout plays one whole game of rules for seats players with default
// options, from New to the end, choosing each move uniformly at random:
// a seat among Actors, then a move among its Legal moves. Both the choices
// and the dice come from r, so a seeded r replays the same game. It returns
// the final state and the number of moves played; an error means New or
// Apply refused (a listed move must always apply) or the game did not end
// within PlayoutLimit moves. It does no checking beyond that and allocates
// nothing of its own, so benchmarks measure the engine.
func Playout(rules games.Rules, seats int, r games.Rand) (games.State, int, error) {
	st, err := rules.New(nil, seats, r)
	if err != nil {
		return nil, 0, fmt.Errorf("gametest: playout: new %d seats: %w", seats, err)
	}
	for moves := 0; ; moves++ {
		actors := st.Actors()
		if len(actors) == 0 {
			if !st.Result().Over {
				return st, moves, fmt.Errorf("gametest: playout: no actor after %d moves, game not over", moves)
			}
			return st, moves, nil
		}
		if moves >= PlayoutLimit {
			return st, moves, fmt.Errorf("gametest: playout: game not over after %d moves", moves)
		}
		seat := actors[0]
		if len(actors) > 1 {
			seat = actors[r.IntN(len(actors))]
		}
		legal := st.Legal(seat)
		if len(legal) == 0 {
			return st, moves, fmt.Errorf("gametest: playout: seat %d acts with no legal move", seat)
		}
		move := legal[r.IntN(len(legal))]
		next, err := st.Apply(seat, move, r)
		if err != nil {
			return st, moves, fmt.Errorf("gametest: playout: move %d %q by seat %d: %w", moves+1, move, seat, err)
		}
		st = next
	}
}

// BenchmarkRandomPlayouts is the body of an engine's random-playout
// benchmark: whole games of rules for seats players by Playout, seeded,
// reporting playouts/s, playouts per second of processor time
// (playouts/cpu-s, which other work on the machine does not lower; run with
// -cpu 1 for one core's figure) and moves/game.
func BenchmarkRandomPlayouts(b *testing.B, rules games.Rules, seats int) {
	r := Seeded(1)
	moves := 0
	cpu := ProcessCPU()
	defer func() {
		if used := ProcessCPU() - cpu; used > 0 {
			b.ReportMetric(float64(b.N)/used.Seconds(), "playouts/cpu-s")
		}
	}()
	for b.Loop() {
		_, n, err := Playout(rules, seats, r)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
