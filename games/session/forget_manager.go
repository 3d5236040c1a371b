package session

import (
	"context"
	crand "crypto/rand"
	"errors"
	"fmt"
)

// randomLabel draws a new FormerLabel from crypto/rand.
func randomLabel() string {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		panic("session: crypto/rand: " + err.Error())
	}
	return FormerLabel(b)
}

// Forget deletes what the store keeps about user, as /privacy and
// quintet forget ask: it queues the deletion durably, takes the user out
// of every open match (a lobby seat is left; a seat in play is resigned, a
// bot plays it on), puts label in place of the user in what those matches
// keep, then has the store replace the user in everything else in one
// transaction (see Forgetter.Forget). A crash midway leaves the user
// queued: ResumeForgets, or Forget again, finishes the work. Forgetting a
// user twice, or one the store does not know, changes nothing more. It
// returns the label the user's seats now hold.
func (mg *Manager) Forget(ctx context.Context, user string) (string, error) {
	if user == "" || IsFormer(user) {
		return "", fmt.Errorf("session: forget: %q is not a user id", user)
	}
	label, err := mg.store.QueueForget(ctx, user, mg.label())
	if err != nil {
		return "", err
	}
	return label, mg.forget(ctx, user, label)
}

// ResumeForgets finishes the deletions a stop interrupted; it returns how
// many it finished.
func (mg *Manager) ResumeForgets(ctx context.Context) (int, error) {
	queued, err := mg.store.QueuedForgets(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for user, label := range queued {
		if err := mg.forget(ctx, user, label); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

func (mg *Manager) forget(ctx context.Context, user, label string) error {
	open, err := mg.store.OpenMatches(ctx)
	if err != nil {
		return err
	}
	for _, m := range open {
		if m.Involves(user) {
			if err := mg.forgetIn(ctx, m.Channel, user, label); err != nil {
				return fmt.Errorf("session: forget in %s: %w", m.Channel, err)
			}
		}
	}
	return mg.store.Forget(ctx, user, label)
}

// forgetIn takes user out of the channel's open match: a lobby seat is
// left, a seat in play resigned; then label replaces the user in what the
// match still keeps (a resigned seat, the host), in a version of its own;
// the next player still in the match becomes its host.
func (mg *Manager) forgetIn(ctx context.Context, channel, user, label string) error {
	m, err := mg.store.Get(ctx, channel)
	if err != nil {
		return ignoreGone(err)
	}
	if _, seated := m.SeatOf(user); seated {
		switch m.Phase {
		case Lobby:
			_, err = mg.Leave(ctx, channel, user)
		case Playing:
			_, err = mg.Resign(ctx, channel, user)
		}
		if err = ignoreGone(err); err != nil {
			return err
		}
	}
	_, err = mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if !m.Forget(user, label) {
			return nil, errNothingToForget
		}
		if m.Host == label {
			// The next player still in the match hosts, as when a host
			// leaves a lobby.
			for _, p := range m.Players {
				if p.User != "" && !p.Bot && !p.Resigned && !IsFormer(p.User) {
					m.Host = p.User
					break
				}
			}
		}
		return nil, nil
	})
	if errors.Is(err, errNothingToForget) {
		return nil
	}
	return ignoreGone(err)
}

var errNothingToForget = errors.New("session: nothing to forget")

// ignoreGone treats a match that ended or changed hands meanwhile as
// done: the store's Forget rewrites ended matches.
func ignoreGone(err error) error {
	if errors.Is(err, ErrNoMatch) || errors.Is(err, ErrNotSeated) || errors.Is(err, ErrNotLobby) || errors.Is(err, ErrNotPlaying) {
		return nil
	}
	return err
}

// label returns a new label for a deleted user.
func (mg *Manager) label() string {
	if mg.labels != nil {
		return mg.labels()
	}
	return randomLabel()
}

// WithLabels sets where the labels of deleted users come from (default
// crypto/rand); tests use it to name them.
func WithLabels(f func() string) Option { return func(m *Manager) { m.labels = f } }
