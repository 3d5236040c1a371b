package storage_test

import (
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/storage"
)

// TestFinalMessageKept: the message that shows a channel's final board
// is kept across a reopen of the file, and a later record replaces it.
func TestFinalMessageKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	if m, msg, err := db.FinalMessage(ctx, "c1"); err != nil || m != "" || msg != "" {
		t.Fatalf("before any: %q %q %v", m, msg, err)
	}
	for _, msg := range []string{"m1", "m2"} {
		if err := db.SetFinalMessage(ctx, "c1", "c1-1", msg); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if db, err = storage.Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if m, msg, err := db.FinalMessage(ctx, "c1"); err != nil || m != "c1-1" || msg != "m2" {
		t.Fatalf("after reopen: %q %q %v, want c1-1 m2", m, msg, err)
	}
}
