package console

import (
	"context"
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/commands"
)

// Deadlines lets time pass in the console: a line "wait 2h" moves clock
// forward, then runDue acts on every deadline that fell due (reminders,
// timeouts, bot takeovers): a pass of the scheduler of the attached
// board's life (bot.Scheduler.RunDue), whose posts print like any
// message. Without it, "wait" lines are refused.
func (c *Console) Deadlines(clock *Clock, runDue func(context.Context) error) {
	c.clock, c.runDue = clock, runDue
}

// wait plays a "wait <duration>" line.
func (c *Console) wait(ctx context.Context, arg string) error {
	if c.clock == nil {
		return fmt.Errorf("time does not pass in this console")
	}
	d, err := commands.ParseDuration(strings.TrimSpace(arg))
	if err != nil {
		return err
	}
	c.clock.Advance(d)
	if err := c.clock.Save(ctx); err != nil {
		return err
	}
	c.mu.Lock()
	fmt.Fprintf(c.out, "... %s later\n", arg)
	c.mu.Unlock()
	return c.runDue(ctx)
}
