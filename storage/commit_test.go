package storage

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// TestCommitterGroups holds a first commit open while 20 writers queue,
// one of which fails: the 19 others share the next transaction and are
// all written, the failing one gets its own error after running alone,
// and no writer waits for a lone commit that nothing else holds up.
func TestCommitterGroups(t *testing.T) {
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
			return bk.Put([]byte(key), []byte(fmt.Sprint(tx.ID())))
		}
	}
	// A lone writer commits at once.
	if err := c.do(put("alone")); err != nil {
		t.Fatal(err)
	}

	release := make(chan struct{})
	first := make(chan error)
	go func() {
		first <- c.do(func(tx *bbolt.Tx) error {
			<-release
			return put("first")(tx)
		})
	}()
	for !c.isLeading() {
		time.Sleep(time.Millisecond)
	}
	boom := errors.New("boom")
	var boomRuns atomic.Int32
	errs := make([]error, 20)
	var wg sync.WaitGroup
	for i := range errs {
		fn := put(fmt.Sprint("w", i))
		if i == 7 {
			fn = func(tx *bbolt.Tx) error {
				boomRuns.Add(1)
				if err := put("w7")(tx); err != nil {
					return err
				}
				return boom
			}
		}
		wg.Go(func() { errs[i] = c.do(fn) })
	}
	for c.queued() < len(errs) {
		time.Sleep(time.Millisecond)
	}
	close(release)
	wg.Wait()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	txs := map[string]bool{}
	err = b.View(func(tx *bbolt.Tx) error {
		bk := tx.Bucket([]byte("k"))
		for i, err := range errs {
			v := bk.Get(fmt.Appendf(nil, "w%d", i))
			switch {
			case i == 7 && (!errors.Is(err, boom) || v != nil):
				t.Errorf("failing writer: %v, wrote %q; want its error and nothing written", err, v)
			case i != 7 && (err != nil || v == nil):
				t.Errorf("writer %d: %v, wrote %q; want nil and its key", i, err, v)
			case i != 7:
				txs[string(v)] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(txs) != 1 {
		t.Errorf("the 19 queued writers committed in transactions %v, want one", txs)
	}
	if n := boomRuns.Load(); n != 2 {
		t.Errorf("failing writer ran %d times, want twice (shared, then alone)", n)
	}
	if c.isLeading() || c.queued() != 0 {
		t.Error("committer still leading or queued after all writers returned")
	}
}

// TestCommitterPanic: a panic in one writer's function reaches that
// writer only, as ErrCorrupt; the others are committed.
func TestCommitterPanic(t *testing.T) {
	b, err := bbolt.Open(filepath.Join(t.TempDir(), "c.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	c := &committer{bolt: b, max: 100}
	ok := func(tx *bbolt.Tx) error { _, err := tx.CreateBucketIfNotExists([]byte("k")); return err }
	var wg sync.WaitGroup
	errs := make([]error, 10)
	for i := range errs {
		wg.Go(func() {
			if i == 3 {
				errs[i] = c.do(func(*bbolt.Tx) error { panic("bad") })
				return
			}
			errs[i] = c.do(ok)
		})
	}
	wg.Wait()
	if !errors.Is(errs[3], ErrCorrupt) || !strings.Contains(errs[3].Error(), "bad") {
		t.Errorf("the panicking writer: %v, want ErrCorrupt with the panic", errs[3])
	}
	for i, err := range errs {
		if i == 3 {
			continue
		}
		if err != nil {
			t.Errorf("writer %d: %v", i, err)
		}
	}
}

func (c *committer) isLeading() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.leading
}

func (c *committer) queued() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.queue)
}

// TestDefaultBatchCarriesThousands holds a first commit open while 2,000
// moves queue, as a bot of 2,000 busy channels has them: with the
// default options all of them share the next commit, and Written counts
// the two.
func TestDefaultBatchCarriesThousands(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	before, _ := db.Written()
	release := make(chan struct{})
	first := make(chan error)
	go func() {
		first <- db.batch(ctx, func(*bbolt.Tx) error { <-release; return nil })
	}()
	for !db.commits.isLeading() {
		time.Sleep(time.Millisecond)
	}
	const writers = 2000
	errs := make(chan error, writers)
	for i := range writers {
		go func() {
			errs <- db.batch(ctx, func(tx *bbolt.Tx) error {
				return putRecord(tx, bucketGuilds, fmt.Sprint("g", i), []byte("{}"))
			})
		}()
	}
	for db.commits.queued() < writers {
		time.Sleep(time.Millisecond)
	}
	close(release)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	for range writers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	after, pages := db.Written()
	if got := after - before; got != 2 {
		t.Errorf("%d commits for a held commit and %d moves queued behind it; want 2", got, writers)
	}
	if pages == 0 {
		t.Error("Written counts no page written")
	}
}
