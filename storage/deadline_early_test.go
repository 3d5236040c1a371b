package storage

import (
	"encoding/binary"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// entries returns the deadline index as channel@hours after t0, and
// where bucketDeadlineAt says each channel's entry sits.
func entries(t *testing.T, db *DB, t0 time.Time) (idx, where map[string]time.Duration) {
	t.Helper()
	idx, where = map[string]time.Duration{}, map[string]time.Duration{}
	err := db.bolt.View(func(tx *bbolt.Tx) error {
		tx.Bucket(bucketDeadlines).ForEach(func(k, _ []byte) error {
			idx[string(k[8:])] = time.Unix(0, int64(binary.BigEndian.Uint64(k))).Sub(t0)
			return nil
		})
		return tx.Bucket(bucketDeadlineAt).ForEach(func(k, v []byte) error {
			where[string(k)] = time.Unix(0, int64(binary.BigEndian.Uint64(v))).Sub(t0)
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return idx, where
}

// TestDeadlineEntrySitsEarly: a move that puts the deadline later leaves
// the entry where it was; one that brings it earlier moves it; Due walks
// past an early entry, returns only what is due at its match's Wake, and
// moves the entry there; the end of the match removes it.
func TestDeadlineEntrySitsEarly(t *testing.T) {
	db := tailDB(t)
	ctx := t.Context()
	m := putLobby(t, db, "c1-abc")
	t0 := m.Created
	h := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Hour) }
	want := func(what string, at time.Duration) {
		t.Helper()
		idx, where := entries(t, db, t0)
		if len(idx) != 1 || idx["c1"] != at || len(where) != 1 || where["c1"] != at {
			t.Fatalf("%s: index %v, where %v; want c1 at %v in both", what, idx, where, at)
		}
	}
	put := func(wake time.Time, phase session.Phase) {
		t.Helper()
		var s *session.Step
		m, s = nextStep(m, phase)
		m.Wake = wake
		if err := db.Put(ctx, m, s); err != nil {
			t.Fatal(err)
		}
	}
	put(h(10), session.Playing)
	want("a first deadline", 10*time.Hour)
	put(h(20), session.Playing)
	want("a later deadline", 10*time.Hour)
	put(h(15), session.Playing)
	want("an earlier one, still after the entry", 10*time.Hour)
	if ds, err := db.Due(ctx, h(12), 0); err != nil || len(ds) != 0 {
		t.Fatalf("Due(+12h) = %v, %v; want none: the match wakes at +15h", ds, err)
	}
	want("Due passed the early entry", 15*time.Hour)
	put(h(5), session.Playing)
	want("a deadline before the entry", 5*time.Hour)
	if ds, err := db.Due(ctx, h(100), 0); err != nil || len(ds) != 1 || !ds[0].At.Equal(h(5)) {
		t.Fatalf("Due(+100h) = %v, %v; want c1 at +5h", ds, err)
	}
	put(h(30), session.Playing)
	put(time.Time{}, session.Playing)
	if idx, where := entries(t, db, t0); len(idx)+len(where) != 0 {
		t.Fatalf("no deadline: index %v, where %v; want none", idx, where)
	}
	put(h(40), session.Playing)
	put(h(50), session.Finished)
	if idx, where := entries(t, db, t0); len(idx)+len(where) != 0 {
		t.Fatalf("match ended: index %v, where %v; want none", idx, where)
	}
}

// TestDueReturnsWhatIsDueAmongEarlyEntries: Due's limit counts the
// entries it returns, not the early ones it moved on the way.
func TestDueReturnsWhatIsDueAmongEarlyEntries(t *testing.T) {
	db := tailDB(t)
	ctx := t.Context()
	t0 := tailMatch("x").Created
	h := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Hour) }
	for i, ch := range []string{"c1", "c2", "c3", "c4"} {
		m := tailMatch(ch + "-abc")
		m.Channel = ch
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
		m, s := nextStep(m, session.Playing)
		m.Wake = h(i + 1)
		if err := db.Put(ctx, m, s); err != nil {
			t.Fatal(err)
		}
		if i < 2 { // c1 and c2 move on: their entries stay early
			m, s = nextStep(m, session.Playing)
			m.Wake = h(50 + i)
			if err := db.Put(ctx, m, s); err != nil {
				t.Fatal(err)
			}
		}
	}
	ds, err := db.Due(ctx, h(100), 2)
	if err != nil || len(ds) != 2 || ds[0].Channel != "c3" || ds[1].Channel != "c4" {
		t.Fatalf("Due(+100h, 2) = %v, %v; want c3 and c4", ds, err)
	}
	ds, err = db.Due(ctx, h(100), 0)
	if err != nil || len(ds) != 4 || ds[2].Channel != "c1" || !ds[2].At.Equal(h(50)) {
		t.Fatalf("Due(+100h) = %v, %v; want c3, c4, c1 at +50h, c2", ds, err)
	}
}

// TestDueUntilTheZeroTime: nothing is due at the zero time (the health
// check's read), whatever the index holds, and Due writes nothing then.
func TestDueUntilTheZeroTime(t *testing.T) {
	db := tailDB(t)
	ctx := t.Context()
	m := putLobby(t, db, "c1-abc")
	m, s := nextStep(m, session.Playing)
	m.Wake = m.Created.Add(time.Hour)
	if err := db.Put(ctx, m, s); err != nil {
		t.Fatal(err)
	}
	m, s = nextStep(m, session.Playing)
	m.Wake = m.Created.Add(2 * time.Hour) // the entry stays early
	if err := db.Put(ctx, m, s); err != nil {
		t.Fatal(err)
	}
	commits, _ := db.Written()
	if ds, err := db.Due(ctx, time.Time{}, 1); err != nil || len(ds) != 0 {
		t.Fatalf("Due(zero time) = %v, %v; want nothing", ds, err)
	}
	if c, _ := db.Written(); c != commits {
		t.Fatalf("Due(zero time) committed %d times", c-commits)
	}
}
