package commands

import (
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// Ask is an open request of the players, to take back a move or to change
// the clock, whose public message (the reply's answer, or the message the
// component is on) carries the buttons that decide it. It is a fact: the
// board's life keeps the message and takes its buttons off once the match
// no longer waits on the request (see Open).
type Ask struct {
	Channel string
	// Match is the id of the match the request is of.
	Match string
	// Undo: a request to take back a move made at version Asked;
	// otherwise a clock request of Kind and Extend (session.ClockVote).
	Undo   bool
	Asked  int64
	Kind   string
	Extend time.Duration
}

// Open reports whether m, the channel's match as it stands (nil: none),
// still waits on the request.
func (a *Ask) Open(m *session.Match) bool {
	switch {
	case m == nil || m.ID != a.Match || !m.Phase.Open():
		return false
	case a.Undo:
		return m.Undo != nil && m.Undo.Asked == a.Asked
	}
	return m.Vote.Same(a.Kind, a.Extend)
}

// undoAsk is the Ask of an undo request of m still open, nil for one
// decided.
func undoAsk(m *session.Match, req *session.UndoRequest) *Ask {
	if m.Undo == nil || m.Undo.Asked != req.Asked {
		return nil
	}
	return &Ask{Channel: m.Channel, Match: m.ID, Undo: true, Asked: req.Asked}
}

// voteAsk is the Ask of a clock request of m still open, nil for one
// decided.
func voteAsk(m *session.Match, t session.VoteTally) *Ask {
	if t.Passed || !m.Vote.Same(t.Vote.Kind, t.Vote.Extend) {
		return nil
	}
	return &Ask{Channel: m.Channel, Match: m.ID, Kind: t.Vote.Kind, Extend: t.Vote.Extend}
}
