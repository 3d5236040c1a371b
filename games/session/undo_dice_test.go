package session_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestUndoRefusedAfterANewDeal: in Quinientos with three bots, once a
// bot's move after Alice's last one ended the round and dealt anew, her
// move never comes back: new tiles were drawn after it.
func TestUndoRefusedAfterANewDeal(t *testing.T) {
	mg, store := newManager(t)
	if _, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "quinientos", Host: alice(), Bots: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	u := &undoTable{t: t, mg: mg, st: store}
	for range 200 {
		m := u.match()
		log, err := store.Log(ctx, m.ID)
		if err != nil {
			t.Fatal(err)
		}
		if dealtAfterAlice(log) {
			_, _, err := mg.Undo(ctx, "c", "1")
			if !errors.Is(err, session.ErrCannotUndo) || !strings.Contains(err.Error(), "new tiles were dealt after it") {
				t.Fatalf("alice takes back a move a new deal followed: %v", err)
			}
			if u.match().Version != m.Version {
				t.Fatal("the refused request changed the match")
			}
			return
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(0)}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no bot's move dealt anew after one of alice's in 200 of hers")
}

// dealtAfterAlice reports whether a step of another seat after Alice's
// (seat 0) last move drew from the generator.
func dealtAfterAlice(log []session.Step) bool {
	for i := len(log) - 1; i > 0; i-- {
		switch s := log[i]; {
		case s.Seat == 0:
			return false
		case len(s.Draws) > 0:
			return true
		}
	}
	return false
}

// TestUndoRefusedForAMoveThatDealt: in Quinientos with three bots, a move
// of Alice's that ended the round and dealt anew never comes back, even
// at once: taking it back would let her be dealt again.
func TestUndoRefusedForAMoveThatDealt(t *testing.T) {
	mg, store := newManager(t)
	if _, err := mg.Open(ctx, session.OpenRequest{Channel: "c", Game: "quinientos", Host: alice(), Bots: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	u := &undoTable{t: t, mg: mg, st: store}
	for range 400 {
		m := u.match()
		log, err := store.Log(ctx, m.ID)
		if err != nil {
			t.Fatal(err)
		}
		if aliceLastDealt(log) {
			_, _, err := mg.Undo(ctx, "c", "1")
			if !errors.Is(err, session.ErrCannotUndo) || !strings.Contains(err.Error(), "new tiles were dealt with it") {
				t.Fatalf("alice takes back her move that dealt anew: %v", err)
			}
			if u.match().Version != m.Version {
				t.Fatal("the refused request changed the match")
			}
			return
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "1", Move: st.Default(0)}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("none of 400 moves of alice's dealt anew with no draw after it")
}

// aliceLastDealt reports whether Alice's (seat 0) last move drew from the
// generator and no step after it did.
func aliceLastDealt(log []session.Step) bool {
	for i := len(log) - 1; i > 0; i-- {
		switch s := log[i]; {
		case s.Seat == 0:
			return len(s.Draws) > 0
		case len(s.Draws) > 0:
			return false
		}
	}
	return false
}
