package storage

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// TestMigrateRecordParents upgrades a schema-9 file whose records name no
// parent: a thread's match is then listed in its parent channel's
// history as well as its thread's, a channel's own match stays where it
// was, and a record whose match is gone is marked of unknown parent and
// listed in its own channel only. The record index agrees with the
// records after it.
func TestMigrateRecordParents(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	old, err := Open(path, withMigrations(migrations[:9]))
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	record := func(id, channel string, when time.Time) session.Record {
		return session.Record{Match: id, Guild: "g", Channel: channel, Game: "qwinto", At: when,
			Seats: []session.SeatRecord{{User: "u1", Name: "Ann", Place: 1}}}
	}
	threaded := &session.Match{ID: "m1", Guild: "g", Channel: "t1", Game: "qwinto", Phase: session.Cancelled,
		Updated: at, Thread: session.ThreadInfo{Parent: "c"}}
	own := &session.Match{ID: "m2", Guild: "g", Channel: "c", Game: "qwinto", Phase: session.Cancelled, Updated: at.Add(time.Hour)}
	err = old.bolt.Update(func(tx *bbolt.Tx) error {
		for _, m := range []*session.Match{threaded, own} {
			v, _ := json.Marshal(m)
			if err := putRecord(tx, bucketArchive, m.ID, v); err != nil {
				return err
			}
			if err := putMatchRecord(tx, record(m.ID, m.Channel, m.Updated)); err != nil {
				return err
			}
		}
		// m3's archived match is gone: its thread, if any, is unknown.
		return putMatchRecord(tx, record("m3", "t3", at.Add(2*time.Hour)))
	})
	if err != nil {
		t.Fatal(err)
	}
	if recs, _ := old.Records(t.Context(), "g", "c", "", 10); len(recs) != 1 {
		t.Fatalf("before the migration, channel c lists %d matches; the test expects its own one", len(recs))
	}
	old.Close()

	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ids := func(channel string) []string {
		recs, err := db.Records(t.Context(), "g", channel, "", 10)
		if err != nil {
			t.Fatalf("Records(%s): %v", channel, err)
		}
		var out []string
		for _, r := range recs {
			out = append(out, r.Match+"@"+r.Channel+"<"+r.Parent)
		}
		return out
	}
	if got, want := ids("c"), []string{"m2@c<", "m1@t1<c"}; !slices.Equal(got, want) {
		t.Errorf("channel c lists %v, want %v", got, want)
	}
	if got, want := ids("t1"), []string{"m1@t1<c"}; !slices.Equal(got, want) {
		t.Errorf("thread t1 lists %v, want %v", got, want)
	}
	if got, want := ids("t3"), []string{"m3@t3<" + session.UnknownParent}; !slices.Equal(got, want) {
		t.Errorf("thread t3 lists %v, want %v", got, want)
	}
	ps, err := db.Verify(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if strings.Contains(p.Where, "record_index") {
			t.Errorf("after the migration: %s", p)
		}
	}
}
