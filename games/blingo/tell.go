package blingo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

var _ games.Teller = (*state)(nil)

// TellMove says a roll with the dice it rolled, "roll 2 and 8", which
// the notation leaves out, and a placement that was the roll's only one,
// which the player did not choose: "place 28, the only choice, played
// for them)". Other moves read as they are written.
func (st *state) TellMove(_ games.Seat, m games.Move, after games.State) locale.Text {
	if st.onlyChoice(m) {
		return locale.T("board.blingo.tell_only_choice", moveSaid(games.Normalize(m)))
	}
	next, ok := after.(*state)
	if games.Normalize(m) != "roll" || !ok || !next.Dice.Rolled() {
		return locale.Text{}
	}
	return locale.T("board.blingo.tell_roll", moveSaid("roll"), next.Dice[0], next.Dice[1])
}
