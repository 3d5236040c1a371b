package quinientos

import (
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

var _ games.Teller = (*state)(nil)

// TellMove says a play with the passes it forced, which the notation
// leaves out, seats as games.SeatRef: "play 5-0; {seat:0} passes",
// "play 2-2; {seat:3} and {seat:0} pass". A play that forced no pass
// reads as it is written.
func (st *state) TellMove(s games.Seat, m games.Move, after games.State) locale.Text {
	next, ok := after.(*state)
	if !ok || next.last.from != fromPlay || games.Seat(next.last.seat) != s || next.last.run < 2 {
		return locale.Text{}
	}
	var passed []string
	for i := games.Seat(1); i < games.Seat(next.last.run) && i < Seats; i++ {
		passed = append(passed, games.SeatRef((s+i)%Seats))
	}
	verb := "passes"
	if len(passed) > 1 {
		verb = "pass"
	}
	return locale.Plain(string(games.Normalize(m)) + "; " + strings.Join(passed, " and ") + " " + verb)
}
