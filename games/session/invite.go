package session

import (
	"context"
	"errors"
	"slices"
	"time"
)

// InviteTTL is how long an invitation holds its seat in the lobby: a
// day, the default turn time, so that a friend who plays once a day
// still finds it.
const InviteTTL = 24 * time.Hour

// Invite is a lobby seat held for one user until they accept, decline,
// or the invitation lapses at Expires.
type Invite struct {
	User    string    `json:"user"`
	Name    string    `json:"name"`
	Expires time.Time `json:"expires"`
	// Lapsed: nobody answered before Expires; the seat is free again.
	// The lobby keeps saying so until the user is invited again.
	Lapsed bool `json:"lapsed,omitempty"`
}

// Errors of invitations. Their text is written for players.
var (
	// ErrInviteBot: bots cannot be invited (Add bot seats one).
	ErrInviteBot = errors.New("bots cannot be invited; use Add bot for a bot player")
	// ErrInviteSelf: the host invited themselves.
	ErrInviteSelf = errors.New("you cannot invite yourself")
	// ErrInviteSeated: the user invited already holds a seat.
	ErrInviteSeated = errors.New("that player is already seated")
	// ErrInvitedAlready: the user invited is invited already.
	ErrInvitedAlready = errors.New("that player is already invited")
	// ErrNotInvited: the user answering holds no invitation here.
	ErrNotInvited = errors.New("this invitation is not for you")
	// ErrInviteLapsed: the invitation expired before the answer.
	ErrInviteLapsed = errors.New("this invitation has expired; ask the host for a new one, or Join if a seat is free")
)

// Pending returns the invitations that still hold a seat.
func (m *Match) Pending() []Invite {
	var out []Invite
	for _, in := range m.Invites {
		if !in.Lapsed {
			out = append(out, in)
		}
	}
	return out
}

// invited returns the index of user's invitation in m, lapsed or not.
func (m *Match) invited(user string) (int, bool) {
	i := slices.IndexFunc(m.Invites, func(in Invite) bool { return in.User == user && user != "" })
	return i, i >= 0
}

// lapse marks the invitations whose time ran out by now as lapsed,
// freeing their seats.
func lapse(m *Match, now time.Time) {
	for i := range m.Invites {
		if !m.Invites[i].Lapsed && !now.Before(m.Invites[i].Expires) {
			m.Invites[i].Lapsed = true
		}
	}
}

// invite holds a seat of m for p until now+InviteTTL, with the checks of
// Manager.Invite; by is the user who invites.
func invite(m *Match, by string, p Player, bot bool, now time.Time) error {
	switch {
	case bot:
		return ErrInviteBot
	case p.User == by || p.User == "":
		return ErrInviteSelf
	}
	if _, seated := m.SeatOf(p.User); seated {
		return ErrInviteSeated
	}
	i, ok := m.invited(p.User)
	if ok && !m.Invites[i].Lapsed {
		return ErrInvitedAlready
	}
	if err := roomFor(m, ""); err != nil {
		return err
	}
	in := Invite{User: p.User, Name: p.Name, Expires: now.Add(InviteTTL)}
	if ok {
		m.Invites[i] = in // a lapsed invitation, renewed
		return nil
	}
	m.Invites = append(m.Invites, in)
	return nil
}

// Invitee is a user to invite: who, and whether they are a bot account.
type Invitee struct {
	Player
	Bot bool
}

// Invite holds a lobby seat for a user until they answer or InviteTTL
// passes; only the host may, while the lobby is open. Bots, the host,
// a seated or already invited user, and a user for whom no seat is left
// (seats held by pending invitations count as taken) are refused, and
// nothing changes.
func (mg *Manager) Invite(ctx context.Context, channel, host string, who Invitee) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Lobby {
			return nil, ErrNotLobby
		}
		if m.Host != host {
			return nil, notHost(m)
		}
		lapse(m, mg.now())
		return nil, invite(m, host, who.Player, who.Bot, mg.now())
	})
}

// Answer answers user's invitation to the channel's lobby: accept takes
// the seat it held, else it is given up. A lapsed invitation is refused
// (ErrInviteLapsed), as is a user with none (ErrNotInvited).
func (mg *Manager) Answer(ctx context.Context, channel, user string, accept bool) (*Match, error) {
	return mg.change(ctx, channel, func(m *Match) (*Step, error) {
		if m.Phase != Lobby {
			return nil, ErrNotLobby
		}
		lapse(m, mg.now())
		i, ok := m.invited(user)
		if !ok {
			return nil, ErrNotInvited
		}
		in := m.Invites[i]
		if in.Lapsed {
			return nil, ErrInviteLapsed
		}
		m.Invites = slices.Delete(m.Invites, i, i+1)
		if accept {
			m.Players = append(m.Players, Player{User: in.User, Name: in.Name})
		}
		return nil, nil
	})
}

// dropInvites ends every invitation of m, as the start does: a pending
// invitee's seat is not kept for them.
func dropInvites(m *Match) { m.Invites = nil }

// openInvites holds the seats of req's invitees in m, newly opened,
// with the checks of Manager.Invite.
func openInvites(m *Match, req OpenRequest, now time.Time) error {
	for _, who := range req.Invites {
		if err := invite(m, req.Host.User, who.Player, who.Bot, now); err != nil {
			return err
		}
	}
	return nil
}

// seatsHeld is the seats of m taken or held: its players and its
// pending invitations, but the one of user (who takes it).
func seatsHeld(m *Match, user string) int {
	n := len(m.Players)
	for _, in := range m.Pending() {
		if in.User != user || user == "" {
			n++
		}
	}
	return n
}

// nextLapse is when m's first pending invitation lapses, the lobby's
// deadline (Wake); zero for none.
func (m *Match) nextLapse() time.Time {
	var next time.Time
	for _, in := range m.Pending() {
		if next.IsZero() || in.Expires.Before(next) {
			next = in.Expires
		}
	}
	return next
}

// lapseDue lapses the invitations of cur, a lobby, whose time ran out by
// now: their seats are free, and the lobby says so.
func (mg *Manager) lapseDue(ctx context.Context, cur *Match, now time.Time) (*Expiry, error) {
	before := cur.Clone()
	m, _, err := mg.changeLocked(ctx, cur.Channel, func(m *Match) (*Step, error) {
		lapse(m, now)
		return nil, nil
	})
	if err != nil {
		return nil, err
	}
	return &Expiry{Kind: Lapsed, Before: before, Outcome: &Outcome{Match: m}}, nil
}
