package blingo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// roundsHardBot returns the hard bot of -rounds.bot that TestRoundsHard
// measures in a game that ends after n rounds (a candidateState):
//
//   - full: the full game's hard bot, unchanged.
//   - end: a search whose playouts, by the default policy, run to the
//     game's end (the rounds left), -rounds.budget moves a decision in
//     all (at least 4 playouts a choice), each valued by roundsValue.
//   - race: the short game's race policy (raceMove) until someone makes a
//     Blingo line, then as end.
//   - race-default: the race policy until someone makes a line, then the
//     default policy; race-only: the race policy throughout.
//   - expect: no search, the choice whose board expectValue values most.
func roundsHardBot(t *testing.T, n int) games.Bot {
	race := func(x candidateState) bool { return x.Board.masks().blingos == (blingoSets{}) }
	switch *roundsBot {
	case "full":
		return games.BotFor(Rules, games.Hard)
	case "expect":
		return games.BotFunc(func(st games.State, _ games.Seat, _ games.Rand) games.Move {
			return expectMove(st.(candidateState).state)
		})
	case "race-default", "race-only":
		return games.BotFunc(func(st games.State, s games.Seat, _ games.Rand) games.Move {
			if x := st.(candidateState); *roundsBot == "race-only" || race(x) {
				return x.raceMove(s)
			}
			return st.Default(s)
		})
	case "end", "race":
	default:
		t.Fatalf("-rounds.bot %q: want end, race, race-default, race-only, expect or full", *roundsBot)
	}
	return games.BotFunc(func(st games.State, s games.Seat, r games.Rand) games.Move {
		x := st.(candidateState)
		if *roundsBot == "race" && race(x) {
			return x.raceMove(s)
		}
		left := n*x.Seats - x.Turn // turns still to begin
		if x.Phase == Placing {
			left++ // and this one, begun
		}
		limit := 2 * left // a roll and a choice a turn
		playouts := max(4*len(st.Legal(s)), *roundsBudget/limit)
		sr := mc.Search{Playouts: playouts, Policy: mc.DefaultPolicy, Eval: roundsValue, Limit: limit}
		return sr.Move(st, s, r)
	})
}

// roundsValue is seat s's markers less the most of another seat's (as
// lead), a sole win worth -rounds.win markers more and a shared one a
// quarter of that.
func roundsValue(st games.State, s games.Seat) float64 {
	res := st.Result()
	best := 0
	for o, v := range res.Scores {
		if games.Seat(o) != s {
			best = max(best, v)
		}
	}
	v := float64(res.Scores[s] - best)
	if res.Over && slices.Contains(res.Winners, s) {
		if len(res.Winners) == 1 {
			v += *roundsWinValue
		} else {
			v += *roundsWinValue / 4
		}
	}
	return v
}
