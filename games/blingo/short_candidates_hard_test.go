package blingo

import (
	"flag"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
)

// candidateHardGames is the number of games TestShortCandidatesHard plays
// a candidate; 0 skips it: it is a measurement, not a check.
var candidateHardGames = flag.Int("candidates.hard", 0, "games TestShortCandidatesHard plays a candidate; 0 skips it")

// candidateFrom is the number of games TestShortCandidatesHard skips
// before those it plays: a measurement may be split between processes.
var candidateFrom = flag.Int("candidates.from", 0, "games TestShortCandidatesHard skips before those it plays")

// candidateOnly, when set, limits TestShortCandidatesHard to the
// candidates whose name contains it.
var candidateOnly = flag.String("candidates.only", "", "TestShortCandidatesHard plays only the candidates whose name contains this")

// TestShortCandidatesHard measures candidate endings with one hard bot
// (its full-game search) against three normal ones: the share of games
// the hard bot wins alone, with its 95% Wilson interval. The hard bot's
// seat turns with each game; every game is logged as it ends, so that
// the games of processes started with -candidates.from add up.
func TestShortCandidatesHard(t *testing.T) {
	if *candidateHardGames == 0 {
		t.Skip("a measurement: run with -candidates.hard N")
	}
	const seats = 4
	normal, hard := games.BotFor(Rules, games.Normal), games.BotFor(Rules, games.Hard)
	for _, c := range shortCandidates {
		if !strings.Contains(c.name, *candidateOnly) {
			continue
		}
		alone, shared := 0, 0
		for g := uint64(*candidateFrom); g < uint64(*candidateFrom+*candidateHardGames); g++ {
			w, hardSeat, _ := hardGame(t, candidateState{newState(seats, Unlimited), c.ends}, g, hard, normal)
			alone, shared = tallyHard(w, hardSeat, alone, shared)
			t.Logf("%s: game %d, hard %v, winners %v; hard alone %d of %d", c.name, g+1, hardSeat, w, alone, g+1-uint64(*candidateFrom))
		}
		lo, hi := wilson(alone, *candidateHardGames)
		t.Logf("%s: hard wins alone %.1f%% [%.1f-%.1f] of %d games, %.1f%% shared",
			c.name, 100*float64(alone)/float64(*candidateHardGames), 100*lo, 100*hi, *candidateHardGames,
			100*float64(shared)/float64(*candidateHardGames))
	}
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	const z = 1.96
	p, nf := float64(k)/float64(n), float64(n)
	mid := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return mid - half, mid + half
}

// hardGame plays game g of a measurement of one hard bot against normal
// ones from start: the hard bot in seat g modulo the seats, the dice and
// the bots' own generator seeded by g, moves the engine would play for a
// seat played for it. It returns the winners, the hard bot's seat and
// the time each of its decisions took.
func hardGame(t *testing.T, start games.State, g uint64, hard, normal games.Bot) ([]games.Seat, games.Seat, []time.Duration) {
	t.Helper()
	hardSeat := games.Seat(g % uint64(len(start.Result().Scores)))
	var took []time.Duration
	end := measuredGame(t, start, g, func(st games.State, s games.Seat, own games.Rand) games.Move {
		if s != hardSeat {
			return normal.Move(st, s, own)
		}
		begin := time.Now()
		m := hard.Move(st, s, own)
		took = append(took, time.Since(begin))
		return m
	}, nil)
	return end.Result().Winners, hardSeat, took
}

// tallyHard adds a game's winners to the hard seat's sole wins (alone)
// and the shared wins, and returns both.
func tallyHard(winners []games.Seat, hardSeat games.Seat, alone, shared int) (int, int) {
	switch {
	case len(winners) == 1 && winners[0] == hardSeat:
		alone++
	case len(winners) > 1:
		shared++
	}
	return alone, shared
}
