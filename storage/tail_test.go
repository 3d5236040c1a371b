package storage

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// tailMatch returns a lobby of channel c1 whose id is id.
func tailMatch(id string) *session.Match {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	return &session.Match{ID: id, Guild: "g", Channel: "c1", Game: "qwinto", Phase: session.Lobby, Version: 1, Created: t0, Updated: t0}
}

// nextStep returns m one version on, in phase, with its step.
func nextStep(m *session.Match, phase session.Phase) (*session.Match, *session.Step) {
	c := m.Clone()
	c.Version++
	c.Phase = phase
	c.Updated = c.Updated.Add(time.Minute)
	return c, &session.Step{Version: c.Version, User: "u1", Move: games.Move("write red " + strings.Repeat("7", int(c.Version%5))),
		Draws: []games.Draw{{N: 6, Value: 1}, {N: 6, Value: 4}}, At: c.Updated}
}

// tailDB opens a new file that does not sync, closed at the end of the
// test.
func tailDB(t *testing.T) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "q.db"), WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// putLobby stores the lobby tailMatch(id) and returns it.
func putLobby(t *testing.T, db *DB, id string) *session.Match {
	t.Helper()
	m := tailMatch(id)
	if err := db.Put(t.Context(), m, nil); err != nil {
		t.Fatal(err)
	}
	return m
}

// putNext stores m one version on, in phase, with its step, and returns
// it.
func putNext(t *testing.T, db *DB, m *session.Match, phase session.Phase) *session.Match {
	t.Helper()
	m, s := nextStep(m, phase)
	if err := db.Put(t.Context(), m, s); err != nil {
		t.Fatal(err)
	}
	return m
}

// bucketSteps counts the steps in the log bucket of match id.
func bucketSteps(t *testing.T, db *DB, id string) int {
	t.Helper()
	n := 0
	err := db.bolt.View(func(tx *bbolt.Tx) error {
		if b := tx.Bucket(bucketLogs).Bucket([]byte(id)); b != nil {
			n = b.Stats().KeyN
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// checkLog fails unless the log of id is the steps of versions 2..last.
func checkLog(t *testing.T, db *DB, id string, last int64) {
	t.Helper()
	steps, err := db.Log(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(steps)) != last-1 {
		t.Fatalf("log of %s has %d steps, want %d", id, len(steps), last-1)
	}
	for i, s := range steps {
		if s.Version != int64(i)+2 {
			t.Fatalf("log of %s: step %d is of version %d, want %d", id, i, s.Version, i+2)
		}
	}
}

// TestStepsRideInTheRecord: a match's steps stay in its record until they
// pass tailBudget, then all go to its log bucket; the log reads whole at
// every version and after a reopen, and a match that ends leaves every
// step in its bucket.
func TestStepsRideInTheRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	m := putLobby(t, db, "c1-abc")
	flushed := false
	for m.Version < 40 {
		m = putNext(t, db, m, session.Playing)
		checkLog(t, db, m.ID, m.Version)
		n := bucketSteps(t, db, m.ID)
		if !flushed && n > 0 {
			flushed = true
			if n < 5 {
				t.Fatalf("the first flush moved %d steps; want the whole tail", n)
			}
		}
		if !flushed && n != 0 {
			t.Fatalf("version %d: %d steps in the bucket before the tail filled", m.Version, n)
		}
	}
	if !flushed || bucketSteps(t, db, m.ID) == int(m.Version-1) {
		t.Fatalf("after 39 steps: flushed %v, %d in the bucket; want a flush and a tail", flushed, bucketSteps(t, db, m.ID))
	}
	db.Close()
	if db, err = Open(path, WithoutSyncForTests()); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	checkLog(t, db, m.ID, m.Version)
	m = putNext(t, db, m, session.Finished)
	if n := bucketSteps(t, db, m.ID); n != int(m.Version-1) {
		t.Fatalf("ended: %d steps in the bucket, want %d", n, m.Version-1)
	}
	checkLog(t, db, m.ID, m.Version)
}

// TestStepsOfAnIDNotNamingItsChannel: a match whose id does not say its
// channel keeps every step in its log bucket, where readers find them.
func TestStepsOfAnIDNotNamingItsChannel(t *testing.T) {
	db := tailDB(t)
	m := putLobby(t, db, "m1")
	for m.Version < 4 {
		m = putNext(t, db, m, session.Playing)
	}
	if n := bucketSteps(t, db, "m1"); n != 3 {
		t.Fatalf("%d steps in the bucket, want 3", n)
	}
	checkLog(t, db, "m1", 4)
}

// TestBoardKeepsTheTail: a board stored by its rider rewrites the record
// with the steps it holds.
func TestBoardKeepsTheTail(t *testing.T) {
	db := tailDB(t)
	ctx := t.Context()
	m := putNext(t, db, putLobby(t, db, "c1-abc"), session.Playing)
	for i, msg := range []string{"b1", "b2"} { // the first is stored at once, the second by a rider
		if err := db.SetBoard(ctx, "c1", m.Version, m.Version, msg); err != nil {
			t.Fatal(i, err)
		}
	}
	if err := db.commits.do(func(*bbolt.Tx) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if msg, _, _ := storedBoard(t, db, "c1"); msg != "b2" {
		t.Fatalf("stored board %q, want b2", msg)
	}
	if n := bucketSteps(t, db, m.ID); n != 0 {
		t.Fatalf("%d steps in the bucket, want the one in the record", n)
	}
	checkLog(t, db, m.ID, m.Version)
}

// TestVerifyReadsTheTail: a step of a record's tail that does not decode
// is a problem Verify names.
func TestVerifyReadsTheTail(t *testing.T) {
	db := tailDB(t)
	ctx := t.Context()
	putNext(t, db, putLobby(t, db, "c1-abc"), session.Playing)
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		p, err := openSealed([]byte("c1"), tx.Bucket(bucketOpen).Get([]byte("c1")))
		if err != nil {
			return err
		}
		i := len(p) - len(recordTail(p)) - 2
		broken := append(append([]byte{}, p[:i]...), `{"version":"two"}]}`...)
		return putRecord(tx, bucketOpen, "c1", broken)
	})
	if err != nil {
		t.Fatal(err)
	}
	ps, err := db.Verify(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if strings.HasPrefix(p.Where, "log tail of c1-abc") && errors.Is(p.Err, ErrCorrupt) {
			return
		}
	}
	t.Fatalf("Verify = %v; want the tail of c1-abc named", ps)
}

// TestTailSteps: a tail splits at the commas between its steps, not at
// those inside them, and one that is not whole objects is refused.
func TestTailSteps(t *testing.T) {
	tests := []struct {
		tail string
		want []string // nil: refused
	}{
		{``, []string{}},
		{`{"a":1}`, []string{`{"a":1}`}},
		{`{"a":[1,2],"b":{"c":","}},{"m":"x\",{y"},{}`, []string{`{"a":[1,2],"b":{"c":","}}`, `{"m":"x\",{y"}`, `{}`}},
		{`{"m":"\\"},{"n":2}`, []string{`{"m":"\\"}`, `{"n":2}`}},
		{`{"a":1},`, nil},
		{`{"a":1`, nil},
		{`{"a":1}}`, nil},
		{`{"a":"1}`, nil},
		{`1,2`, nil},
	}
	for _, tt := range tests {
		got, err := tailSteps("m", []byte(tt.tail))
		if tt.want == nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Errorf("tailSteps(%s) = %q, %v; want ErrCorrupt", tt.tail, got, err)
			}
			continue
		}
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("tailSteps(%s) = %q, %v; want %q", tt.tail, got, err, tt.want)
			continue
		}
		for i := range got {
			if string(got[i]) != tt.want[i] {
				t.Errorf("tailSteps(%s)[%d] = %s, want %s", tt.tail, i, got[i], tt.want[i])
			}
		}
	}
}

// FuzzTailSteps: whatever a tail holds, tailSteps neither panics nor
// returns a step that is not a piece of it between commas.
func FuzzTailSteps(f *testing.F) {
	f.Add([]byte(`{"a":[1,2]},{"m":"x\",{y"}`))
	f.Fuzz(func(t *testing.T, tail []byte) {
		steps, err := tailSteps("m", tail)
		if err != nil {
			return
		}
		n := 0
		for _, s := range steps {
			n += len(s)
		}
		if len(steps) > 0 && n+len(steps)-1 != len(tail) {
			t.Fatalf("steps %q do not make up %q", steps, tail)
		}
	})
}

// TestNoMatchFieldLooksLikeATail: the tail's key is one no match field
// encodes or decodes (encoding/json matches keys without regard to case),
// so a match's own fields are never taken for its tail, nor the tail for
// one of them.
func TestNoMatchFieldLooksLikeATail(t *testing.T) {
	var fields []string
	for f := range reflect.TypeFor[session.Match]().Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		fields = append(fields, name)
		if strings.EqualFold(name, "log_tail") {
			t.Fatalf("session.Match field %s is log_tail in JSON", f.Name)
		}
	}
	if len(fields) < 10 {
		t.Fatalf("read %d fields of session.Match: %v", len(fields), fields)
	}
}
