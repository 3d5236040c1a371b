package storage_test

import (
	"maps"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// endMatch puts the match of channel, opened as id, through to phase.
func endMatch(t *testing.T, db *storage.DB, channel, id string, phase session.Phase) {
	t.Helper()
	m := &session.Match{ID: id, Guild: "g1", Channel: channel, Game: "qwinto", Phase: session.Lobby, Version: 1, Created: t0, Updated: t0}
	if err := db.Put(t.Context(), m, nil); err != nil {
		t.Fatal(err)
	}
	m = m.Clone()
	m.Version, m.Phase = 2, phase
	if err := db.Put(t.Context(), m, nil); err != nil {
		t.Fatal(err)
	}
}

// TestFinalsOwed: the end of a finished match owes its channel's final
// board, kept across a reopen of the file until FinalPosted names that
// match; a later match's end replaces it; a cancelled match owes none.
func TestFinalsOwed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	if owed, err := db.OwedFinals(ctx); err != nil || len(owed) != 0 {
		t.Fatalf("a new file owes %v (%v)", owed, err)
	}
	endMatch(t, db, "c1", "c1-1", session.Finished)
	endMatch(t, db, "c1", "c1-2", session.Finished)
	endMatch(t, db, "c2", "c2-1", session.Finished)
	endMatch(t, db, "c3", "c3-1", session.Cancelled)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if db, err = storage.Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	want := map[string]string{"c1": "c1-2", "c2": "c2-1"}
	if owed, err := db.OwedFinals(ctx); err != nil || !maps.Equal(owed, want) {
		t.Fatalf("owed after a reopen: %v (%v), want %v", owed, err, want)
	}
	// The older match's board does not pay the newer one's.
	if err := db.FinalPosted(ctx, "c1", "c1-1"); err != nil {
		t.Fatal(err)
	}
	if err := db.FinalPosted(ctx, "c2", "c2-1"); err != nil {
		t.Fatal(err)
	}
	if err := db.FinalPosted(ctx, "c9", "c9-1"); err != nil {
		t.Fatal(err)
	}
	want = map[string]string{"c1": "c1-2"}
	if owed, err := db.OwedFinals(ctx); err != nil || !maps.Equal(owed, want) {
		t.Fatalf("owed after the posts: %v (%v), want %v", owed, err, want)
	}
}
