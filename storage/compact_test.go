package storage_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestCompactToShrinksAndKeepsEveryRecord: after many matches come and go,
// the compacted copy is smaller, holds the same matches, and refuses to
// overwrite the database itself.
func TestCompactToShrinksAndKeepsEveryRecord(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "q.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	mg := session.NewManager(db)
	for i := range 300 {
		ch := "c" + string(rune('a'+i%26)) + string(rune('a'+i/26))
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: "qwinto", Host: session.Player{User: "u", Name: "U"}}); err != nil {
			t.Fatal(err)
		}
		if i%10 != 0 {
			if _, err := mg.Cancel(ctx, ch, "u", true); err != nil {
				t.Fatal(err)
			}
		}
	}
	out := filepath.Join(dir, "compact.db")
	if _, _, err := db.CompactTo(path); err == nil {
		t.Fatal("compacting onto the database itself was not refused")
	}
	before, after, err := db.CompactTo(out)
	if err != nil {
		t.Fatal(err)
	}
	if after <= 0 || after >= before {
		t.Errorf("compacted %d bytes into %d", before, after)
	}
	st, err := os.Stat(out)
	if err != nil || st.Mode().Perm() != 0o600 || st.Size() != after {
		t.Fatalf("the copy: %v %v", st, err)
	}
	db.Close()
	c, err := storage.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	open := 0
	for i := range 300 {
		ch := "c" + string(rune('a'+i%26)) + string(rune('a'+i/26))
		if _, err := c.Get(ctx, ch); err == nil {
			open++
		}
	}
	if open != 30 {
		t.Errorf("%d open matches in the copy, want 30", open)
	}
	if problems, err := c.Verify(ctx); err != nil || len(problems) != 0 {
		t.Errorf("the copy verifies with %v, %v", problems, err)
	}
}
