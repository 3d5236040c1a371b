package session_test

import (
	"errors"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// clockedManager is a Manager whose clock stands still until the test
// moves it (*now).
func clockedManager(t *testing.T) (*session.Manager, *time.Time) {
	t.Helper()
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{1, 2} }))
	return mg, &now
}

func invitee(p session.Player) session.Invitee { return session.Invitee{Player: p} }

func TestInviteHoldsASeatOthersCannotTake(t *testing.T) {
	mg, _ := clockedManager(t)
	_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 4,
		Invites: []session.Invitee{invitee(bob())}})
	if err != nil {
		t.Fatal(err)
	}
	// Six seats: Alice, four bots and Bob's held seat.
	carol := session.Player{User: "3", Name: "Carol"}
	if _, err := mg.Join(ctx, "c", carol); !errors.Is(err, session.ErrTableFull) {
		t.Fatalf("join into a held seat: %v", err)
	}
	if _, err := mg.AddBot(ctx, "c", "1"); !errors.Is(err, session.ErrTableFull) {
		t.Fatalf("bot into a held seat: %v", err)
	}
	if _, err := mg.Answer(ctx, "c", "3", true); !errors.Is(err, session.ErrNotInvited) {
		t.Fatalf("accepting another's invitation: %v", err)
	}
	m, err := mg.Answer(ctx, "c", "2", true)
	if err != nil || len(m.Players) != 6 || m.Players[5].User != "2" || len(m.Invites) != 0 {
		t.Fatalf("accept: %v %+v", err, m)
	}
}

func TestInviteRefusals(t *testing.T) {
	mg, _ := clockedManager(t)
	openLobby(t, mg)
	if _, err := mg.Join(ctx, "c", bob()); err != nil {
		t.Fatal(err)
	}
	carol := session.Player{User: "3", Name: "Carol"}
	cases := []struct {
		name string
		by   string
		who  session.Invitee
		want error
	}{
		{"a bot", "1", session.Invitee{Player: carol, Bot: true}, session.ErrInviteBot},
		{"yourself", "1", invitee(alice()), session.ErrInviteSelf},
		{"someone seated", "1", invitee(bob()), session.ErrInviteSeated},
		{"by a guest", "2", invitee(carol), session.ErrNotHost},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before, _ := mg.Get(ctx, "c")
			if _, err := mg.Invite(ctx, "c", c.by, c.who); !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
			if after, _ := mg.Get(ctx, "c"); after.Version != before.Version {
				t.Fatal("a refused invitation changed the lobby")
			}
		})
	}
	if _, err := mg.Invite(ctx, "c", "1", invitee(carol)); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Invite(ctx, "c", "1", invitee(carol)); !errors.Is(err, session.ErrInvitedAlready) {
		t.Fatalf("twice: %v", err)
	}
	for i := range 3 {
		if _, err := mg.AddBot(ctx, "c", "1"); err != nil {
			t.Fatalf("bot %d: %v", i, err)
		}
	}
	// Alice, Bob, three bots and Carol's held seat: six of six.
	dave := session.Player{User: "4", Name: "Dave"}
	if _, err := mg.Invite(ctx, "c", "1", invitee(dave)); !errors.Is(err, session.ErrTableFull) {
		t.Fatalf("more than the seats: %v", err)
	}
}

func TestInviteLapsesAndFreesItsSeat(t *testing.T) {
	mg, now := clockedManager(t)
	openLobby(t, mg)
	m, err := mg.Invite(ctx, "c", "1", invitee(bob()))
	if err != nil || len(m.Pending()) != 1 || !m.Invites[0].Expires.Equal(now.Add(session.InviteTTL)) {
		t.Fatalf("invite: %v %+v", err, m)
	}
	*now = now.Add(session.InviteTTL)
	if _, err := mg.Answer(ctx, "c", "2", true); !errors.Is(err, session.ErrInviteLapsed) {
		t.Fatalf("accepting a lapsed invitation: %v", err)
	}
	for range 5 {
		if m, err = mg.AddBot(ctx, "c", "1"); err != nil {
			t.Fatalf("the lapsed invitation still holds a seat: %v", err)
		}
	}
	if len(m.Pending()) != 0 || len(m.Invites) != 1 || !m.Invites[0].Lapsed {
		t.Fatalf("the lobby forgot to say the invitation lapsed: %+v", m.Invites)
	}
}

func TestDeclineAndStartDropInvitations(t *testing.T) {
	mg, _ := clockedManager(t)
	openLobby(t, mg)
	carol := session.Player{User: "3", Name: "Carol"}
	for _, p := range []session.Player{bob(), carol} {
		if _, err := mg.Invite(ctx, "c", "1", invitee(p)); err != nil {
			t.Fatal(err)
		}
	}
	m, err := mg.Answer(ctx, "c", "2", false)
	if err != nil || len(m.Players) != 1 || len(m.Invites) != 1 {
		t.Fatalf("decline: %v %+v", err, m)
	}
	out, err := mg.Start(ctx, "c", "1")
	if err != nil || len(out.Match.Invites) != 0 || len(out.Match.Players) != 1 {
		t.Fatalf("start without the pending invitee: %v %+v", err, out.Match)
	}
	if _, err := mg.Answer(ctx, "c", "3", true); !errors.Is(err, session.ErrNotLobby) {
		t.Fatalf("accept after the start: %v", err)
	}
}

func TestJoiningAnswersOwnInvitation(t *testing.T) {
	mg, _ := clockedManager(t)
	_, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(), Bots: 4,
		Invites: []session.Invitee{invitee(bob())}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := mg.Join(ctx, "c", bob())
	if err != nil || len(m.Players) != 6 || len(m.Invites) != 0 {
		t.Fatalf("the invitee's Join: %v %+v", err, m)
	}
}

// TestLobbyDeadlineLapsesInvitations: a lobby with a pending invitation
// has a deadline at its expiry; Expire then lapses it (Lapsed) and the
// lobby is left with no deadline.
func TestLobbyDeadlineLapsesInvitations(t *testing.T) {
	mg, now := clockedManager(t)
	m, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: alice(),
		Invites: []session.Invitee{invitee(bob())}})
	if err != nil {
		t.Fatal(err)
	}
	if !m.Wake.Equal(now.Add(session.InviteTTL)) {
		t.Fatalf("the lobby's deadline is %v; want the invitation's expiry", m.Wake)
	}
	if ex, err := mg.Expire(ctx, "c"); err != nil || ex.Kind != session.NothingDue {
		t.Fatalf("Expire before the expiry: %+v, %v", ex, err)
	}
	*now = now.Add(session.InviteTTL)
	ex, err := mg.Expire(ctx, "c")
	if err != nil || ex.Kind != session.Lapsed {
		t.Fatalf("Expire at the expiry: %+v, %v", ex, err)
	}
	m = ex.Outcome.Match
	if len(m.Invites) != 1 || !m.Invites[0].Lapsed || !m.Wake.IsZero() {
		t.Fatalf("after the expiry: %+v, wake %v", m.Invites, m.Wake)
	}
}
