package storage

import (
	"context"
	"errors"
	"fmt"

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

// solo runs fn alone in its own transaction, as commit does, except that
// a panic of fn itself reaches the caller.
func (c *committer) solo(fn func(*bbolt.Tx) error) error {
	var fnPanic any
	err := c.commit(func(tx *bbolt.Tx) (err error) {
		defer func() {
			if p := recover(); p != nil {
				fnPanic = p
				err = errFnPanicked
			}
		}()
		return fn(tx)
	})
	if fnPanic != nil {
		panic(fnPanic)
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

// CanCommit reports whether db can commit a write. It returns nil while
// the last commit succeeded; after a failed one (see ErrCommit) it tries
// an empty write transaction, which writes and syncs the file's free list
// and metadata as every commit does, and returns its outcome, so that a
// store whose disk recovered reports so before the next move. At most one
// such try runs at a time; a caller that finds one running, or whose ctx
// ends first, gets the last failure. /readyz asks it.
func (db *DB) CanCommit(ctx context.Context) error {
	if err := db.ready(ctx); err != nil {
		return err
	}
	if db.commits.lastFailure() == nil {
		return nil
	}
	if !db.probing.CompareAndSwap(false, true) {
		return db.commits.lastFailure()
	}
	done := make(chan error, 1)
	go func() {
		err := db.commits.do(func(*bbolt.Tx) error { return nil })
		db.probing.Store(false) // before the answer, so the next call may try again
		done <- closedErr(err)
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return fmt.Errorf("%w (a new try did not finish: %w)", db.commits.lastFailure(), ctx.Err())
	}
}
