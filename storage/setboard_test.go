package storage_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// startedMatch puts a lobby and one move in channel: the match at
// version 2.
func startedMatch(t *testing.T, db *storage.DB, channel string) *session.Match {
	t.Helper()
	m := lobby(channel)
	if err := db.Put(t.Context(), m, nil); err != nil {
		t.Fatal(err)
	}
	m2, step := move(m)
	if err := db.Put(t.Context(), m2, step); err != nil {
		t.Fatal(err)
	}
	return m2
}

// TestSetBoardInPlaceRides: a board, posted anew or edited in place, is
// read at once and recorded with the next commit, and Close commits it
// when none comes.
func TestSetBoardInPlaceRides(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	m := startedMatch(t, db, "c1")
	if err := db.SetBoard(ctx, "c1", m.Version, m.Version, "msg-1"); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.Get(ctx, "c1"); got.BoardMessage != "msg-1" || got.BoardVersion != 2 {
		t.Fatalf("new board: %q at %d, want msg-1 at 2 at once", got.BoardMessage, got.BoardVersion)
	}
	m3, step := move(m)
	if err := db.Put(ctx, m3, step); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBoard(ctx, "c1", m3.Version, m3.Version, "msg-1"); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got, _ := db.Get(ctx, "c1"); got.BoardMessage != "msg-1" || got.BoardVersion != 3 {
		t.Errorf("board edited in place, after Close: %q at %d, want msg-1 at 3", got.BoardMessage, got.BoardVersion)
	}
}

// TestSetBoardRiderNeverUndoes: a record riding with a later commit does
// not bring back an older message, nor apply to a later version.
func TestSetBoardRiderNeverUndoes(t *testing.T) {
	db := openTest(t)
	ctx := t.Context()
	m := startedMatch(t, db, "c1")
	if err := db.SetBoard(ctx, "c1", m.Version, m.Version, "old"); err != nil {
		t.Fatal(err)
	}
	m3, step := move(m)
	m3.BoardMessage, m3.BoardVersion = "old", 2 // as the session read it
	if err := db.Put(ctx, m3, step); err != nil {
		t.Fatal(err)
	}
	// In place at 3, then posted anew at 3: both ride.
	if err := db.SetBoard(ctx, "c1", 3, 3, "old"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBoard(ctx, "c1", 3, 3, "new"); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.Get(ctx, "c1"); got.BoardMessage != "new" {
		t.Fatalf("board %q after it was posted anew, want new", got.BoardMessage)
	}
	// In place at 3 again (rides), then a move to 4 before it commits.
	if err := db.SetBoard(ctx, "c1", 3, 3, "new"); err != nil {
		t.Fatal(err)
	}
	m4, step := move(m3)
	m4.BoardMessage, m4.BoardVersion = "new", 3
	if err := db.Put(ctx, m4, step); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBoard(ctx, "c1", 3, 3, "new"); !errors.Is(err, session.ErrStale) {
		t.Errorf("SetBoard at an old version: %v, want ErrStale", err)
	}
	if err := db.Put(ctx, lobby("c2"), nil); err != nil { // one more commit for the riders
		t.Fatal(err)
	}
	got, err := db.Get(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if got.BoardMessage != "new" || got.Version != 4 || got.BoardVersion != 3 {
		t.Errorf("board %q, version %d, board version %d: want new, 4, 3", got.BoardMessage, got.Version, got.BoardVersion)
	}
}
