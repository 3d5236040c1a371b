package session_test

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

func TestFollow(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	if _, err := mg.Follow(ctx, "c", "1"); !errors.Is(err, session.ErrFollowSeated) {
		t.Fatalf("a player follows: %v", err)
	}
	m, err := mg.Follow(ctx, "c", "9")
	if err != nil || len(m.Followers) != 1 || m.Followers[0] != "9" {
		t.Fatalf("follow: %v %+v", err, m)
	}
	if _, err := mg.Follow(ctx, "c", "9"); !errors.Is(err, session.ErrFollowingAlready) {
		t.Fatalf("follow twice: %v", err)
	}
	m, err = mg.Unfollow(ctx, "c", "9")
	if err != nil || len(m.Followers) != 0 {
		t.Fatalf("unfollow: %v %+v", err, m)
	}
	if _, err := mg.Unfollow(ctx, "c", "9"); !errors.Is(err, session.ErrNotFollowing) {
		t.Fatalf("unfollow twice: %v", err)
	}
}

func TestFollowersAreArchivedWithTheMatch(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	if _, err := mg.Follow(ctx, "c", "9"); err != nil {
		t.Fatal(err)
	}
	m, err := mg.Cancel(ctx, "c", "1", false)
	if err != nil {
		t.Fatal(err)
	}
	got, err := mg.Archived(ctx, m.ID)
	if err != nil || len(got.Followers) != 1 {
		t.Fatalf("archived: %v %+v", err, got)
	}
}

func TestForgetEndsFollowsAndInvitations(t *testing.T) {
	mg, _ := newManager(t)
	openLobby(t, mg)
	if _, err := mg.Follow(ctx, "c", "9"); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Invite(ctx, "c", "1", invitee(bob())); err != nil {
		t.Fatal(err)
	}
	for _, user := range []string{"9", "2"} {
		if _, err := mg.Forget(ctx, user); err != nil {
			t.Fatal(err)
		}
	}
	m, _ := mg.Get(ctx, "c")
	if len(m.Followers) != 0 || len(m.Invites) != 0 {
		t.Fatalf("forgotten users still follow or are invited: %+v %+v", m.Followers, m.Invites)
	}
}
