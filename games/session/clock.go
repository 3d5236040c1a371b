package session

import (
	"context"
	"time"
)

// Pause stops the match's clock: no reminder or timeout runs until
// Resume. The host may pause; so may a member who manages the channel.
func (mg *Manager) Pause(ctx context.Context, channel, user string, canManage bool) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if err := mayManage(m, user, canManage); err != nil {
			return nil, err
		}
		m.Vote = nil // the host decided: the players' request is void
		if m.Paused {
			return nil, ErrPaused
		}
		m.Left = max(m.Due.Sub(mg.now().UTC()), 0)
		m.Paused = true
		return nil, nil
	})
}

// Resume restarts a paused match's clock with the time the turn had left.
func (mg *Manager) Resume(ctx context.Context, channel, user string, canManage bool) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if err := mayManage(m, user, canManage); err != nil {
			return nil, err
		}
		m.Vote = nil // the host decided: the players' request is void
		if !m.Paused {
			return nil, ErrNotPaused
		}
		m.Due = mg.now().UTC().Add(m.Left)
		m.Paused, m.Left = false, 0
		return nil, nil
	})
}

// Extend adds d to the current turn (to what is left, when paused).
func (mg *Manager) Extend(ctx context.Context, channel, user string, canManage bool, d time.Duration) (*Match, error) {
	if err := CheckTurnTime(d); err != nil {
		return nil, err
	}
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if err := mayManage(m, user, canManage); err != nil {
			return nil, err
		}
		m.Vote = nil // the host decided: the players' request is void
		if m.Paused {
			m.Left += d
		} else {
			m.Due = m.Due.Add(d)
		}
		return nil, nil
	})
}

// mayManage checks that m is in play and that user hosts it or manages
// the channel.
func mayManage(m *Match, user string, canManage bool) error {
	if m.Phase != Playing {
		return ErrNotPlaying
	}
	if m.Host != user && !canManage {
		return notHost(m)
	}
	return nil
}
