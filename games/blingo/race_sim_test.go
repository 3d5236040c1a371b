package blingo

import (
	"flag"
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// raceSim is the number of games TestRaceSim plays; 0 (the default)
// skips it, a measurement rather than a check. raceSimFrom is the seed of
// its first game, raceSimSeats its number of players.
var (
	raceSim      = flag.Int("racesim", 0, "games TestRaceSim plays each race policy; 0 skips it")
	raceSimFrom  = flag.Uint64("racesim.from", 1_000_000, "the seed of TestRaceSim's first game")
	raceSimSeats = flag.Int("racesim.seats", 4, "players in TestRaceSim's games, 2 to 6")
)

// racer chooses, for seat me of players with markers on held, one of
// the candidates in picks of roll d (not empty).
type racer func(held []squareSet, me int, d Dice, p picks) int

// raceRacer is the race policy, as the hard bot plays it.
func raceRacer(held []squareSet, me int, d Dice, p picks) int {
	pr := progressOf(fullBoard, held[me])
	return raceChoice(&pr, d, p)
}

// defaultRacer plays as the normal bots do.
func defaultRacer(held []squareSet, me int, d Dice, p picks) int { return foeChoice(held[me], d, p) }

// likeliestRacer is the race policy with the value it had before the sum
// of squares: the chance of the likeliest line, plus 0.15 times the
// chance of some line were the lines independent.
func likeliestRacer(held []squareSet, me int, d Dice, p picks) int {
	pr := progressOf(fullBoard, held[me])
	best, bestValue := -1, 0.0
	cs := fullBoard.candidatesOf(d)
	for i := range cs {
		if p&(1<<i) == 0 {
			continue
		}
		next := pr
		next.cover(&cs[i])
		likeliest, none := 0.0, 1.0
		for _, c := range next.chance {
			likeliest, none = max(likeliest, c), none*(1-c)
		}
		v := likeliest + 0.15*(1-none)
		if next.made {
			v = 2
		}
		if best < 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}

// simRace plays the race to a first line of racer r at seat me against
// default players (foeChoice) at the other seats of n, with the dice of
// gametest.Seeded(seed); it reports whether r makes the first line,
// which wins the short game but in a few games in a thousand.
func simRace(seed uint64, n, me int, r racer) bool {
	dice := gametest.Seeded(seed)
	held := make([]squareSet, n)
	for turn := range 2000 {
		s := turn % n
		d := rollDice(dice)
		p := pickChoices(fullBoard, held[s], 0, d, Unlimited)
		if p == 0 {
			continue
		}
		c := foeChoice(held[s], d, p)
		if s == me {
			c = r(held, me, d, p)
		}
		held[s] = held[s].or(fullBoard.candidatesOf(d)[c].need)
		if fullBoard.completes(held[s], fullBoard.lines) != 0 {
			return s == me
		}
	}
	return false
}

// TestRaceSim measures race policies in the race to a first line, one
// against default players (three unless -racesim.seats says otherwise), the measured seat turning with each
// game, every policy on the same dice: how often each makes the first
// line, and against the race policy the games it wins that the race
// policy loses and the reverse (a paired count: their difference over
// the square root of their sum is a z-score).
func TestRaceSim(t *testing.T) {
	if *raceSim == 0 {
		t.Skip("measurement: run with -racesim N")
	}
	n := *raceSimSeats
	racers := []struct {
		name string
		r    racer
	}{{"race policy (sum of squares)", raceRacer}, {"likeliest line", likeliestRacer}, {"default", defaultRacer}}
	wins, better, worse := make([]int, len(racers)), make([]int, len(racers)), make([]int, len(racers))
	for i := range *raceSim {
		var first bool
		for k, r := range racers {
			won := simRace(*raceSimFrom+uint64(i), n, i%n, r.r)
			switch {
			case k == 0:
				first = won
			case won && !first:
				better[k]++
			case !won && first:
				worse[k]++
			}
			if won {
				wins[k]++
			}
		}
	}
	for k, r := range racers {
		lo, hi := wilson(wins[k], *raceSim)
		t.Logf("%-30s first line in %.2f%% [%.1f-%.1f] of %d games; wins where the race policy loses %d, loses where it wins %d",
			r.name, 100*float64(wins[k])/float64(*raceSim), 100*lo, 100*hi, *raceSim, better[k], worse[k])
	}
}
