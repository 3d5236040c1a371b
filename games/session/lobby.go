package session

import (
	"context"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// Join seats a user in the lobby.
func (mg *Manager) Join(ctx context.Context, channel string, p Player) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Lobby {
			return nil, ErrNotLobby
		}
		if _, ok := m.SeatOf(p.User); ok {
			return nil, ErrAlreadySeated
		}
		lapse(m, mg.now())
		if err := roomFor(m, p.User); err != nil {
			return nil, err
		}
		if i, ok := m.invited(p.User); ok {
			// Joining answers the user's own invitation.
			m.Invites = slices.Delete(m.Invites, i, i+1)
		}
		m.Players = append(m.Players, p)
		return nil, nil
	})
}

// AddBot adds a bot seat; only the host may.
func (mg *Manager) AddBot(ctx context.Context, channel, user string) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Lobby {
			return nil, ErrNotLobby
		}
		if m.Host != user {
			return nil, notHost(m)
		}
		lapse(m, mg.now())
		if err := roomFor(m, ""); err != nil {
			return nil, err
		}
		m.Players = append(m.Players, botPlayer(len(m.Players), m.Level))
		return nil, nil
	})
}

// roomFor refuses when no seat of m is free for user: seats held by
// pending invitations count as taken, but user's own ("" for none).
func roomFor(m *Match, user string) error {
	r, err := m.Rules()
	if err != nil {
		return err
	}
	if _, most := games.SeatRange(r, m.Options); seatsHeld(m, user) >= most {
		return ErrTableFull
	}
	return nil
}

// Leave gives up a lobby seat. When the host leaves, the next human seat
// hosts; when no human is left, the lobby is cancelled.
func (mg *Manager) Leave(ctx context.Context, channel, user string) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Lobby {
			return nil, ErrNotLobby
		}
		seat, ok := m.SeatOf(user)
		if !ok {
			return nil, m.NotSeated(user)
		}
		m.Players = slices.Delete(m.Players, int(seat), int(seat)+1)
		if m.Host == user {
			m.Host = ""
			for _, p := range m.Players {
				if !p.Bot {
					m.Host = p.User
					break
				}
			}
		}
		if m.Host == "" {
			m.Phase = Cancelled
		}
		return nil, nil
	})
}

// Cancel ends the match without a result. The host may cancel; so may a
// member who manages the channel (canManage).
func (mg *Manager) Cancel(ctx context.Context, channel, user string, canManage bool) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Host != user && !canManage {
			return nil, notHost(m)
		}
		m.Phase = Cancelled
		return &Step{Seat: games.Spectator, User: user, Move: StepCancel.Move()}, nil
	})
}
