package games

import (
	"errors"
	"strings"
)

// Sentinel errors. Engines wrap them with a reason a player can read:
//
//	fmt.Errorf("qwinto: %w: the red row must increase", games.ErrIllegalMove)
//
// Callers test them with errors.Is and show Reason(err) to the player.
var (
	// ErrIllegalMove: the move is not legal for that seat in this state.
	ErrIllegalMove = errors.New("illegal move")
	// ErrNotYourTurn: the seat may not act now.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrGameOver: the game has ended; no move is accepted.
	ErrGameOver = errors.New("game over")
	// ErrBadNotation: the move text could not be read.
	ErrBadNotation = errors.New("unreadable move")
	// ErrBadOptions: the match options or seat count are not allowed.
	ErrBadOptions = errors.New("bad options")
	// ErrUnknownGame: no game of that name is registered.
	ErrUnknownGame = errors.New("unknown game")
)

// Reason returns the player-facing text of an engine error: the part after
// the first sentinel's ": ", or the whole message. For
// "qwinto: illegal move: the red row must increase" it returns
// "the red row must increase"; a reason may itself contain a sentinel's
// words.
func Reason(err error) string {
	if err == nil {
		return ""
	}
	msg := err.Error()
	first, cut := -1, 0
	for _, s := range []error{ErrIllegalMove, ErrNotYourTurn, ErrGameOver, ErrBadNotation, ErrBadOptions, ErrUnknownGame} {
		key := s.Error() + ": "
		if i := strings.Index(msg, key); i >= 0 && (first < 0 || i < first) {
			first, cut = i, i+len(key)
		}
	}
	if first < 0 {
		return msg
	}
	return msg[cut:]
}
