package storetest

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// testForget checks session.Forgetter: the deletion is queued once with
// its first label; Forget puts the label in place of the user in the
// ended match, its log, the open lobby the user hosts, the records and the
// standings, removes the notification choice and the queue entry, leaves
// the other player as they were, and changes nothing the second time.
func testForget(t *testing.T, s session.Store) {
	ctx := t.Context()
	m := newMatch("c1")
	m.Players[1] = session.Player{User: "user-2", Name: "Bea"}
	mustPut(t, s, m, stepFor(m, 1))
	p := next(m, session.Playing)
	mustPut(t, s, p, stepFor(p, 2))
	done := next(p, session.Finished)
	mustPut(t, s, done, nil)
	lobby := newMatch("c2")
	mustPut(t, s, lobby, nil)
	settings, hasSettings := s.(session.Settings)
	if hasSettings {
		if err := settings.SetNotify(ctx, "user-1", true); err != nil {
			t.Fatal(err)
		}
	}
	f, err := s.Footprint(ctx, "user-1")
	if err != nil || f.Open != 1 || f.Notify != hasSettings || f.Empty() {
		t.Fatalf("Footprint before = %+v, %v; want one open match", f, err)
	}

	const label = "former-00aa"
	if got, err := s.QueueForget(ctx, "user-1", label); err != nil || got != label {
		t.Fatalf("QueueForget = %q, %v; want %q", got, err, label)
	}
	if got, err := s.QueueForget(ctx, "user-1", "former-00bb"); err != nil || got != label {
		t.Errorf("QueueForget again = %q, %v; want the first label %q", got, err, label)
	}
	if q, err := s.QueuedForgets(ctx); err != nil || q["user-1"] != label || len(q) != 1 {
		t.Errorf("QueuedForgets = %v, %v", q, err)
	}
	if f, _ := s.Footprint(ctx, "user-1"); !f.Pending {
		t.Errorf("Footprint while queued = %+v; want Pending", f)
	}
	for range 2 {
		if err := s.Forget(ctx, "user-1", label); err != nil {
			t.Fatal(err)
		}
		got, err := s.Archived(ctx, done.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Host != label || got.Players[0].User != label || got.Players[0].Name != session.FormerName || got.Players[1] != done.Players[1] {
			t.Errorf("archived match after Forget: host %s, %+v", got.Host, got.Players)
		}
		steps, err := s.Log(ctx, done.ID)
		if err != nil || len(steps) != 2 || steps[0].User != label || steps[1].User != label {
			t.Errorf("log after Forget = %+v, %v", steps, err)
		}
		open, err := s.Get(ctx, "c2")
		if err != nil || open.Host != label || open.Players[0].User != label || open.Version != lobby.Version {
			t.Errorf("open match after Forget = %+v, %v; want the label, same version", open, err)
		}
		if f, err := s.Footprint(ctx, "user-1"); err != nil || !f.Empty() {
			t.Errorf("Footprint after = %+v, %v; want empty", f, err)
		}
		if q, _ := s.QueuedForgets(ctx); len(q) != 0 {
			t.Errorf("QueuedForgets after = %v", q)
		}
		if hasSettings {
			if on, _ := settings.Notify(ctx, "user-1"); on {
				t.Error("the notification choice survived")
			}
		}
		st, ok := s.(session.Stats)
		if !ok {
			continue
		}
		recs, err := st.Records(ctx, "guild-1", "", label, 10)
		if err != nil || len(recs) != 1 || recs[0].Seats[0].User != label || recs[0].Seats[0].Name != session.FormerName || recs[0].Seats[1].User != "user-2" {
			t.Errorf("Records(label) = %+v, %v", recs, err)
		}
		if old, _ := st.Records(ctx, "guild-1", "", "user-1", 10); len(old) != 0 {
			t.Errorf("Records(user-1) after = %+v", old)
		}
		mine, err := st.PlayerStats(ctx, "guild-1", label)
		if err != nil || len(mine) != 1 || mine[0].Games != 1 || mine[0].Wins != 1 || mine[0].Name != session.FormerName {
			t.Errorf("PlayerStats(label) = %+v, %v", mine, err)
		}
		bea, err := st.PlayerStats(ctx, "guild-1", "user-2")
		if err != nil || len(bea) != 1 || bea[0].Games != 1 || bea[0].Name != "Bea" {
			t.Errorf("PlayerStats(user-2) = %+v, %v", bea, err)
		}
	}
}
