package session

import (
	"context"
	"errors"
	"slices"
)

// MaxFollowers is how many users may follow one match, so that a match
// keeps a bounded list and its end a bounded number of direct messages.
const MaxFollowers = 50

// Errors of following. Their text is written for players.
var (
	// ErrFollowSeated: a seated player hears of the end at the table.
	ErrFollowSeated = errors.New("you play in this game; its board tells you how it ends")
	// ErrFollowingAlready: the user follows the match already.
	ErrFollowingAlready = errors.New("you already follow this game")
	// ErrNotFollowing: the user does not follow the match.
	ErrNotFollowing = errors.New("you do not follow this game")
	// ErrTooManyFollowers: the match has MaxFollowers already.
	ErrTooManyFollowers = errors.New("this game has as many followers as it can take")
)

// Follow has user, who holds no seat, told by a direct message when the
// channel's match ends (its Followers); the match may be a lobby or in
// play.
func (mg *Manager) Follow(ctx context.Context, channel, user string) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if _, seated := m.SeatOf(user); seated || user == "" {
			return nil, ErrFollowSeated
		}
		if slices.Contains(m.Followers, user) {
			return nil, ErrFollowingAlready
		}
		if len(m.Followers) >= MaxFollowers {
			return nil, ErrTooManyFollowers
		}
		m.Followers = append(m.Followers, user)
		return nil, nil
	})
}

// Unfollow takes user off the channel's match's followers.
func (mg *Manager) Unfollow(ctx context.Context, channel, user string) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if !slices.Contains(m.Followers, user) {
			return nil, ErrNotFollowing
		}
		m.Followers = slices.DeleteFunc(m.Followers, func(f string) bool { return f == user })
		return nil, nil
	})
}

// Watches reports whether m keeps user among its followers or its
// invitations, lapsed ones included.
func (m *Match) Watches(user string) bool {
	_, invited := m.invited(user)
	return invited || slices.Contains(m.Followers, user) && user != ""
}
