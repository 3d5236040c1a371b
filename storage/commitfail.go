package storage

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"go.etcd.io/bbolt"
)

// ErrCommit wraps the error of a write transaction that bbolt could not
// commit (a full disk, a failed sync, a panic inside bbolt's commit), as
// opposed to one whose function refused the change. Whether the change
// reached the file is then unknown.
var ErrCommit = errors.New("storage: commit failed")

// commit runs fn in a write transaction (c.update, by default bbolt's
// Update). A panic that escapes bbolt (fn's own are caught by its
// callers) and an error of the commit itself are returned wrapping
// ErrCommit, and recorded for CanCommit; fnErr reports whether fn
// returned the error, which then says nothing about the disk. A
// successful commit clears the record.
func (c *committer) commit(fn func(*bbolt.Tx) error) (err error) {
	fnFailed := false
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: panic: %v", ErrCommit, p)
		} else if err != nil && !fnFailed && !errors.Is(err, ErrCommit) {
			err = fmt.Errorf("%w: %w", ErrCommit, err)
		}
		if !fnFailed {
			c.setFailure(err)
		}
		if err == nil {
			c.committed.Add(1)
		}
	}()
	update := c.update
	if update == nil {
		update = c.bolt.Update
	}
	return update(func(tx *bbolt.Tx) error {
		err := fn(tx)
		fnFailed = err != nil
		return err
	})
}

// solo runs fn alone in its own transaction, as commit does. The riders
// waiting (claims of the requests that ask for fn's change, see later)
// are committed first, so that a crash cannot keep fn's change and lose
// the claim that guards it. A panic or memory fault of fn itself (bbolt
// on a damaged page) is returned as ErrCorrupt, the transaction rolled
// back: no damage can take the bot down in the middle of a write.
func (c *committer) solo(fn func(*bbolt.Tx) error) error {
	c.mu.Lock()
	waiting := len(c.riders) > 0
	c.mu.Unlock()
	if waiting {
		_ = c.do(nil) // a rider's failure is its own
	}
	var fnPanic any
	err := c.commit(func(tx *bbolt.Tx) (err error) {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() {
			if p := recover(); p != nil {
				fnPanic = p
				err = errFnPanicked
			}
		}()
		return fn(tx)
	})
	if fnPanic != nil {
		return fmt.Errorf("%w: writing it failed: %v", ErrCorrupt, fnPanic)
	}
	return err
}

var errFnPanicked = errors.New("storage: the transaction's function panicked")

// setFailure records the outcome of the last commit: nil when it
// succeeded.
func (c *committer) setFailure(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.failure = err
}

// lastFailure returns the error of the last commit, nil when it
// succeeded (or none was tried).
func (c *committer) lastFailure() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.failure
}

// CanCommit reports whether db can commit a write: nil only when a write
// that needs a new page commits now, and no write failed on a damaged
// page since the last that succeeded. It tries such a write (probeNewPage
// in an otherwise empty transaction, which writes and syncs the file's
// free list and metadata as every commit does), so that a full disk is
// reported before a move fails on it, and a store whose disk recovered
// reports so before the next move. At most one try runs at a time; a
// caller that finds one running, or whose ctx ends first, gets the last
// failure. /readyz asks it.
func (db *DB) CanCommit(ctx context.Context) error {
	if err := db.ready(ctx); err != nil {
		return err
	}
	if err := db.damage(); err != nil {
		return err
	}
	if !db.probing.CompareAndSwap(false, true) {
		return db.commits.lastFailure()
	}
	done := make(chan error, 1)
	go func() {
		err := db.commits.do(db.probeNewPage)
		db.probing.Store(false) // before the answer, so the next call may try again
		done <- closedErr(err)
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		if err := db.commits.lastFailure(); err != nil {
			return fmt.Errorf("%w (a new try did not finish: %w)", err, ctx.Err())
		}
		return fmt.Errorf("storage: a write did not finish in time: %w", ctx.Err())
	}
}

// probePages is how many pages probeNewPage writes: room for a move.
const probePages = 4

// probeNewPage writes probePages zero pages at the file's high-water mark,
// the pages the next commit that grows the file writes, and syncs them:
// on a full disk, or past a file size limit, it fails as such a commit
// would. No reader looks at those pages, and the commit that later takes
// them writes them whole. It runs inside a write transaction, so that no
// commit takes them meanwhile; its failure is recorded as a commit's.
func (db *DB) probeNewPage(tx *bbolt.Tx) error {
	err := func() error {
		f, err := os.OpenFile(db.bolt.Path(), os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		defer f.Close()
		if _, err := f.WriteAt(make([]byte, probePages*tx.DB().Info().PageSize), tx.Size()); err != nil {
			return err
		}
		return f.Sync()
	}()
	if err != nil {
		err = fmt.Errorf("%w: no new page can be written: %w", ErrCommit, err)
		db.commits.setFailure(err)
	}
	return err
}

// noteWrite records what a write of the bot found: one that failed on a
// damaged page (ErrCorrupt) makes CanCommit fail until a write succeeds.
func (db *DB) noteWrite(err error) error {
	switch {
	case err == nil:
		db.damaged.Store(nil)
	case errors.Is(err, ErrCorrupt):
		db.damaged.Store(&err)
	}
	return err
}

// damage returns the error of the last write, when it failed on a damaged
// page; nil otherwise.
func (db *DB) damage() error {
	if p := db.damaged.Load(); p != nil {
		return *p
	}
	return nil
}
