package quinientos

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// Bot returns Quinientos' bot at level l (see games.BotMaker); nil for
// Normal, which plays Default.
//
//   - Easy plays like a newcomer: any tile that fits, drawn at random, 7
//     plays in 10; Default's play otherwise.
//   - Hard is an information-set search: before each of HardPlayouts
//     playouts a decision it deals the tiles it cannot see again, as its
//     seat could find them (see Observe), tries a play there and plays the
//     round out with Default; it plays the move whose rounds end best for
//     its team: the points its team scores less the opponents'.
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
const HardPlayouts = 1200

var easyBot = mc.Sloppy{Percent: 70, Good: mc.DefaultPolicy}

var hardBot = hardSearch(HardPlayouts)

// hardSearch returns the hard bot with a budget of playouts a decision.
func hardSearch(playouts int) *mc.Search {
	return &mc.Search{
		Playouts: playouts, Policy: mc.DefaultPolicy, Limit: 200, Eval: teamLead,
		Stop: func(root, st games.State) bool { return st.(*state).round != root.(*state).round },
	}
}

// teamLead is the points of seat s's team less the opponents'.
func teamLead(g games.State, s games.Seat) float64 {
	st := g.(*state)
	t := TeamOf(s)
	return float64(st.Scores[t] - st.Scores[t.Other()])
}
