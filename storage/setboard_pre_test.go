package storage

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// TestSetBoardEncodedAhead: a board record encoded from the record read
// before the transaction is written when the stored record is still that
// one; when a move came between, the transaction finds the new version
// and refuses (session.ErrStale) instead of writing the old match back.
func TestSetBoardEncodedAhead(t *testing.T) {
	db, m := lobbyInFile(t)
	ctx := t.Context()
	ahead := func(at int64, message string) boardRecord {
		var pre boardRecord
		err := db.view(ctx, func(tx *bbolt.Tx) error {
			v := tx.Bucket(bucketOpen).Get([]byte("c1"))
			got, err := db.decoded.decode("c1", v)
			if err == nil {
				pre, err = encodeBoard("c1", v, got, at, message)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return pre
	}
	set := func(at int64, message string, pre boardRecord) error {
		return db.batch(ctx, func(tx *bbolt.Tx) error { return db.setBoard(tx, "c1", at, at, message, false, pre) })
	}

	if err := set(1, "b1", ahead(1, "b1")); err != nil {
		t.Fatal(err)
	}
	if got, err := db.Get(ctx, "c1"); err != nil || got.BoardMessage != "b1" || got.Version != 1 {
		t.Fatalf("after the board: %+v, %v", got, err)
	}

	stale := ahead(1, "b2")
	m2 := m.Clone()
	m2.Version, m2.BoardMessage = 2, "b1"
	if err := db.Put(ctx, m2, nil); err != nil {
		t.Fatal(err)
	}
	if err := set(1, "b2", stale); !errors.Is(err, session.ErrStale) {
		t.Fatalf("a board of version 1 after a move: %v, want ErrStale", err)
	}
	if got, err := db.Get(ctx, "c1"); err != nil || got.Version != 2 || got.BoardMessage != "b1" {
		t.Fatalf("the move was undone: %+v, %v", got, err)
	}
}

// TestSetBoardAheadOfAnUnstoredRecord: the match cache may hold a record
// that was never stored (its transaction rolled back). A board encoded
// from it ahead of its transaction is refused there (session.ErrStale),
// and a board for the version that is stored is recorded.
func TestSetBoardAheadOfAnUnstoredRecord(t *testing.T) {
	db, m := lobbyInFile(t)
	ctx := t.Context()
	lost := m.Clone()
	lost.Version = 2
	val, err := json.Marshal(lost)
	if err != nil {
		t.Fatal(err)
	}
	db.decoded.keep("c1", seal([]byte("c1"), val), lost)

	if err := db.SetBoard(ctx, "c1", 2, 2, "b2"); !errors.Is(err, session.ErrStale) {
		t.Fatalf("a board of the version never stored: %v, want ErrStale", err)
	}
	if err := db.SetBoard(ctx, "c1", 1, 1, "b1"); err != nil {
		t.Fatalf("a board of the stored version: %v", err)
	}
	if got, err := db.Get(ctx, "c1"); err != nil || got.Version != 1 || got.BoardMessage != "b1" || got.BoardVersion != 1 {
		t.Fatalf("after the boards: %+v, %v", got, err)
	}

	// The same message edited in place rides with the next commit, which
	// finds the stored version and writes nothing.
	lost = m.Clone()
	lost.Version, lost.BoardMessage, lost.BoardVersion = 2, "b1", 1
	if val, err = json.Marshal(lost); err != nil {
		t.Fatal(err)
	}
	db.decoded.keep("c1", seal([]byte("c1"), val), lost)
	if err := db.SetBoard(ctx, "c1", 2, 2, "b1"); err != nil {
		t.Fatalf("an edit in place: %v", err)
	}
	db.commits.flushRiders()
	if got, err := db.Get(ctx, "c1"); err != nil || got.Version != 1 || got.BoardMessage != "b1" || got.BoardVersion != 1 {
		t.Fatalf("after the edit of a version never stored: %+v, %v", got, err)
	}
}

// lobbyInFile opens a database file holding one lobby, match m1 in
// channel c1 at version 1, closed when the test ends.
func lobbyInFile(t *testing.T) (*DB, *session.Match) {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "q.db"), WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	m := &session.Match{ID: "m1", Guild: "g", Channel: "c1", Game: "qwinto", Phase: session.Lobby, Version: 1}
	if err := db.Put(t.Context(), m, nil); err != nil {
		t.Fatal(err)
	}
	return db, m
}
