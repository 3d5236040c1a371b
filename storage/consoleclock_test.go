package storage_test

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/storage"
)

// TestConsoleClock: the console's lead over real time reads 0 in a new
// file, reads back what was set after a reopen, refuses a negative lead,
// and a changed byte of the record is ErrCorrupt.
func TestConsoleClock(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "c.db")
	db, err := storage.Open(path, storage.WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	if skip, err := db.ConsoleClock(ctx); err != nil || skip != 0 {
		t.Fatalf("new file: %v, %v", skip, err)
	}
	if err := db.SetConsoleClock(ctx, -time.Hour); err == nil {
		t.Fatal("a negative lead was kept")
	}
	if err := db.SetConsoleClock(ctx, 13*time.Hour); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db = openPath(t, path)
	if skip, err := db.ConsoleClock(ctx); err != nil || skip != 13*time.Hour {
		t.Fatalf("after a reopen: %v, %v", skip, err)
	}
	db.Close()

	raw, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = raw.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("console"))
		v := append([]byte(nil), b.Get([]byte("clock"))...)
		v[len(v)-1] ^= 1
		return b.Put([]byte("clock"), v)
	})
	raw.Close()
	if err != nil {
		t.Fatal(err)
	}
	db = openPath(t, path)
	if _, err := db.ConsoleClock(ctx); !errors.Is(err, storage.ErrCorrupt) {
		t.Fatalf("a changed record read as %v, want ErrCorrupt", err)
	}
}
