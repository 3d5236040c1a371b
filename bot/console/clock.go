package console

import (
	"context"
	"fmt"
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
	// store, when set, keeps skip across runs (Keep).
	store ClockStore
}

// ClockStore keeps how far the console's clock runs ahead of real time,
// as storage.DB does in its file.
type ClockStore interface {
	ConsoleClock(ctx context.Context) (time.Duration, error)
	SetConsoleClock(ctx context.Context, skip time.Duration) error
}

// Keep moves the clock as far ahead as store recorded (the waits of
// earlier runs) and has Save record it there from now on, so that a
// console stopped after "wait 13h" starts again 13 hours ahead.
func (c *Clock) Keep(ctx context.Context, store ClockStore) error {
	skip, err := store.ConsoleClock(ctx)
	if err != nil {
		return fmt.Errorf("console: clock: %w", err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.skip, c.store = skip, store
	return nil
}

// Save records how far the clock runs ahead in the store Keep gave; it
// does nothing without one.
func (c *Clock) Save(ctx context.Context) error {
	c.mu.Lock()
	store, skip := c.store, c.skip
	c.mu.Unlock()
	if store == nil {
		return nil
	}
	if err := store.SetConsoleClock(ctx, skip); err != nil {
		return fmt.Errorf("console: clock: %w", err)
	}
	return nil
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
