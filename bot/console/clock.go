package console

import (
	"sync"
	"time"
)

// Clock is the console's time: the real clock moved forward by every
// "wait" line, so that a script can let a turn run out without sleeping.
// It satisfies bot.Clock and session.WithClock.
type Clock struct {
	mu   sync.Mutex
	skip time.Duration
	real func() time.Time
}

// NewClock returns a Clock that starts at real time; real may be nil
// for time.Now.
func NewClock(real func() time.Time) *Clock {
	if real == nil {
		real = time.Now
	}
	return &Clock{real: real}
}

// Now returns the real time plus every wait so far.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.real().Add(c.skip)
}

// After sends the time once d of real time has passed; a wait wakes the
// scheduler on its own.
func (c *Clock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.skip += d
}
