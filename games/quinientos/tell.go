package quinientos

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

var _ games.Teller = (*state)(nil)

// TellMove says a play with the passes it forced, which the notation
// leaves out, seats as games.SeatRef among its arguments: "play 5-0;
// {seat:0} passes", "play 2-2; {seat:3} and {seat:0} pass", the play in
// the reader's words (games.MoveIn). A play that forced no pass reads as
// it is written.
func (st *state) TellMove(s games.Seat, m games.Move, after games.State) locale.Text {
	next, ok := after.(*state)
	if !ok || next.last.from != fromPlay || games.Seat(next.last.seat) != s || next.last.run < 2 {
		return locale.Text{}
	}
	args := []any{moveWords(games.Normalize(m))}
	for i := games.Seat(1); i < games.Seat(next.last.run) && i < Seats; i++ {
		args = append(args, games.SeatRef((s+i)%Seats))
	}
	return locale.T(passKeys[len(args)-2], args...)
}

// passKeys are the told moves by the number of seats they made pass.
var passKeys = [...]string{"quinientos.tell.pass_one", "quinientos.tell.pass_two", "quinientos.tell.pass_three"}

// moveWords is a move said in a reader's words.
type moveWords games.Move

// SayIn implements locale.Sayer.
func (m moveWords) SayIn(l locale.Lang) string { return games.MoveIn(l, Name, games.Move(m)) }
