package games

import "github.com/quintetbot/quintet/games/locale"

// Teller is implemented by a State whose notation hides what a move does,
// such as Qwinto's "write red 6", which names a cell and not the number
// written in it, or Blingo's "roll", which does not say the dice.
// TellMove, called on the state before the move with the state after it,
// returns the move as players read it in what happened ("write 5 in red
// cell 6", "roll 2 and 8"), seats as SeatRef, or a zero Text to let the
// notation stand.
type Teller interface {
	TellMove(s Seat, m Move, after State) locale.Text
}

// TellMove returns move m of seat s, which led from st to after, as
// players read it in English: what st's Teller says, else the normalized
// notation.
func TellMove(st State, s Seat, m Move, after State) string {
	return TellMoveIn(locale.English, "", st, s, m, after)
}

// TellMoveIn is TellMove in l, for a move of game: what st's Teller
// says in l, else the move's notation in l's words (MoveIn).
func TellMoveIn(l locale.Lang, game string, st State, s Seat, m Move, after State) string {
	if t, ok := st.(Teller); ok {
		if text := t.TellMove(s, m, after); !text.IsZero() {
			return text.In(l)
		}
	}
	return MoveIn(l, game, m)
}
