package blingo

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
)

// Flags of the measurements of endings by rounds; 0 games skips each.
var (
	roundsGames    = flag.Int("rounds", 0, "games TestRoundsLength plays a round count and player count; 0 skips it")
	roundsHard     = flag.Int("rounds.hard", 0, "games TestRoundsHard plays a round count; 0 skips it")
	roundsFrom     = flag.Int("rounds.from", 0, "games TestRoundsHard skips before those it plays")
	roundsList     = flag.String("rounds.n", "36,38,40,42", "the round counts measured, comma-separated")
	roundsBot      = flag.String("rounds.bot", "race", "the hard bot TestRoundsHard measures (roundsHardBot): end, race, race-default, race-only, expect or full")
	roundsBudget   = flag.Int("rounds.budget", 25600, "moves the end and race bots play in the playouts of a decision, all together")
	roundsWinValue = flag.Float64("rounds.win", 20, "markers a sole win is worth to the end and race bots; a shared one a quarter")
)

// roundCounts returns the round counts of -rounds.n.
func roundCounts(t *testing.T) []int {
	var out []int
	for _, f := range strings.Split(*roundsList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			t.Fatalf("-rounds.n: %v", err)
		}
		out = append(out, n)
	}
	return out
}

// endsAfterRounds ends the game once n rounds of turns are played.
func endsAfterRounds(n int) func(st *state) bool {
	return func(st *state) bool { return st.Turn >= n*st.Seats }
}

// TestRoundsLength measures the endings after N rounds with normal bots:
// the median choices a player, the games whose win is shared, and how
// much the first Blingo line decides: the share of games its maker wins
// alone, of those with a line. At 2 to 6 players, -rounds games each.
func TestRoundsLength(t *testing.T) {
	if *roundsGames == 0 {
		t.Skip("a measurement: run with -rounds N")
	}
	normal := games.BotFor(Rules, games.Normal)
	for _, n := range roundCounts(t) {
		line := fmt.Sprintf("%d rounds:", n)
		for seats := MinSeats; seats <= MaxSeats; seats++ {
			var choices []int
			shared, lined, firstWins := 0, 0, 0
			for g := range uint64(*roundsGames) {
				first := games.Seat(-1)
				st, made := normalGame(t, candidateState{newState(seats, Unlimited), endsAfterRounds(n)}, g, normal, func(after games.State) {
					if last := after.(candidateState).Last; first < 0 && last.Blingos != 0 {
						first = last.Seat
					}
				})
				choices = append(choices, made...)
				w := st.Result().Winners
				if len(w) > 1 {
					shared++
				}
				if first >= 0 {
					lined++
					if len(w) == 1 && w[0] == first {
						firstWins++
					}
				}
			}
			slices.Sort(choices)
			line += fmt.Sprintf(" %d players %d choices, %.1f%% shared, a line in %.1f%%, won alone by the first line's maker in %.1f%% of those;",
				seats, choices[len(choices)/2], 100*float64(shared)/float64(*roundsGames),
				100*float64(lined)/float64(*roundsGames), 100*float64(firstWins)/float64(max(1, lined)))
		}
		t.Log(line)
	}
}

// TestRoundsHard measures endings after N rounds with one hard bot (of
// -rounds.bot) against three normal ones: the share of games it wins
// alone, with its 95% Wilson interval, and its time a decision. The hard
// seat turns with each game; every game is logged as it ends, so that
// the games of processes started with -rounds.from add up.
func TestRoundsHard(t *testing.T) {
	if *roundsHard == 0 {
		t.Skip("a measurement: run with -rounds.hard N")
	}
	const seats = 4
	normal := games.BotFor(Rules, games.Normal)
	for _, n := range roundCounts(t) {
		hard := roundsHardBot(t, n)
		alone, shared := 0, 0
		var took []time.Duration
		for g := uint64(*roundsFrom); g < uint64(*roundsFrom+*roundsHard); g++ {
			w, hardSeat, times := hardGame(t, candidateState{newState(seats, Unlimited), endsAfterRounds(n)}, g, hard, normal)
			took = append(took, times...)
			alone, shared = tallyHard(w, hardSeat, alone, shared)
			t.Logf("%d rounds: game %d, hard %v, winners %v; hard alone %d of %d", n, g+1, hardSeat, w, alone, g+1-uint64(*roundsFrom))
		}
		slices.Sort(took)
		lo, hi := wilson(alone, *roundsHard)
		t.Logf("%d rounds, bot %s, budget %d, win %.0f: hard wins alone %.1f%% [%.1f-%.1f] of %d games, %.1f%% shared; a decision p50 %v p99 %v",
			n, *roundsBot, *roundsBudget, *roundsWinValue,
			100*float64(alone)/float64(*roundsHard), 100*lo, 100*hi, *roundsHard,
			100*float64(shared)/float64(*roundsHard),
			took[len(took)/2].Round(time.Microsecond), took[len(took)*99/100].Round(time.Microsecond))
	}
}
