package quinientos

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// errGameOver refuses every move once a team has reached 500.
var errGameOver = locale.Refuse("quinientos", games.ErrGameOver, "refuse.game_over")

// illegal returns a refusal wrapping games.ErrIllegalMove, its reason
// the message key with args.
func illegal(key string, args ...any) error {
	return locale.Refuse("quinientos", games.ErrIllegalMove, key, args...)
}

// notYourTurn returns a refusal wrapping games.ErrNotYourTurn.
func notYourTurn(key string, args ...any) error {
	return locale.Refuse("quinientos", games.ErrNotYourTurn, key, args...)
}

// badNotation returns a refusal wrapping games.ErrBadNotation: the
// message key with args, then how moves are written.
func badNotation(key string, args ...any) error {
	return locale.Refuse("quinientos", games.ErrBadNotation, "refuse.quinientos.notation", locale.T(key, args...))
}

// endName is an end of the line as a refusal names it.
type endName End

// SayIn implements locale.Sayer.
func (e endName) SayIn(l locale.Lang) string {
	if End(e) == Left {
		return l.Say("refuse.quinientos.end_left")
	}
	return l.Say("refuse.quinientos.end_right")
}
