package storage_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestInvitationsAndFollowersSurviveARestart: a lobby's invitation, its
// deadline and its followers are in the file, as the lobby is, and the
// next run lapses the invitation when its time comes.
func TestInvitationsAndFollowersSurviveARestart(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "quintet.db")
	now := t0
	clock := session.WithClock(func() time.Time { return now })
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	mg := session.NewManager(db, clock)
	_, err = mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto",
		Host:    session.Player{User: "u1", Name: "Alice"},
		Invites: []session.Invitee{{Player: session.Player{User: "u2", Name: "Bob"}}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Follow(ctx, "c", "u3"); err != nil {
		t.Fatal(err)
	}
	db.Close()

	db, err = storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mg = session.NewManager(db, clock)
	m, err := mg.Get(ctx, "c")
	if err != nil || len(m.Pending()) != 1 || m.Invites[0].User != "u2" || len(m.Followers) != 1 || m.Followers[0] != "u3" {
		t.Fatalf("after a restart: %v %+v %v", err, m.Invites, m.Followers)
	}
	now = t0.Add(session.InviteTTL)
	due, err := db.Due(ctx, now, 10)
	if err != nil || len(due) != 1 || due[0].Channel != "c" {
		t.Fatalf("the invitation's deadline after a restart: %+v, %v", due, err)
	}
	ex, err := mg.Expire(ctx, "c")
	if err != nil || ex.Kind != session.Lapsed || !ex.Outcome.Match.Invites[0].Lapsed {
		t.Fatalf("Expire after a restart: %+v, %v", ex, err)
	}
}
