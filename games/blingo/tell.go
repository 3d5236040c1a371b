package blingo

import "github.com/quintetbot/quintet/games"

var _ games.Teller = (*state)(nil)

// TellMove says a roll with the dice it rolled, "roll 2 and 8", which
// the notation leaves out. Other moves read as they are written.
func (st *state) TellMove(_ games.Seat, m games.Move, after games.State) string {
	next, ok := after.(*state)
	if games.Normalize(m) != "roll" || !ok || !next.Dice.Rolled() {
		return ""
	}
	return "roll " + next.Dice.String()
}
