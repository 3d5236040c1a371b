package blingo

import (
	"flag"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// Flags of TestShortEndsHard: the games it plays an ending (0 skips it:
// a measurement, not a check), the games it skips before them (so a
// measurement may be split between processes or blocks of seeds
// compared), and the hard bot with its settings.
var (
	endHardGames = flag.Int("ends.hard", 0, "games TestShortEndsHard plays an ending; 0 skips it")
	endHardFrom  = flag.Int("ends.from", 0, "games TestShortEndsHard skips before those it plays")
	endBot       = flag.String("ends.bot", "aware", "the hard bot of TestShortEndsHard: aware (awareMove), end (endSearch), full (the full game's hard bot), count (countMove), sim (simMove)")
	endPlayouts  = flag.Int("ends.playouts", 100, "the end bot's playouts a decision at 4 players")
	endAfter     = flag.String("ends.after", "race", "the aware bot's policy once a line is on the board: race (lineChoice) or default (the normal bots')")
	endMu        = flag.Float64("ends.mu", 0.5, "the aware bot's value of a marker placed, beside lineChoice's")
)

// endBotLabel names the hard bot the flags choose, with its settings.
func endBotLabel() string {
	switch *endBot {
	case "aware":
		return fmt.Sprintf("aware, after a line %s, mu %g", *endAfter, *endMu)
	case "end":
		return fmt.Sprintf("end, %d playouts", *endPlayouts)
	case "count", "sim":
		return fmt.Sprintf("%s, %d races a choice", *endBot, *endSims)
	}
	return *endBot
}

// endHardBot returns the hard bot the flags choose.
func endHardBot() games.Bot {
	switch *endBot {
	case "full":
		return games.BotFor(Rules, games.Hard)
	case "end":
		return endSearch(*endPlayouts)
	case "count":
		return games.BotFunc(countMove)
	case "sim":
		return games.BotFunc(simMove)
	}
	return games.BotFunc(awareMove)
}

// endSearch returns a hard bot that plays each choice on to the game's
// real end (the ending's, as the state's Apply plays it) with the
// default policy, playouts a decision at 4 players, and keeps the choice
// that wins alone most often (soleWin).
func endSearch(playouts int) games.Bot {
	sr := mc.Search{Playouts: playouts, Scale: func(n int) int { return playouts * 4 / n }, Policy: mc.DefaultPolicy, Eval: soleWin,
		Limit: 2 * MaxTurns}
	return games.BotFunc(func(st games.State, s games.Seat, r games.Rand) games.Move { return sr.Move(st, s, r) })
}

// soleWin values a playout's end for seat s: 1 for a win alone, 0.3 for
// a shared one, none for a loss; s's markers ahead of the most of
// another seat's add a hundredth each, which breaks ties between choices
// that win as often and values a playout that has not ended.
func soleWin(st games.State, s games.Seat) float64 {
	res := st.Result()
	best := 0
	for o, v := range res.Scores {
		if games.Seat(o) != s {
			best = max(best, v)
		}
	}
	v := float64(res.Scores[s]-best) / 100
	switch {
	case !res.Over:
	case len(res.Winners) == 1 && res.Winners[0] == s:
		v++
	case slices.Contains(res.Winners, s):
		v += 0.3
	}
	return v
}

// TestShortEndsHard measures the endings -ends.only selects with one hard
// bot (-ends.bot) against three normal ones: the share of games the hard
// bot wins alone, with its 95% Wilson interval, the shared wins, and its
// decision times at the median and the 99th percentile. The hard bot's
// seat turns with each game; every game is logged as it ends, so that
// the games of processes started with -ends.from add up.
func TestShortEndsHard(t *testing.T) {
	if *endHardGames == 0 {
		t.Skip("a measurement: run with -ends.hard N")
	}
	if (*endBot == "count" || *endBot == "sim") && *endRows != Rows {
		t.Fatalf("the %s bot plays the board of %d rows only, not -ends.rows %d", *endBot, Rows, *endRows)
	}
	const seats = 4
	normal, hard := games.BotFor(Rules, games.Normal), endHardBot()
	for _, c := range selectedEnds() {
		if (*endBot == "count" || *endBot == "sim") && c.count == 0 {
			t.Logf("%s: skipped, the %s bot plays only endings at a count of squares", c.name, *endBot)
			continue
		}
		alone, shared := 0, 0
		var times []time.Duration
		for g := uint64(*endHardFrom); g < uint64(*endHardFrom+*endHardGames); g++ {
			w, hardSeat, took := hardGame(t, endState{state: endStart(seats), end: c}, g, hard, normal)
			times = append(times, took...)
			alone, shared = tallyHard(w, hardSeat, alone, shared)
			t.Logf("%s: game %d, hard %v, winners %v; hard alone %d of %d", c.name, g+1, hardSeat, w, alone, g+1-uint64(*endHardFrom))
		}
		slices.Sort(times)
		lo, hi := wilson(alone, *endHardGames)
		t.Logf("%s: hard (%s) wins alone %.1f%% [%.1f-%.1f] of %d games, %.1f%% shared; decision p50 %v p99 %v",
			c.name, endBotLabel(), 100*float64(alone)/float64(*endHardGames), 100*lo, 100*hi, *endHardGames,
			100*float64(shared)/float64(*endHardGames), times[len(times)/2], times[len(times)*99/100])
	}
}

// awareMove is a hard bot that knows the ending: of the choices, one that
// ends the game with a win alone; else, of those that do not end it with
// a loss (all of them when each does), lineChoice's; once a line is on
// the board, with -ends.after default, the default policy's instead.
func awareMove(g games.State, s games.Seat, r games.Rand) games.Move {
	e := g.(endState)
	st := e.state
	if m, ok := st.forced(s); ok {
		return m
	}
	ms, keep, win := st.endingPicks(s, func(m games.Move) (games.State, error) { return e.Apply(s, m, r) })
	if win >= 0 {
		return ms[win]
	}
	if *endAfter == "race" || linesMade(st) == 0 {
		return ms[lineChoice(st, s, keep)]
	}
	best, bestValue := -1, -1
	cs := st.Board.layout().candidatesOf(st.Dice)
	for i := range cs {
		if keep&(1<<i) == 0 {
			continue
		}
		if v := value(st.Board, s, Choice{Option: cs[i].option, Squares: cs[i].targets()}); v > bestValue {
			best, bestValue = i, v
		}
	}
	return ms[best]
}

// lineChoice is the short bot's lineValueChoice with -ends.mu a marker
// placed.
func lineChoice(st *state, s games.Seat, keep picks) int {
	return st.lineValueChoice(s, keep, *endMu)
}
