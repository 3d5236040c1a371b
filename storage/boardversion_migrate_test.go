package storage

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"go.etcd.io/bbolt"
)

// TestMigrateBoardVersions: open matches written before BoardVersion
// existed are taken as drawn at their version, so a first start after the
// upgrade redraws nothing; a match without a board stays without one.
func TestMigrateBoardVersions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	old, err := Open(path, withMigrations(migrations[:4]))
	if err != nil {
		t.Fatal(err)
	}
	boarded := &session.Match{ID: "m1", Guild: "g", Channel: "c1", Game: "qwinto", Phase: session.Playing, Version: 7, BoardMessage: "b1"}
	bare := &session.Match{ID: "m2", Guild: "g", Channel: "c2", Game: "qwinto", Phase: session.Lobby, Version: 1}
	err = old.bolt.Update(func(tx *bbolt.Tx) error {
		for _, m := range []*session.Match{boarded, bare} {
			v, _ := json.Marshal(m)
			if err := putRecord(tx, bucketOpen, m.Channel, v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	old.Close()

	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if v, _ := db.Schema(context.Background()); v != SchemaVersion() || v < 5 {
		t.Fatalf("schema %d", v)
	}
	m, err := db.Get(context.Background(), "c1")
	if err != nil || m.BoardVersion != 7 || m.BoardMessage != "b1" || m.Version != 7 {
		t.Fatalf("boarded match after the migration: %+v, %v", m, err)
	}
	m, err = db.Get(context.Background(), "c2")
	if err != nil || m.BoardVersion != 0 || m.BoardMessage != "" {
		t.Fatalf("match without a board after the migration: %+v, %v", m, err)
	}
}
