package storage_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestPutBatchMixed puts moves of many channels at once, so that most
// share transactions, with a stale move among them for every third
// channel: each stale move fails alone with
// session.ErrStale, every other move is committed once (one log step, not
// one per retry), and all of it is on the file after a reopen.
func TestPutBatchMixed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path, storage.WithMaxBatch(1000))
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	const channels = 60
	var moved []*session.Match
	for i := range channels {
		m := lobby(fmt.Sprintf("c%d", i))
		if err := db.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
		moved = append(moved, m)
	}
	errs := make([]error, 2*channels)
	var wg sync.WaitGroup
	for i, m := range moved {
		next, step := move(m)
		wg.Go(func() { errs[2*i] = db.Put(ctx, next, step) })
		if i%3 == 0 {
			stale := m.Clone()
			stale.Version = 7 // not the stored version + 1
			_, st := move(stale)
			wg.Go(func() { errs[2*i+1] = db.Put(ctx, stale, st) })
		}
	}
	wg.Wait()
	for i := range channels {
		if errs[2*i] != nil {
			t.Errorf("c%d: good move: %v", i, errs[2*i])
		}
		if i%3 == 0 && !errors.Is(errs[2*i+1], session.ErrStale) {
			t.Errorf("c%d: stale move: %v, want ErrStale", i, errs[2*i+1])
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, m := range moved {
		got, err := db.Get(ctx, m.Channel)
		if err != nil || got.Version != 2 {
			t.Errorf("%s after reopen: %v, %v; want version 2", m.Channel, got, err)
			continue
		}
		steps, err := db.Log(ctx, m.ID)
		if err != nil || len(steps) != 1 {
			t.Errorf("%s log: %d steps, %v; want the one move", m.Channel, len(steps), err)
		}
	}
}

// TestPutBatchSameVersion races two different moves of one match at the
// same version in one batch: exactly one is stored.
func TestPutBatchSameVersion(t *testing.T) {
	db := openTest(t, storage.WithMaxBatch(1000))
	ctx := t.Context()
	m := lobby("c1")
	if err := db.Put(ctx, m, nil); err != nil {
		t.Fatal(err)
	}
	a, sa := move(m)
	b, sb := move(m)
	b.Host = "user-2"
	var errA, errB error
	var wg sync.WaitGroup
	wg.Go(func() { errA = db.Put(ctx, a, sa) })
	wg.Go(func() { errB = db.Put(ctx, b, sb) })
	wg.Wait()
	if (errA == nil) == (errB == nil) {
		t.Fatalf("errors %v and %v: want exactly one move stored", errA, errB)
	}
	for _, err := range []error{errA, errB} {
		if err != nil && !errors.Is(err, session.ErrStale) {
			t.Fatalf("loser: %v, want ErrStale", err)
		}
	}
	got, err := db.Get(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if want := map[bool]string{true: a.Host, false: b.Host}[errA == nil]; got.Host != want || got.Version != 2 {
		t.Fatalf("stored host %q version %d, want the winner's %q at 2", got.Host, got.Version, want)
	}
	if steps, _ := db.Log(ctx, m.ID); len(steps) != 1 {
		t.Fatalf("log has %d steps, want 1", len(steps))
	}
}
