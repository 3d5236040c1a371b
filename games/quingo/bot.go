package quingo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// Bot returns Quingo's bot at level l (see games.BotMaker); nil for Normal,
// which plays Default.
//
//   - Easy plays like a newcomer: a legal move drawn at random 7 times in
//     10 (any take that checks a box, any cross-out), Default otherwise.
//   - Hard tries every move and plays each game on with Default, HardPlayouts
//     games a decision, its own dice imagined from its own generator, and
//     the wild numbers others are still choosing redrawn (see Observe); it
//     plays the move whose games end best for it: its score alone, else its
//     lead over the best other score.
func (rules) Bot(l games.Level) games.Bot {
	switch l {
	case games.Easy:
		return easyBot
	case games.Hard:
		return hardBot
	}
	return nil
}

// HardPlayouts is the number of playouts of the hard bot's decision in a
// 2-player game; a game of n players gets 2/n of it.
const HardPlayouts = 700

var easyBot = mc.Sloppy{Percent: 70, Good: mc.DefaultPolicy}

var hardBot = hardSearch(HardPlayouts)

// hardSearch returns the hard bot with a budget of playouts a decision.
func hardSearch(playouts int) *mc.Search {
	return &mc.Search{Playouts: playouts, Scale: func(n int) int { return playouts * 2 / n }, Policy: mc.DefaultPolicy, Limit: 10_000, Eval: lead}
}

// lead is seat s's score, less the best other seat's when there are others.
func lead(st games.State, s games.Seat) float64 {
	scores := st.Result().Scores
	best, others := 0, false
	for o, v := range scores {
		if games.Seat(o) != s && (!others || v > best) {
			best, others = v, true
		}
	}
	return float64(scores[s] - best)
}
