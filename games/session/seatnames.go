package session

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// namedError is an engine's refusal with its seat references written as
// the match's player names; errors.Is still sees the engine's sentinel.
type namedError struct {
	err  error
	text string
}

func (e namedError) Error() string { return e.text }
func (e namedError) Unwrap() error { return e.err }

// withNames writes the seats that err refers to (games.SeatRef) as the
// names of m's players.
func withNames(err error, m *Match) error {
	if err == nil || !strings.Contains(err.Error(), "{seat:") {
		return err
	}
	return namedError{err, games.ExpandSeats(err.Error(), m.Name)}
}
