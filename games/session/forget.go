package session

import (
	"context"
	"encoding/hex"
	"slices"
	"strings"
)

// FormerName is the display name that replaces a deleted user's name
// everywhere Quintet kept it.
const FormerName = "former player"

// formerPrefix starts every label that stands for a deleted user; no
// Discord id starts so, and a label holds no "/", so it fits every key
// that held the id.
const formerPrefix = "former-"

// FormerLabel returns a new label for a deleted user from 8 random bytes
// (not from the id, so the label says nothing of who it was).
func FormerLabel(random [8]byte) string {
	return formerPrefix + hex.EncodeToString(random[:])
}

// IsFormer reports whether user is the label of a deleted user.
func IsFormer(user string) bool { return strings.HasPrefix(user, formerPrefix) }

// Footprint is what a store keeps about one user.
type Footprint struct {
	// Matches counts the finished matches recorded with the user in a
	// seat, in every server.
	Matches int
	// Open counts the open matches (lobbies and games in play) that seat
	// the user.
	Open int
	// Watched counts the open matches that follow the user (Followers)
	// or hold a seat for them (Invites), without seating them.
	Watched int
	// Standings are the user's statistics and ratings, one per server and
	// game.
	Standings []Standing
	// Guilds are the servers where any of these were kept, sorted.
	Guilds []string
	// Notify reports whether the user asked for direct messages.
	Notify bool
	// Mail reports that the user's quiet hours, direct messages held for
	// them, or the turn starts they were told of are kept (see Mailbox).
	Mail bool
	// Pending reports that a deletion of the user's data is under way.
	Pending bool
}

// Empty reports whether nothing is kept about the user.
func (f Footprint) Empty() bool {
	return f.Matches == 0 && f.Open == 0 && f.Watched == 0 && len(f.Standings) == 0 && !f.Notify && !f.Mail && !f.Pending
}

// Forgetter is the part of a Store that deletes a user's data.
type Forgetter interface {
	// Footprint returns what the store keeps about user.
	Footprint(ctx context.Context, user string) (Footprint, error)
	// QueueForget records, durably, that user's data is to be deleted
	// under label, and returns the label to use: the one queued before,
	// when the user already is.
	QueueForget(ctx context.Context, user, label string) (string, error)
	// QueuedForgets returns the users queued and not yet forgotten, with
	// their labels.
	QueuedForgets(ctx context.Context) (map[string]string, error)
	// Forget replaces user with label, in one transaction, in every
	// match (open or ended), log step, record, record index and standing,
	// with the rules of Match.Forget, Step.Forget, Record.Forget and
	// Standing.Forget; removes the user's settings; and takes the user off
	// the queue. It changes no match's version: open matches are the
	// Manager's to change first (see Manager.Forget). Forgetting a user
	// the store does not know changes nothing.
	Forget(ctx context.Context, user, label string) error
}

// Forget replaces user with label in m: the host, every seat the user
// held, whose name becomes FormerName. The user's agreement to a clock
// request is withdrawn, and a request they made is dropped; their
// invitations and their following end. It reports whether m changed.
func (m *Match) Forget(user, label string) bool {
	if user == "" {
		return false
	}
	changed := false
	if m.Host == user {
		m.Host, changed = label, true
	}
	for i := range m.Players {
		if m.Players[i].User == user {
			m.Players[i].User, m.Players[i].Name, changed = label, FormerName, true
		}
	}
	if _, ok := m.invited(user); ok {
		m.Invites, changed = slices.DeleteFunc(m.Invites, func(in Invite) bool { return in.User == user }), true
	}
	if slices.Contains(m.Followers, user) {
		m.Followers, changed = slices.DeleteFunc(m.Followers, func(f string) bool { return f == user }), true
	}
	if m.Vote != nil && slices.Contains(m.Vote.By, user) {
		changed = true
		if m.Vote.By[0] == user {
			m.Vote = nil // their request goes with them
		} else {
			m.Vote.By = slices.DeleteFunc(m.Vote.By, func(by string) bool { return by == user })
		}
	}
	return changed
}

// Involves reports whether m names user as host, in a seat, in a clock
// request, an invitation or among its followers.
func (m *Match) Involves(user string) bool {
	if user == "" {
		return false
	}
	if m.Host == user {
		return true
	}
	for _, p := range m.Players {
		if p.User == user {
			return true
		}
	}
	if _, ok := m.invited(user); ok || slices.Contains(m.Followers, user) {
		return true
	}
	return m.Vote != nil && slices.Contains(m.Vote.By, user)
}

// Forget replaces user with label in s; it reports whether s changed.
func (s *Step) Forget(user, label string) bool {
	if user == "" || s.User != user {
		return false
	}
	s.User = label
	return true
}

// Forget replaces user with label in every seat of r, whose name becomes
// FormerName; places, scores and ratings stay. It reports whether r
// changed.
func (r *Record) Forget(user, label string) bool {
	changed := false
	for i := range r.Seats {
		if user != "" && r.Seats[i].User == user {
			r.Seats[i].User, r.Seats[i].Name, changed = label, FormerName, true
		}
	}
	return changed
}

// Forget moves s to label under FormerName when it is user's; its games,
// scores and rating stay. It reports whether s changed.
func (s *Standing) Forget(user, label string) bool {
	if user == "" || s.User != user {
		return false
	}
	s.User, s.Name = label, FormerName
	return true
}
