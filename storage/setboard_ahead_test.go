package storage

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// storedBoard returns the board fields of the channel's open record as
// the file holds it, past the match cache and the boards ahead.
func storedBoard(t *testing.T, db *DB, channel string) (message string, drawn, version int64) {
	t.Helper()
	err := db.bolt.View(func(tx *bbolt.Tx) error {
		m, err := decodeMatch([]byte(channel), tx.Bucket(bucketOpen).Get([]byte(channel)), channel)
		if err == nil && m != nil {
			message, drawn, version = m.BoardMessage, m.BoardVersion, m.Version
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return message, drawn, version
}

// TestSetBoardReadAtOnceStoredLater: a match's first board is stored
// when SetBoard returns; a later one is read at once, and stored by the
// next commit, not before; then it is no longer held ahead.
func TestSetBoardReadAtOnceStoredLater(t *testing.T) {
	db, _ := lobbyInFile(t)
	ctx := t.Context()
	if err := db.SetBoard(ctx, "c1", 1, 1, "b0"); err != nil {
		t.Fatal(err)
	}
	if msg, _, _ := storedBoard(t, db, "c1"); msg != "b0" {
		t.Fatalf("the first board stored as %q when SetBoard returned, want b0", msg)
	}
	if err := db.SetBoard(ctx, "c1", 1, 1, "b1"); err != nil {
		t.Fatal(err)
	}
	if got, err := db.Get(ctx, "c1"); err != nil || got.BoardMessage != "b1" || got.BoardVersion != 1 {
		t.Fatalf("Get after SetBoard: %+v, %v; want b1 at 1", got, err)
	}
	if open, err := db.OpenMatches(ctx); err != nil || len(open) != 1 || open[0].BoardMessage != "b1" {
		t.Fatalf("OpenMatches after SetBoard: %v, %v; want b1", open, err)
	}
	if msg, _, _ := storedBoard(t, db, "c1"); msg != "b0" {
		t.Fatalf("the second board stored before any commit: %q", msg)
	}
	db.commits.flushRiders()
	if msg, drawn, _ := storedBoard(t, db, "c1"); msg != "b1" || drawn != 1 {
		t.Fatalf("stored after the commit: %q at %d, want b1 at 1", msg, drawn)
	}
	if b := db.ahead.get("c1"); b != nil {
		t.Errorf("board still held ahead after its commit: %+v", b)
	}
}

// TestPutCarriesTheBoardAhead: the next Put stores the board ahead in its
// own record, even from a match read before the board; its rider then
// writes nothing, and a rider of an older board does not bring it back.
func TestPutCarriesTheBoardAhead(t *testing.T) {
	db, m := lobbyInFile(t)
	ctx := t.Context()
	m = firstBoard(t, db, m)
	if err := db.SetBoard(ctx, "c1", 1, 1, "old"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBoard(ctx, "c1", 1, 1, "new"); err != nil {
		t.Fatal(err)
	}
	m2 := m.Clone() // read before the boards: the first one
	m2.Version = 2
	if err := db.Put(ctx, m2, nil); err != nil {
		t.Fatal(err)
	}
	if m2.BoardMessage != "b0" {
		t.Errorf("Put changed the caller's match: board %q", m2.BoardMessage)
	}
	msg, drawn, version := storedBoard(t, db, "c1")
	if msg != "new" || drawn != 1 || version != 2 {
		t.Fatalf("stored by the Put: %q at %d, version %d; want new at 1, version 2", msg, drawn, version)
	}
	var before []byte
	read := func() []byte {
		var v []byte
		if err := db.bolt.View(func(tx *bbolt.Tx) error {
			v = append([]byte(nil), tx.Bucket(bucketOpen).Get([]byte("c1"))...)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return v
	}
	before = read()
	db.commits.flushRiders()
	if string(read()) != string(before) {
		t.Error("a rider rewrote the record the Put had stored")
	}
	if got, err := db.Get(ctx, "c1"); err != nil || got.BoardMessage != "new" || got.Version != 2 {
		t.Errorf("Get after the riders: %+v, %v; want new at version 2", got, err)
	}
}

// TestBoardAheadOfAnotherMatch: a board held ahead for a match that has
// left the channel does not show on the next match there; the archived
// match keeps the board its last Put carried.
func TestBoardAheadOfAnotherMatch(t *testing.T) {
	db, m := lobbyInFile(t)
	ctx := t.Context()
	m = firstBoard(t, db, m)
	if err := db.SetBoard(ctx, "c1", 1, 1, "b1"); err != nil {
		t.Fatal(err)
	}
	done := m.Clone()
	done.Version, done.Phase = 2, session.Cancelled
	if err := db.Put(ctx, done, nil); err != nil {
		t.Fatal(err)
	}
	next := &session.Match{ID: "m2", Guild: "g", Channel: "c1", Game: "qwinto", Phase: session.Lobby, Version: 1}
	if err := db.Put(ctx, next, nil); err != nil {
		t.Fatal(err)
	}
	db.commits.flushRiders()
	if got, err := db.Get(ctx, "c1"); err != nil || got.ID != "m2" || got.BoardMessage != "" {
		t.Errorf("the next match: %+v, %v; want m2 with no board", got, err)
	}
	if got, err := db.Archived(ctx, "m1"); err != nil || got.BoardMessage != "b1" {
		t.Errorf("the archived match: %+v, %v; want board b1", got, err)
	}
}

// TestBoardAheadSurvivesAFailedCommit: when the rider's commit fails, the
// board stays held ahead (reads see it), and the match's next Put
// stores it.
func TestBoardAheadSurvivesAFailedCommit(t *testing.T) {
	db, m := lobbyInFile(t)
	ctx := t.Context()
	m = firstBoard(t, db, m)
	fail := true
	db.commits.update = func(fn func(*bbolt.Tx) error) error {
		if fail {
			return errors.New("no space left on device")
		}
		return db.bolt.Update(fn)
	}
	if err := db.SetBoard(ctx, "c1", 1, 1, "b1"); err != nil {
		t.Fatal(err)
	}
	db.commits.flushRiders()
	fail = false
	if got, err := db.Get(ctx, "c1"); err != nil || got.BoardMessage != "b1" {
		t.Fatalf("Get after the failed commit: %+v, %v; want b1", got, err)
	}
	m2 := m.Clone()
	m2.Version = 2
	if err := db.Put(ctx, m2, nil); err != nil {
		t.Fatal(err)
	}
	if msg, _, _ := storedBoard(t, db, "c1"); msg != "b1" {
		t.Errorf("stored by the next Put: %q, want b1", msg)
	}
}

// TestSetBoardOfAnUnstoredRecord: the match cache may hold a record that
// was never stored (its transaction rolled back). A board of its version
// is refused (session.ErrStale); a board of the stored version is
// recorded.
func TestSetBoardOfAnUnstoredRecord(t *testing.T) {
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
	db.commits.flushRiders()
	if msg, drawn, version := storedBoard(t, db, "c1"); msg != "b1" || drawn != 1 || version != 1 {
		t.Fatalf("stored: %q at %d, version %d; want b1 at 1, version 1", msg, drawn, version)
	}
}

// firstBoard records board b0 as the first board of m, the lobby of
// lobbyInFile, and returns m as read after it.
func firstBoard(t *testing.T, db *DB, m *session.Match) *session.Match {
	t.Helper()
	if err := db.SetBoard(t.Context(), m.Channel, m.Version, m.Version, "b0"); err != nil {
		t.Fatal(err)
	}
	m = m.Clone()
	m.BoardMessage, m.BoardVersion = "b0", m.Version
	return m
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
