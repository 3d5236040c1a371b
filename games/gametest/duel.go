package gametest

import (
	"flag"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
)

// DuelGames is the number of games a strength test plays, from the test
// flag -duel; 0 (the default) skips strength tests, which are measurements
// rather than checks.
var DuelGames = flag.Int("duel", 0, "games a strength test (TestDuel*) plays; 0 skips them")

// DuelGame is the outcome of one game between bots.
type DuelGame struct {
	Result    games.Result
	Decisions []int           // per seat: the moves its bot chose
	Thinking  []time.Duration // per seat: the processor time its bot took
	Final     games.State
}

// Duel plays one game of rules between bots, one per seat, with options
// opts. The match's dice come from a generator seeded with seed, each
// bot's thoughts from one of its own. A bot of a game whose states hide
// something sees only what games.Observer redraws for its seat.
func Duel(rules games.Rules, opts games.Options, bots []games.Bot, seed uint64) (DuelGame, error) {
	dice := Seeded(seed)
	own := make([]games.Rand, len(bots))
	for i := range own {
		own[i] = Seeded(seed*1_000_003 + uint64(i) + 1)
	}
	g := DuelGame{Decisions: make([]int, len(bots)), Thinking: make([]time.Duration, len(bots))}
	st, err := rules.New(opts, len(bots), dice)
	if err != nil {
		return g, fmt.Errorf("gametest: duel: %w", err)
	}
	for moves := 0; ; moves++ {
		actors := st.Actors()
		if len(actors) == 0 {
			break
		}
		if moves >= PlayoutLimit {
			return g, fmt.Errorf("gametest: duel: game not over after %d moves", moves)
		}
		s := actors[0]
		seen := st
		if o, ok := st.(games.Observer); ok {
			seen = o.Observe(s, own[s])
		}
		t := ProcessCPU()
		m := bots[s].Move(seen, s, own[s])
		g.Thinking[s] += ProcessCPU() - t
		g.Decisions[s]++
		next, err := st.Apply(s, m, dice)
		if err != nil {
			return g, fmt.Errorf("gametest: duel: move %q of seat %d: %w", m, s, err)
		}
		st = next
	}
	g.Result, g.Final = st.Result(), st
	return g, nil
}

// Tally sums up duels seat by seat.
type Tally struct {
	Names  []string
	Games  int
	Scores [][]int // per seat, one per game
	Wins   []int   // per seat: games won alone
	Ties   []int   // per seat: wins shared
	Think  []time.Duration
	Moves  []int
}

// NewTally returns an empty tally for seats of the given names.
func NewTally(names ...string) *Tally {
	n := len(names)
	return &Tally{Names: names, Scores: make([][]int, n), Wins: make([]int, n),
		Ties: make([]int, n), Think: make([]time.Duration, n), Moves: make([]int, n)}
}

// Add counts one game.
func (t *Tally) Add(g DuelGame) {
	t.Games++
	for s := range t.Names {
		t.Scores[s] = append(t.Scores[s], g.Result.Scores[s])
		t.Think[s] += g.Thinking[s]
		t.Moves[s] += g.Decisions[s]
		if slices.Contains(g.Result.Winners, games.Seat(s)) {
			if len(g.Result.Winners) == 1 {
				t.Wins[s]++
			} else {
				t.Ties[s]++
			}
		}
	}
}

// Mean returns seat s's mean score.
func (t *Tally) Mean(s int) float64 {
	sum := 0
	for _, v := range t.Scores[s] {
		sum += v
	}
	return float64(sum) / float64(max(1, len(t.Scores[s])))
}

// Median returns seat s's median score.
func (t *Tally) Median(s int) float64 {
	v := slices.Sorted(slices.Values(t.Scores[s]))
	if len(v) == 0 {
		return 0
	}
	if len(v)%2 == 1 {
		return float64(v[len(v)/2])
	}
	return float64(v[len(v)/2-1]+v[len(v)/2]) / 2
}

// String writes a line per seat: mean and median score, wins alone with a
// 95% interval, shared wins, and the mean processor time a decision.
func (t *Tally) String() string {
	var b strings.Builder
	for s, name := range t.Names {
		p := float64(t.Wins[s]) / float64(max(1, t.Games))
		half := 1.96 * math.Sqrt(p*(1-p)/float64(max(1, t.Games)))
		ms := 0.0
		if t.Moves[s] > 0 {
			ms = float64(t.Think[s].Microseconds()) / 1000 / float64(t.Moves[s])
		}
		fmt.Fprintf(&b, "seat %d %-7s mean %7.2f median %6.1f wins %5.1f%% ±%4.1f ties %5.1f%% %7.3f ms/decision (%d games)\n",
			s+1, name, t.Mean(s), t.Median(s), 100*p, 100*half, 100*float64(t.Ties[s])/float64(max(1, t.Games)), ms, t.Games)
	}
	return b.String()
}

// randomBot plays a move drawn uniformly from the legal moves.
var randomBot = games.BotFunc(func(st games.State, s games.Seat, r games.Rand) games.Move {
	legal := st.Legal(s)
	return legal[r.IntN(len(legal))]
})

// DuelLevels plays -duel games of rules with options opts between bots of
// the given levels, one per seat ("random" plays uniformly among the legal
// moves), seeds 0 to N-1, and logs the tally. It skips the test without
// -duel: it is a measurement, not a check.
func DuelLevels(t *testing.T, rules games.Rules, opts games.Options, levels ...string) *Tally {
	t.Helper()
	if *DuelGames == 0 {
		t.Skip("strength test: run with -duel N")
	}
	bots := make([]games.Bot, len(levels))
	for i, name := range levels {
		if name == "random" {
			bots[i] = randomBot
			continue
		}
		l, err := games.ParseLevel(name)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = games.BotFor(rules, l)
	}
	tally := NewTally(levels...)
	for seed := range uint64(*DuelGames) {
		g, err := Duel(rules, opts, bots, seed)
		if err != nil {
			t.Fatal(err)
		}
		tally.Add(g)
	}
	t.Log("\n" + tally.String())
	return tally
}
