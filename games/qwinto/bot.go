package qwinto

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// Bot returns Qwinto's bot at level l (see games.BotMaker); nil for Normal,
// which plays Default.
//
//   - Easy plays Default, but one decision in three is a legal move drawn at
//     random: a roll of the wrong dice, a poor write, a failed throw.
//   - Hard tries every roll, or skip and the four writes Default finds
//     cheapest, and plays each game on with Default, HardPlayouts
//     games a decision, its own dice imagined from its own generator; it
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
// game of 2 players. A playout costs a little more with more players, more
// sheets but fewer rolls before someone ends the game: a game of n players
// gets 6/(4+n) of it.
const HardPlayouts = 400

var easyBot = mc.Sloppy{Percent: 33, Good: mc.DefaultPolicy}

var hardBot = hardSearch(HardPlayouts)

// hardSearch returns the hard bot with a budget of playouts a decision.
func hardSearch(playouts int) *mc.Search {
	return &mc.Search{Playouts: playouts, Scale: func(n int) int { return playouts * 6 / (4 + n) }, Policy: mc.DefaultPolicy, Limit: 10_000, Eval: lead, Candidates: candidates}
}

// hardWrites is the most writes the hard bot tries for a roll: the
// cheapest by the default policy's cost.
const hardWrites = 4

// candidates lists the moves the hard bot tries: every roll and re-roll
// choice, and for a roll to decide on, skip and the hardWrites cheapest
// writes.
func candidates(g games.State, s games.Seat) []games.Move {
	st := g.(*state)
	legal := st.Legal(s)
	if st.Phase != Deciding || len(legal) <= hardWrites+1 {
		return legal
	}
	sh, sum := st.Sheets[s], st.Sum()
	type write struct {
		move games.Move
		cost int
	}
	var writes []write
	for _, c := range st.Rolled.List() {
		for p := range Positions {
			if sh.CanWrite(c, p, sum) {
				writes = append(writes, write{WriteAt(c, p).Move(), writeCost(sh, c, p, sum)})
			}
		}
	}
	slices.SortStableFunc(writes, func(a, b write) int { return a.cost - b.cost })
	out := []games.Move{Action{Kind: Skip}.Move()}
	for _, w := range writes[:min(hardWrites, len(writes))] {
		out = append(out, w.move)
	}
	return out
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
