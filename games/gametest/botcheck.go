package gametest

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// CheckBot plays n games of rules for seats players with bot in every seat
// and default options, seeds 1..n, and fails t when the bot chooses a move
// that is not in Legal, or a different move when asked again about the
// same state with a generator seeded the same way.
func CheckBot(t *testing.T, rules games.Rules, bot games.Bot, seats, n int) {
	t.Helper()
	CheckBotWith(t, rules, nil, bot, seats, n)
}

// CheckBotWith is CheckBot with the match options opts.
func CheckBotWith(t *testing.T, rules games.Rules, opts games.Options, bot games.Bot, seats, n int) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(n); seed++ {
		dice := Seeded(seed)
		st, err := rules.New(opts, seats, dice)
		if err != nil {
			t.Fatalf("new: %v", err)
		}
		for moves := 0; len(st.Actors()) > 0; moves++ {
			if moves >= PlayoutLimit {
				t.Fatalf("seed %d: game not over after %d moves", seed, moves)
			}
			s := st.Actors()[0]
			m := bot.Move(st, s, Seeded(seed+uint64(moves)))
			if !slices.Contains(st.Legal(s), m) {
				t.Fatalf("seed %d move %d: bot of %s chose %q, not among %q", seed, moves, s, m, st.Legal(s))
			}
			if again := bot.Move(st, s, Seeded(seed+uint64(moves))); again != m {
				t.Fatalf("seed %d move %d: bot of %s chose %q, then %q for the same state and seed", seed, moves, s, m, again)
			}
			if st, err = st.Apply(s, m, dice); err != nil {
				t.Fatalf("seed %d move %d: %q: %v", seed, moves, m, err)
			}
		}
	}
}

// BenchmarkBot is the body of a bot's benchmark: it asks bot for the move
// of the first actor of each state in turn and reports the processor time
// a decision takes (cpu-ms/op), the figure a bot's budget is set in.
func BenchmarkBot(b *testing.B, bot games.Bot, states []games.State) {
	r := Seeded(1)
	cpu := ProcessCPU()
	i := 0
	for b.Loop() {
		st := states[i%len(states)]
		bot.Move(st, st.Actors()[0], r)
		i++
	}
	b.ReportMetric(float64((ProcessCPU()-cpu).Microseconds())/1000/float64(max(1, i)), "cpu-ms/op")
}
