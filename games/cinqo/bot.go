package cinqo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// Bot returns Cinq-O's bot at level l (see games.BotMaker); nil for Normal,
// which plays Default.
//
//   - Easy plays Default, but one placement in three is a legal placement
//     drawn at random.
//   - Hard tries every placement and plays the turn out with Default,
//     HardPlayouts times a decision in all, its own dice imagined from its
//     own generator; it plays the placement whose turns end best: the most
//     points, up to the 100 that end a race or a solitaire game, with
//     extraTurnValue for an extra turn won, less the best other total.
func (rules) Bot(l games.Level) games.Bot {
	switch l {
	case games.Easy:
		return easyBot
	case games.Hard:
		return hardBot
	}
	return nil
}

// HardPlayouts is the number of playouts of the hard bot's decision.
const HardPlayouts = 30000

// extraTurnValue is what an extra turn is worth to the hard bot: about
// the points of a turn.
const extraTurnValue = 10

var easyBot = mc.Sloppy{Percent: 33, Good: mc.DefaultPolicy}

var hardBot = hardSearch(HardPlayouts)

// hardSearch returns the hard bot with a budget of playouts a decision.
func hardSearch(playouts int) *mc.Search {
	return &mc.Search{
		Playouts: playouts, Policy: mc.DefaultPolicy, Limit: 100, Eval: turnValue,
		Stop: func(_, st games.State) bool { return st.(*state).Rolls == 0 },
	}
}

// turnValue is seat s's total at the end of a turn, counting at most the
// 100 that end the game outside the rounds mode, plus extraTurnValue when
// s plays again; less the best other seat's total.
func turnValue(g games.State, s games.Seat) float64 {
	st := g.(*state)
	v := st.Totals.of(s)
	if st.Mode != Rounds {
		v = min(v, Target)
	}
	if st.Extra && games.Seat(st.Active) == s && st.Phase != Over {
		v += extraTurnValue
	}
	best := 0
	for o := range st.seats() {
		if games.Seat(o) != s {
			best = max(best, st.Totals.of(games.Seat(o)))
		}
	}
	return float64(v - best)
}
