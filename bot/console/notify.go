package console

import (
	"context"
	"fmt"
)

// SendDM prints a direct message the bot sends: "[dm to alice] ...". It
// satisfies bot.DMSender.
func (c *Console) SendDM(_ context.Context, user, text string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := fmt.Fprintf(c.out, "[dm to %s] %s\n", user, readable(text, c.now(), c.langOf(user)))
	return err
}
