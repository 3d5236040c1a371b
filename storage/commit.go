package storage

import (
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/bbolt"
)

// committer is a group commit without a timer. A writer that finds no
// commit running runs its own transaction at once; writers that arrive
// while one runs queue up, and when it is done the first of them leads the
// next transaction with every queued writer (at most max). So a lone move
// waits for nobody, and under load one fsync carries a whole batch.
// bbolt.DB.Batch waits a fixed MaxBatchDelay instead, which on a busy
// machine is a millisecond or more added to every move (see README).
type committer struct {
	bolt *bbolt.DB
	max  int

	mu      sync.Mutex
	queue   []*commitCall // the first is or will be the next leader
	leading bool          // a writer is leading a commit
	riders  []*commitCall // writes that go with the next commit (see later)
	flusher *time.Timer   // commits the riders if no writer does; nil: not set
	failure error         // of the last commit; nil: it succeeded

	committed atomic.Int64 // write transactions committed (see Written)

	// update runs a write transaction; nil: bolt.Update. Tests replace
	// it to make commits fail.
	update func(func(*bbolt.Tx) error) error
}

// commitCall is one writer's transaction function and where its result
// goes: nil or an error once committed, errLead to make it the leader, or
// errSolo to make it run fn alone.
type commitCall struct {
	fn   func(*bbolt.Tx) error
	done chan error
	// after, when set, is told the call's result as it is sent: a
	// rider's only way to learn it (see later).
	after func(error)
}

// finish sends the call its result.
func (call *commitCall) finish(err error) {
	call.done <- err
	if call.after != nil {
		call.after(err)
	}
}

var (
	errLead = errors.New("storage: lead the next commit")
	errSolo = errors.New("storage: commit alone")
)

// do runs fn in a write transaction shared with concurrent callers and
// returns once it is committed. fn may run twice: when it fails inside a
// shared transaction, that one is rolled back and committed again without
// fn, and fn runs once more alone in its own transaction, whose result do
// returns; so an error of one caller never fails another, and fn must keep
// its effects inside tx. When the commit itself fails (see ErrCommit),
// every caller that shared it gets that error, and the committer goes on
// with the next.
func (c *committer) do(fn func(*bbolt.Tx) error) error {
	call := &commitCall{fn: fn, done: make(chan error, 1)}
	c.mu.Lock()
	c.queue = append(c.queue, call)
	if c.leading {
		c.mu.Unlock()
		if err := <-call.done; err != errLead {
			return c.result(call, err)
		}
		c.mu.Lock()
	}
	c.leading = true
	// call is c.queue[0]: a new leader finds the queue empty, and a
	// finishing leader hands over to the head of the queue.
	n := min(len(c.queue), max(c.max, 1))
	calls := append(c.queue[:n:n], c.riders...)
	c.queue = append([]*commitCall(nil), c.queue[n:]...)
	c.riders = nil
	c.mu.Unlock()

	c.run(calls)

	c.mu.Lock()
	if len(c.queue) > 0 {
		c.queue[0].done <- errLead
	} else {
		c.leading = false
	}
	c.mu.Unlock()
	return c.result(call, <-call.done)
}

// result turns errSolo into the result of running call alone.
func (c *committer) result(call *commitCall, err error) error {
	if err == errSolo {
		return c.solo(call.fn)
	}
	return err
}

// run commits calls in one transaction and sends each its result. A call
// whose fn fails is told to run alone, and the others are tried again
// without it.
func (c *committer) run(calls []*commitCall) {
	if !slices.ContainsFunc(calls, func(call *commitCall) bool { return call.fn != nil }) {
		// Only flushes (see flushRiders), whose riders a commit before
		// took: nothing to write.
		for _, call := range calls {
			call.finish(nil)
		}
		return
	}
	for len(calls) > 0 {
		failed := -1
		err := c.commit(func(tx *bbolt.Tx) error {
			for i, call := range calls {
				if call.fn == nil {
					continue
				}
				if err := safely(call.fn, tx); err != nil {
					failed = i
					return err
				}
			}
			return nil
		})
		if failed < 0 {
			for _, call := range calls {
				call.finish(err)
			}
			return
		}
		calls[failed].finish(errSolo)
		calls = append(calls[:failed:failed], calls[failed+1:]...)
	}
}

// safely calls fn, turning a panic or memory fault into an error so that
// it cannot take the leader and its batch down; the caller's solo run
// then returns it as ErrCorrupt.
func safely(fn func(*bbolt.Tx) error, tx *bbolt.Tx) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("storage: panic in transaction: %v", p)
		}
	}()
	return fn(tx)
}
