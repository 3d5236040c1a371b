package session_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// A finished match replays to its stored state, step by step, for its
// own guild only.
func TestFinishedReplay(t *testing.T) {
	mg, _, out := playedMatch(t)
	id := out.Match.ID
	r, err := mg.FinishedReplay(ctx, "g", id)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.States) != len(r.Steps) || len(r.Steps) < 2 || r.Pruned {
		t.Fatalf("%d states for %d steps (pruned %v)", len(r.States), len(r.Steps), r.Pruned)
	}
	last, err := r.States[len(r.States)-1].Encode()
	if err != nil || !bytes.Equal(last, out.Match.State) {
		t.Fatalf("the last state is not the stored one (%v)", err)
	}
	if !r.States[len(r.States)-1].Result().Over || r.States[0].Result().Over {
		t.Fatal("the replay should start in play and end over")
	}
	for _, tc := range []struct{ guild, id string }{{"other", id}, {"g", "nope"}, {"g", ""}} {
		if _, err := mg.FinishedReplay(ctx, tc.guild, tc.id); !errors.Is(err, session.ErrNoMatchID) {
			t.Errorf("replay of %q in %q: %v, want ErrNoMatchID", tc.id, tc.guild, err)
		}
	}
}

// A match still in play has no replay.
func TestFinishedReplayRefusesOpenMatch(t *testing.T) {
	mg, _ := newManager(t)
	m := openLobby(t, mg)
	mg.Join(ctx, "c", bob())
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.FinishedReplay(ctx, "g", m.ID); !errors.Is(err, session.ErrNoMatchID) {
		t.Fatalf("replay of an open match: %v, want ErrNoMatchID", err)
	}
}

// The web secret is made once and replaced by a rotation; a server's
// pages are on until it switches them off.
func TestWebSecretAndSwitch(t *testing.T) {
	mg, store := newManager(t)
	a, err := mg.WebSecret(ctx)
	if err != nil || len(a) != session.WebSecretSize {
		t.Fatalf("secret %x, %v", a, err)
	}
	if b, _ := mg.WebSecret(ctx); !bytes.Equal(a, b) {
		t.Fatal("the secret changed without a rotation")
	}
	if c, _ := mg.RotateWebSecret(ctx); bytes.Equal(a, c) {
		t.Fatal("the rotation kept the secret")
	}
	if on, err := mg.WebOn(ctx, "g"); !on || err != nil {
		t.Fatalf("pages of a new server: %v, %v; want on", on, err)
	}
	store.SetGuildSettings(ctx, "g", session.GuildSettings{WebOff: true})
	if on, _ := mg.WebOn(ctx, "g"); on {
		t.Fatal("pages switched off still on")
	}
}
