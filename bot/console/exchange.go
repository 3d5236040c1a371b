package console

import (
	"context"
	"fmt"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/render"
)

// exchange is one line's interaction as the console answers it: its
// answer is printed like any message (a private one headed "only <user>
// sees this"), a form it opens waits for the user's "form ..." line, and
// its board goes out through the Console as Transport.
type exchange struct {
	c    *Console
	user string
}

var _ bot.Exchange = (*exchange)(nil)

// Respond prints the line's answer. It never fails.
func (x *exchange) Respond(_ context.Context, r *commands.Request, resp commands.Response) error {
	c := x.c
	c.mu.Lock()
	defer c.mu.Unlock()
	switch resp.Kind {
	case commands.RespondMessage:
		to := ""
		if resp.Message.Ephemeral {
			to = x.user
		}
		c.post(r.Channel, to, resp.Message)
	case commands.RespondUpdate:
		ms := c.table(r.Channel)
		to := ""
		if old := ms.byID[r.Message]; old != nil {
			to = old.to
		}
		ms.put(r.Message, to, resp.Message)
		c.print(r.Channel, r.Message, to, resp.Message, "updated")
	case commands.RespondModal:
		c.openForm(r.Channel, x.user, resp.Modal)
	case commands.RespondChoices:
		if len(resp.Choices) == 0 {
			fmt.Fprintln(c.out, "  (no suggestions)")
		}
		for i, ch := range resp.Choices {
			fmt.Fprintf(c.out, "  %d. %s\n", i+1, ch.Name)
		}
	}
	return nil
}

// Defer does nothing: a console line has no time limit, and its answer
// prints when it comes.
func (x *exchange) Defer(context.Context, *commands.Request, bool) error { return nil }

// Post posts through the Console.
func (x *exchange) Post(ctx context.Context, channel string, msg *render.Message) (string, error) {
	return x.c.Post(ctx, channel, msg)
}

// Edit edits through the Console.
func (x *exchange) Edit(ctx context.Context, channel, id string, msg *render.Message) error {
	return x.c.Edit(ctx, channel, id, msg)
}
