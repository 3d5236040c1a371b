package storage

import (
	"time"

	"go.etcd.io/bbolt"
)

// riderDelay is how long a rider waits for a writer's commit before one is
// started for it.
const riderDelay = 100 * time.Millisecond

// later queues fn to ride with the next commit, and returns at once: fn
// neither waits for its commit nor starts one, so it costs no fsync of its
// own. When no writer commits within riderDelay, a commit is started for
// the riders. A rider whose fn fails is dropped and the others are
// committed without it; a crash before its commit loses it. So later is
// for writes whose loss does no harm, which must check in fn that they
// still apply (the transaction runs later than the call). after, when not
// nil, is called with the rider's result once its commit is done: nil
// when fn's writes are durable, an error when they are not (fn's own, or
// the commit's).
func (c *committer) later(fn func(*bbolt.Tx) error, after func(error)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.riders = append(c.riders, &commitCall{fn: fn, done: make(chan error, 1), after: after})
	if c.flusher == nil {
		c.flusher = time.AfterFunc(riderDelay, c.flushRiders)
	}
}

// flushRiders commits the waiting riders, if any: a commit with nothing
// of its own, led or joined like any other, which takes the riders along.
func (c *committer) flushRiders() {
	c.mu.Lock()
	c.flusher = nil
	waiting := len(c.riders) > 0
	c.mu.Unlock()
	if waiting {
		_ = c.do(nil) // a rider's failure is its own; the flush has none
	}
}
