package blingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/mc"
)

// Bot returns Blingo's bot at level l (see games.BotMaker); nil for Normal,
// which plays Default.
//
//   - Easy plays like a newcomer, blind to lines: a legal move drawn at
//     random 8 times in 10, Default otherwise.
//   - Hard tries every choice and plays the game on with Default for
//     hardHorizon turns a seat (or to the end), HardPlayouts times a
//     decision in all, its own dice imagined from its own generator; it
//     plays the choice whose playouts end best for it (see lead). In the
//     short game to a second line it plays shortMove, drawing nothing; in
//     a short game stored when a first line ended it, it races for that
//     line (raceMove).
//
// The bots use only Legal, Apply, Default and Result, so they play
// whatever the rules of the match.
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
// 4-player game; a game of n players gets 4/n of it.
const HardPlayouts = 800

// hardHorizon is the number of moves a seat plays in a playout: 8 turns
// of a roll and a choice, or 16 turns where the engine rolls for the
// player.
const hardHorizon = 2 * 8

// Values of a game's end to the hard bot, in markers.
const (
	wonAlone  = 20
	wonShared = 5
)

var easyBot = mc.Sloppy{Percent: 80, Good: mc.DefaultPolicy}

var hardBot = hardSearch(HardPlayouts)

// hardSearch returns the hard bot with a budget of playouts a decision.
// In the short game to a second line it plays shortMove. In a short game
// that a first line ends (one stored before the short board) it plays
// raceMove while nobody holds a line; should the game go on past a line,
// its playouts go on for shortHorizon turns a seat and value a win more
// (winValue).
func hardSearch(playouts int) games.Bot {
	return games.BotFunc(func(st games.State, s games.Seat, r games.Rand) games.Move {
		horizon, eval := hardHorizon, lead
		if x, ok := st.(*state); ok {
			switch {
			case x.EndLines >= ShortLines:
				return x.shortMove(s, r)
			case x.racing():
				return x.raceMove(s)
			case x.EndLines > 0:
				horizon, eval = shortHorizon, winValue
			}
		}
		sr := mc.Search{Playouts: playouts, Scale: func(n int) int { return playouts * 4 / n }, Policy: mc.DefaultPolicy, Eval: eval,
			Limit: horizon * len(st.Result().Scores)}
		return sr.Move(st, s, r)
	})
}

// shortHorizon is the number of moves a seat plays in a playout of the
// short game: 20 turns of a roll and a choice.
const shortHorizon = 2 * 20

// wonShort is the value of a win alone in the short game, in markers.
const wonShort = 60

// winValue is lead, with a win alone worth wonShort: in the short game
// the markers count only for who wins.
func winValue(st games.State, s games.Seat) float64 {
	v := lead(st, s)
	if res := st.Result(); res.Over && len(res.Winners) == 1 && res.Winners[0] == s {
		v += wonShort - wonAlone
	}
	return v
}

// lead is seat s's markers on the board less the most of another seat's,
// plus wonAlone or wonShared when the game is over and s has won.
func lead(st games.State, s games.Seat) float64 {
	res := st.Result()
	best := 0
	for o, v := range res.Scores {
		if games.Seat(o) != s {
			best = max(best, v)
		}
	}
	v := res.Scores[s] - best
	if res.Over && slices.Contains(res.Winners, s) {
		if len(res.Winners) == 1 {
			v += wonAlone
		} else {
			v += wonShared
		}
	}
	return float64(v)
}
