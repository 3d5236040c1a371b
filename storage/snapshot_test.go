package storage_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestSnapshot: a snapshot holds what was committed when it was taken,
// leaves no file in the database's directory, and does not keep later
// writes out.
func TestSnapshot(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := storage.Open(filepath.Join(dir, "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Put(ctx, lobby("c1"), nil); err != nil {
		t.Fatal(err)
	}
	f, err := db.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if files, _ := os.ReadDir(dir); len(files) != 1 {
		t.Fatalf("the directory holds %d files, want the database only", len(files))
	}
	if err := db.Put(ctx, lobby("c2"), nil); err != nil {
		t.Fatal(err)
	}
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	out, err := os.Create(copyPath)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, f); err != nil {
		t.Fatal(err)
	}
	out.Close()
	cp, err := storage.Open(copyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	if _, err := cp.Get(ctx, "c1"); err != nil {
		t.Errorf("the snapshot lacks c1: %v", err)
	}
	if _, err := cp.Get(ctx, "c2"); err != session.ErrNoMatch {
		t.Errorf("the snapshot holds c2, written after it: %v", err)
	}
}
