package console

import (
	"context"
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/render"
)

// Deadlines lets time pass in the console: a line "wait 2h" moves clock
// forward, then runDue acts on every deadline that fell due (reminders,
// timeouts, bot takeovers), printing what they post like any message.
// Without it, "wait" lines are refused.
func (c *Console) Deadlines(clock *Clock, runDue func(context.Context) error) {
	c.clock, c.runDue = clock, runDue
}

// Poster returns where deadlines post: the console's output, safe to use
// while lines are played.
func (c *Console) Poster() bot.Poster { return lockedPoster{c} }

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

// lockedPoster posts as the bot does outside an interaction.
type lockedPoster struct{ c *Console }

func (p lockedPoster) Post(ctx context.Context, channel string, msg *render.Message) (string, error) {
	p.c.mu.Lock()
	defer p.c.mu.Unlock()
	return (&sink{c: p.c}).Post(ctx, channel, msg)
}

func (p lockedPoster) Edit(ctx context.Context, channel, id string, msg *render.Message) error {
	p.c.mu.Lock()
	defer p.c.mu.Unlock()
	return (&sink{c: p.c}).Edit(ctx, channel, id, msg)
}
