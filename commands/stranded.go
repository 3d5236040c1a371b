package commands

import (
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// StrandedBoard is the board to deliver after session's PlayStranded:
// the board of before, edited in place or posted anew as after any move,
// describing the bot moves played.
func StrandedBoard(before *session.Match, out *session.Outcome) *boardlife.Fact {
	var actors []games.Seat
	if st, err := before.Decode(); err == nil {
		actors = st.Actors()
	}
	return afterMove(before, actors, out)
}
