package console

import (
	"context"
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/commands"
)

// Notifier direct-messages the waiting players who asked for it, as
// bot.Notifier does.
type Notifier interface {
	Notify(ctx context.Context, n *commands.Notice)
}

// Notify has notifier told of the players each new board of a line waits
// on, but the one who played it, as the bot does after an interaction.
// Deadlines notify through the scheduler.
func (c *Console) Notify(n Notifier) { c.notify = n }

// SendDM prints a direct message the bot sends: "[dm to alice] ...". It
// satisfies bot.DMSender.
func (c *Console) SendDM(_ context.Context, user, text string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := fmt.Fprintf(c.out, "[dm to %s] %s\n", user, readable(text, c.now()))
	return err
}

// notifyTurn tells the notifier whom a new board of line waits on.
func (c *Console) notifyTurn(ctx context.Context, line string, board *commands.Board) {
	if c.notify == nil || !board.New || board.Version == 0 {
		return
	}
	actor, _, _ := strings.Cut(line, ":")
	actor = strings.TrimSpace(actor)
	m, err := c.matches.Get(ctx, board.Channel)
	if err != nil || m.Version != board.Version {
		return
	}
	if n := commands.TurnNotice(m, actor); n != nil {
		c.notify.Notify(ctx, n)
	}
}
