package storage

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// within returns what ch yields, failing the test when nothing comes for
// 30 seconds: a writer that waits that long on an idle committer is wedged.
func within(t *testing.T, ch <-chan error, what string) error {
	t.Helper()
	select {
	case err := <-ch:
		return err
	case <-time.After(30 * time.Second):
		t.Fatalf("%s: no answer; the committer is wedged", what)
		return nil
	}
}

// call runs c.do(fn) in a goroutine and returns where its result goes; a
// panic that escapes do is sent as an error.
func call(c *committer, fn func(*bbolt.Tx) error) <-chan error {
	ch := make(chan error, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				ch <- fmt.Errorf("do panicked: %v", p)
			}
		}()
		ch <- c.do(fn)
	}()
	return ch
}

// TestCommitterSurvivesACommitPanic: a panic while bbolt commits (here a
// commit handler's, registered by one writer of a shared transaction)
// fails every writer of that commit with ErrCommit, and the committer
// goes on: a lone writer and a later batch commit, and nothing is left
// leading or queued.
func TestCommitterSurvivesACommitPanic(t *testing.T) {
	b, err := bbolt.Open(filepath.Join(t.TempDir(), "c.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	c := &committer{bolt: b, max: 100}
	put := func(key string) func(*bbolt.Tx) error {
		return func(tx *bbolt.Tx) error {
			bk, err := tx.CreateBucketIfNotExists([]byte("k"))
			if err != nil {
				return err
			}
			return bk.Put([]byte(key), []byte("v"))
		}
	}
	bomb := func(tx *bbolt.Tx) error {
		tx.OnCommit(func() { panic("bad sector") })
		return put("bomb")(tx)
	}

	// Alone.
	if err := within(t, call(c, bomb), "the panicking commit"); !errors.Is(err, ErrCommit) {
		t.Errorf("a lone panicking commit: %v, want ErrCommit", err)
	}
	if err := within(t, call(c, put("after")), "the writer after a panic"); err != nil {
		t.Errorf("the writer after a panic: %v", err)
	}

	// In a shared transaction, behind a leader held open.
	release := make(chan struct{})
	first := call(c, func(tx *bbolt.Tx) error { <-release; return put("first")(tx) })
	for !c.isLeading() {
		time.Sleep(time.Millisecond)
	}
	var batch []<-chan error
	for i := range 8 {
		fn := put(fmt.Sprint("w", i))
		if i == 3 {
			fn = bomb
		}
		batch = append(batch, call(c, fn))
	}
	for c.queued() < len(batch) {
		time.Sleep(time.Millisecond)
	}
	close(release)
	if err := within(t, first, "the first leader"); err != nil {
		t.Errorf("the first leader: %v", err)
	}
	for i, ch := range batch {
		if err := within(t, ch, fmt.Sprint("writer ", i)); !errors.Is(err, ErrCommit) {
			t.Errorf("writer %d of the panicking commit: %v, want ErrCommit", i, err)
		}
	}
	var wg sync.WaitGroup
	for i := range 8 {
		ch := call(c, put(fmt.Sprint("later", i)))
		wg.Go(func() {
			if err := within(t, ch, "a later writer"); err != nil {
				t.Errorf("later writer %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	if c.isLeading() || c.queued() != 0 {
		t.Error("committer still leading or queued after all writers returned")
	}
}

// TestCanCommit: while commits fail (an error, as from a full disk, or a
// panic inside bbolt's commit) the moves fail, CanCommit reports it, and
// once the fault is gone CanCommit's own empty commit succeeds and clears
// it, before any move.
func TestCanCommit(t *testing.T) {
	ctx := context.Background()
	db, err := Open(filepath.Join(t.TempDir(), "q.db"), WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.CanCommit(ctx); err != nil {
		t.Fatalf("a new database: %v", err)
	}
	var mu sync.Mutex
	var fault func() error
	db.commits.update = func(fn func(*bbolt.Tx) error) error {
		mu.Lock()
		f := fault
		mu.Unlock()
		if f != nil {
			if err := f(); err != nil {
				return err
			}
		}
		return db.bolt.Update(fn)
	}
	setFault := func(f func() error) { mu.Lock(); fault = f; mu.Unlock() }
	for _, tc := range []struct {
		name  string
		fault func() error
	}{
		{"error", func() error { return errors.New("no space left on device") }},
		{"panic", func() error { panic("bad sector") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setFault(tc.fault)
			if err := db.Put(ctx, newLobby("c-"+tc.name), nil); err == nil {
				t.Fatal("a move committed despite the fault")
			}
			for range 3 {
				if err := db.CanCommit(ctx); err == nil {
					t.Fatal("CanCommit is nil while every commit fails")
				}
			}
			setFault(nil)
			if err := db.CanCommit(ctx); err != nil {
				t.Fatalf("CanCommit after the fault went: %v", err)
			}
			if err := db.Put(ctx, newLobby("c-"+tc.name), nil); err != nil {
				t.Fatalf("a move after the fault went: %v", err)
			}
		})
	}
}

// newLobby returns a new match in channel at version 1.
func newLobby(channel string) *session.Match {
	return &session.Match{ID: channel + "-1", Channel: channel, Game: "qwinto", Phase: session.Lobby, Version: 1}
}
