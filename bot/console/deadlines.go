package console

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/quintetbot/quintet/commands"
)

// maxWaitSteps bounds the deadlines one "wait" line steps through, so
// that a scheduler that keeps naming a deadline it cannot clear does not
// hold the console forever.
const maxWaitSteps = 10000

// Deadlines lets time pass in the console: a line "wait 2h" moves clock
// forward, and runDue acts on every deadline that fell due (reminders,
// timeouts, bot takeovers) and returns the next one's time, zero when
// none is stored: a pass of the scheduler of the attached board's life
// (bot.Scheduler.RunDue), whose posts print like any message. Without
// it, "wait" lines are refused.
func (c *Console) Deadlines(clock *Clock, runDue func(context.Context) (time.Time, error)) {
	c.clock, c.runDue = clock, runDue
}

// wait plays a "wait <duration>" line: the clock stops at each deadline
// that falls due within the wait, in order, and runs it then, so that a
// wait over a reminder and a timeout posts both, each with the times
// left as they were at its moment, as Discord would have over that time.
func (c *Console) wait(ctx context.Context, arg string) error {
	if c.clock == nil {
		return fmt.Errorf("time does not pass in this console")
	}
	d, err := commands.ParseDuration(strings.TrimSpace(arg))
	if err != nil {
		return err
	}
	c.mu.Lock()
	fmt.Fprintf(c.out, "... %s later\n", arg)
	c.mu.Unlock()
	end := c.clock.Now().Add(d)
	for range maxWaitSteps {
		next, err := c.runDue(ctx)
		if err != nil {
			return err
		}
		if next.IsZero() || next.After(end) {
			break
		}
		if err := c.moveClockTo(ctx, next); err != nil {
			return err
		}
	}
	if err := c.moveClockTo(ctx, end); err != nil {
		return err
	}
	_, err = c.runDue(ctx)
	return err
}

// moveClockTo moves the clock forward to t, if it is not there yet, and
// records it (Clock.Save).
func (c *Console) moveClockTo(ctx context.Context, t time.Time) error {
	if ahead := t.Sub(c.clock.Now()); ahead > 0 {
		c.clock.Advance(ahead)
	}
	return c.clock.Save(ctx)
}
