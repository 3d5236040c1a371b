package mc

import "github.com/quintetbot/quintet/games"

// Sloppy is a games.Bot that plays Good, but with a chance of Percent in
// 100 a move drawn uniformly from Legal instead: the deliberate mistakes of
// an easy bot. Both the chance and the mistake come from the bot's r.
type Sloppy struct {
	Percent int
	Good    Policy
}

// Move returns Good's move or, now and then, a random legal one; "" when s
// may not move.
func (b Sloppy) Move(st games.State, s games.Seat, r games.Rand) games.Move {
	legal := st.Legal(s)
	if len(legal) == 0 {
		return ""
	}
	if r.IntN(100) < b.Percent {
		return legal[r.IntN(len(legal))]
	}
	return b.Good(st, s, r)
}
