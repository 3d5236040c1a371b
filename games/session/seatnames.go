package session

import (
	"errors"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// namedError is an engine's refusal with its seat references written as
// the match's player names; errors.Is still sees the engine's sentinel,
// and errors.As a locale.Refusal whose reason names the players too, in
// any language.
type namedError struct {
	err     error
	text    string
	refusal *locale.Refusal
}

func (e namedError) Error() string { return e.text }
func (e namedError) Unwrap() error { return e.err }

// As gives the refusal with the players' names for a *locale.Refusal.
func (e namedError) As(target any) bool {
	if p, ok := target.(**locale.Refusal); ok && e.refusal != nil {
		*p = e.refusal
		return true
	}
	return false
}

// withNames writes the seats that err refers to (games.SeatRef) as the
// names of m's players.
func withNames(err error, m *Match) error {
	if err == nil || !strings.Contains(err.Error(), "{seat:") {
		return err
	}
	named := namedError{err: err, text: games.ExpandSeats(err.Error(), m.Name)}
	var r *locale.Refusal
	if errors.As(err, &r) {
		args := make([]any, len(r.Reason.Args))
		for i, a := range r.Reason.Args {
			if s, ok := a.(string); ok {
				a = games.ExpandSeats(s, m.Name)
			}
			args[i] = a
		}
		named.refusal = &locale.Refusal{Prefix: r.Prefix, Err: r.Err, Reason: locale.T(r.Reason.Key, args...)}
	}
	return named
}
