package bot

import "time"

// Clock is the time the scheduler runs on; tests inject a fake one so
// that nothing sleeps.
type Clock interface {
	Now() time.Time
	// After sends the time on the channel once d has passed.
	After(d time.Duration) <-chan time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns time.Now.
func (SystemClock) Now() time.Time { return time.Now() }

// After returns time.After(d).
func (SystemClock) After(d time.Duration) <-chan time.Time { return time.After(d) }
