package session

import (
	"context"
	"errors"
)

// ThreadInfo is what a match played in a thread knows of its thread.
// Archiving or locking the thread shuts it: nobody can play there, so the
// match waits, its clock stopped, until the thread is opened again.
type ThreadInfo struct {
	// Parent is the channel the thread belongs to, where the players are
	// told when the thread is shut or deleted; empty for a match in a
	// channel.
	Parent string `json:"parent,omitempty"`
	// Shut: the thread was archived or locked, and not opened since.
	Shut bool `json:"shut,omitempty"`
	// Held: shutting the thread stopped the match's clock, which opening
	// it restarts (a clock paused by hand before stays paused).
	Held bool `json:"held,omitempty"`
}

// ShutThread records that the thread of the match in channel (a thread of
// parent, recorded when the match did not know it) was archived or
// locked: a match in play stops its clock as Pause does. It reports
// whether anything changed (false when the thread was shut already), and
// returns ErrNoMatch when the channel has no open match.
func (mg *Manager) ShutThread(ctx context.Context, channel, parent string) (*Match, bool, error) {
	m, err := mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Thread.Shut {
			return nil, errUnchanged
		}
		m.Thread.Shut = true
		if m.Thread.Parent == "" {
			m.Thread.Parent = parent
		}
		if m.Phase == Playing && !m.Paused {
			m.Left = max(m.Due.Sub(mg.now().UTC()), 0)
			m.Paused, m.Thread.Held = true, true
		}
		return nil, nil
	})
	return unchanged(m, err)
}

// ReopenThread records that the shut thread of the match in channel was
// opened again: a clock that shutting it stopped runs again with the
// time the turn had left. It reports whether anything changed.
func (mg *Manager) ReopenThread(ctx context.Context, channel string) (*Match, bool, error) {
	m, err := mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if !m.Thread.Shut {
			return nil, errUnchanged
		}
		if m.Thread.Held && m.Paused && m.Phase == Playing {
			m.Due = mg.now().UTC().Add(m.Left)
			m.Paused, m.Left = false, 0
		}
		m.Thread.Shut, m.Thread.Held = false, false
		return nil, nil
	})
	return unchanged(m, err)
}

// errUnchanged stops a change that has nothing to do; it never leaves
// this file.
var errUnchanged = errors.New("session: nothing to change")

// unchanged turns errUnchanged into no change, no match and no error.
func unchanged(m *Match, err error) (*Match, bool, error) {
	if errors.Is(err, errUnchanged) {
		return nil, false, nil
	}
	return m, err == nil, err
}
