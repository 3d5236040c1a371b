package storage

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// TestMigrateIndexesDeadlines upgrades a schema-1 file whose open match
// has a Wake: the migrations put it in the deadline and guild indexes,
// and record where its entry sits.
func TestMigrateIndexesDeadlines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	old, err := Open(path, withMigrations(migrations[:1]))
	if err != nil {
		t.Fatal(err)
	}
	wake := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	m := &session.Match{ID: "c1-1", Guild: "g1", Channel: "c1", Game: "qwinto", Phase: session.Playing, Version: 3}
	m.Wake = wake
	v, _ := json.Marshal(m)
	if err := old.bolt.Update(func(tx *bbolt.Tx) error { return putRecord(tx, bucketOpen, "c1", v) }); err != nil {
		t.Fatal(err)
	}
	old.Close()

	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	due, err := db.Due(t.Context(), session.Forever, 0)
	if err != nil || len(due) != 1 || due[0].Channel != "c1" || !due[0].At.Equal(wake) {
		t.Fatalf("Due after the migration = %+v, %v", due, err)
	}
	var at time.Time
	if err := db.bolt.View(func(tx *bbolt.Tx) (err error) { at, err = entryAt(tx, "c1"); return err }); err != nil || !at.Equal(wake) {
		t.Fatalf("where c1's entry sits after the migration: %v, %v; want %v", at, err, wake)
	}
	if open, err := db.OpenIn(t.Context(), "g1"); err != nil || len(open) != 1 {
		t.Fatalf("OpenIn after the migration = %d matches, %v", len(open), err)
	}
	if n, _ := db.Notify(t.Context(), "u1"); n {
		t.Fatal("a user is notified by default")
	}
}
