package blingo

import (
	"flag"
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/mc"
)

// Flags of TestShortEndsHard: the games it plays an ending (0 skips it:
// a measurement, not a check), the games it skips before them (so a
// measurement may be split between processes), the hard bot's playouts
// a decision at 4 players and the bot itself.
var (
	endHardGames = flag.Int("ends.hard", 0, "games TestShortEndsHard plays an ending; 0 skips it")
	endHardFrom  = flag.Int("ends.from", 0, "games TestShortEndsHard skips before those it plays")
	endPlayouts  = flag.Int("ends.playouts", 400, "the end-aware hard bot's playouts a decision at 4 players")
	endAfter     = flag.String("ends.after", "default", "the aware bot's policy once a line is made: default, race")
	endMu        = flag.Float64("ends.mu", 0, "the aware bot's race value of a marker placed")
	endRho       = flag.Float64("ends.rho", 0, "the aware bot's race value of another player's marker removed")
	endBot       = flag.String("ends.bot", "end", "the hard bot of TestShortEndsHard: end (playouts to the ending's end, a sole win valued), full (the full game's hard bot)")
)

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
// a shared one, none for a loss; the lead in markers adds a hundredth a
// marker, to break ties between choices that win as often.
func soleWin(st games.State, s games.Seat) float64 {
	v := lead(st, s) / 100
	res := st.Result()
	if res.Over {
		v -= float64(wonAlone) / 100
		switch {
		case len(res.Winners) == 1 && res.Winners[0] == s:
			v++
		case len(res.Winners) > 1 && slices.Contains(res.Winners, s):
			v += 0.3
		}
	}
	return v
}

// TestShortEndsHard measures endings with one hard bot against three
// normal ones: the share of games the hard bot wins alone, with its 95%
// Wilson interval, and its slowest decisions. The hard bot's seat turns
// with each game; every game is logged as it ends, so that the games of
// processes started with -ends.from add up.
func TestShortEndsHard(t *testing.T) {
	if *endHardGames == 0 {
		t.Skip("a measurement: run with -ends.hard N")
	}
	const seats = 4
	normal, hard := games.BotFor(Rules, games.Normal), endSearch(*endPlayouts)
	switch *endBot {
	case "full":
		hard = games.BotFor(Rules, games.Hard)
	case "aware":
		hard = games.BotFunc(awareMove)
	case "sim":
		hard = games.BotFunc(simMove)
	case "count":
		hard = games.BotFunc(countMove)
	}
	for _, c := range selectedEnds() {
		alone, shared := 0, 0
		var times []time.Duration
		for g := uint64(*endHardFrom); g < uint64(*endHardFrom+*endHardGames); g++ {
			dice, own := gametest.Seeded(g+1), gametest.Seeded(1_000_003*(g+1))
			hardSeat := games.Seat(g % seats)
			var st games.State = endState{state: newState(seats, Unlimited), end: c}
			for !st.Result().Over {
				s := st.Actors()[0]
				m := games.AutoMove(st, s)
				if m == "" {
					if s == hardSeat {
						start := time.Now()
						m = hard.Move(st, s, own)
						times = append(times, time.Since(start))
					} else {
						m = normal.Move(st, s, own)
					}
				}
				var err error
				if st, err = st.Apply(s, m, dice); err != nil {
					t.Fatal(err)
				}
			}
			w := st.Result().Winners
			switch {
			case len(w) == 1 && w[0] == hardSeat:
				alone++
			case len(w) > 1:
				shared++
			}
			t.Logf("%s: game %d, hard %v, winners %v; hard alone %d of %d", c.name, g+1, hardSeat, w, alone, g+1-uint64(*endHardFrom))
		}
		slices.Sort(times)
		lo, hi := wilson(alone, *endHardGames)
		t.Logf("%s: hard (%s, %d playouts) wins alone %.1f%% [%.1f-%.1f] of %d games, %.1f%% shared; decision p50 %v p99 %v",
			c.name, *endBot, *endPlayouts, 100*float64(alone)/float64(*endHardGames), 100*lo, 100*hi, *endHardGames,
			100*float64(shared)/float64(*endHardGames), times[len(times)/2], times[len(times)*99/100])
	}
}

// awareMove is a hard bot that knows the ending: of the choices, one that
// ends the game with a win alone; else, of those that do not end it with
// a loss, the race policy's while the board has no line, the default
// policy's after.
func awareMove(g games.State, s games.Seat, r games.Rand) games.Move {
	e := g.(endState)
	st := e.state
	if !st.isActor(s) {
		return ""
	}
	if st.Phase == Rolling {
		return rollOnly[0]
	}
	p := st.picks()
	if p == 0 {
		return passOnly[0]
	}
	ms := candidateMoves[st.Dice[0]-1][st.Dice[1]-1]
	keep := p
	for i := range ms {
		if p&(1<<i) == 0 {
			continue
		}
		next, err := e.Apply(s, ms[i], r)
		if err != nil {
			panic(err)
		}
		res := next.Result()
		if !res.Over {
			continue
		}
		if len(res.Winners) == 1 && res.Winners[0] == s {
			return ms[i]
		}
		if !slices.Contains(res.Winners, s) {
			keep &^= 1 << i
		}
	}
	if keep == 0 {
		keep = p
	}
	if *endAfter == "race" || linesMade(st) == 0 {
		return ms[lineChoice(st, s, keep)]
	}
	best, bestValue := -1, -1
	cs := candidatesOf(st.Dice)
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

// lineChoice returns the index among the candidates of the roll of the
// choice in keep of highest value to seat s: the race policy's sum of
// squared chances over the lines not made yet and no other player's
// Blingo, 27 a line it makes, -ends.mu a marker placed and -ends.rho a
// marker of another player it removes.
func lineChoice(st *state, s games.Seat, keep picks) int {
	pr := progressOf(st.Board.held(s))
	others := st.blingos.others(s)
	best, bestValue := -1, 0.0
	cs := candidatesOf(st.Dice)
	for i := range cs {
		if keep&(1<<i) == 0 {
			continue
		}
		next := pr
		next.cover(&cs[i])
		v := *endMu * float64(cs[i].need.len())
		for l := range Line(NumLines) {
			switch {
			case pr.miss[l] == 0 || others.Has(l):
			case next.miss[l] == 0:
				v += NumLines
			default:
				v += next.chance[l] * next.chance[l]
			}
		}
		if *endRho != 0 {
			b := st.Board
			_, removed := b.place(s, cs[i].targets())
			v += *endRho * float64(removed)
		}
		if best < 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}
