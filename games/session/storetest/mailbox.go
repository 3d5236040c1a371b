package storetest

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// testMailbox checks session.Mailbox, for a store that implements it:
// preferences round-trip and clear, a turn start is told once per user
// and channel, held messages keep their order and are released from the
// front, and Forget removes all of a user's.
func testMailbox(t *testing.T, s session.Store) {
	mb, ok := s.(session.Mailbox)
	if !ok {
		t.Skip("no Mailbox")
	}
	ctx := t.Context()
	p := session.DMPrefs{Quiet: &session.QuietHours{From: 22, To: 8, Zone: "Europe/Paris"}, Closed: true}
	if err := mb.SetDMPrefs(ctx, "u1", p); err != nil {
		t.Fatal(err)
	}
	if got, err := mb.DMPrefs(ctx, "u1"); err != nil || got.Quiet == nil || *got.Quiet != *p.Quiet || !got.Closed {
		t.Fatalf("DMPrefs = %+v, %v; want %+v", got, err, p)
	}
	if got, _ := mb.DMPrefs(ctx, "u2"); got != (session.DMPrefs{}) {
		t.Fatalf("DMPrefs of a stranger = %+v", got)
	}
	for i, tc := range []struct {
		user, channel, tag string
		fresh              bool
	}{
		{"u1", "c1", "m1/3", true}, {"u1", "c1", "m1/3", false}, {"u2", "c1", "m1/3", true},
		{"u1", "c2", "m1/3", true}, {"u1", "c1", "m1/5", true}, {"u1", "c1", "m1/3", true},
	} {
		if got, err := mb.Tell(ctx, tc.user, tc.channel, tc.tag); err != nil || got != tc.fresh {
			t.Fatalf("Tell %d %+v = %v, %v", i, tc, got, err)
		}
	}
	for _, line := range []string{"a", "b", "c"} {
		if err := mb.Hold(ctx, "u1", line); err != nil {
			t.Fatal(err)
		}
	}
	if err := mb.Hold(ctx, "u2", "z"); err != nil {
		t.Fatal(err)
	}
	if err := mb.Release(ctx, "u1", 2); err != nil {
		t.Fatal(err)
	}
	held, err := mb.Held(ctx)
	if err != nil || !slices.Equal(held["u1"], []string{"c"}) || !slices.Equal(held["u2"], []string{"z"}) || len(held) != 2 {
		t.Fatalf("Held = %v, %v", held, err)
	}
	if err := mb.Release(ctx, "u2", 5); err != nil {
		t.Fatal(err)
	}
	if held, _ := mb.Held(ctx); len(held) != 1 {
		t.Fatalf("Held after releasing all of u2's = %v", held)
	}
	if f, err := s.Footprint(ctx, "u1"); err != nil || !f.Mail || f.Empty() {
		t.Fatalf("Footprint with quiet hours = %+v, %v; want Mail", f, err)
	}
	if err := s.Forget(ctx, "u1", "former-01"); err != nil {
		t.Fatal(err)
	}
	if got, _ := mb.DMPrefs(ctx, "u1"); got != (session.DMPrefs{}) {
		t.Errorf("DMPrefs after Forget = %+v", got)
	}
	if held, _ := mb.Held(ctx); len(held) != 0 {
		t.Errorf("Held after Forget = %v", held)
	}
	if f, _ := s.Footprint(ctx, "u1"); f.Mail {
		t.Errorf("Footprint after Forget = %+v; want no Mail", f)
	}
	if fresh, _ := mb.Tell(ctx, "u1", "c1", "m1/3"); !fresh {
		t.Error("a turn start told before Forget is still remembered")
	}
	if f, _ := s.Footprint(ctx, "u1"); !f.Mail {
		t.Errorf("Footprint with a turn start told = %+v; want Mail", f)
	}
	if err := mb.SetDMPrefs(ctx, "u1", session.DMPrefs{}); err != nil {
		t.Fatal(err)
	}
}
