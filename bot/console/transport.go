package console

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/render"
)

// The Console is the transport of the board's life it is attached to:
// boards, reminders and repairs are printed as the messages of the
// console's channels.
var _ bot.Transport = (*Console)(nil)

// Post prints a new message of channel, as the app posts it outside any
// interaction, and returns its id. It never fails.
func (c *Console) Post(_ context.Context, channel string, msg *render.Message) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.post(channel, "", msg), nil
}

// Edit replaces message id of channel and prints it; a nil msg takes its
// components off, silently. A message the console does not show (one of
// an earlier run that Restore could not draw) is an error.
func (c *Console) Edit(_ context.Context, channel, id string, msg *render.Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	ms := c.table(channel)
	old, ok := ms.byID[id]
	if !ok {
		return fmt.Errorf("console: no message %s in #%s", id, channel)
	}
	if msg == nil {
		stripped := *old.msg
		stripped.Components = nil
		ms.put(id, old.to, &stripped)
		return nil
	}
	ms.put(id, old.to, msg)
	c.print(channel, id, old.to, msg, "updated")
	return nil
}

// List returns up to limit of the public messages of channel posted after
// message after, oldest first; all are the app's. It returns none when the
// console does not show after.
func (c *Console) List(_ context.Context, channel, after string, limit int) ([]bot.Listed, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []bot.Listed
	for _, e := range c.table(channel).after(after, limit) {
		out = append(out, bot.Listed{ID: e.id, Mine: true, Live: len(e.msg.Components) > 0})
	}
	return out, nil
}

// post keeps and prints a new message of channel, seen by to alone when
// to is not empty, and returns its id; the caller holds c.mu.
func (c *Console) post(channel, to string, msg *render.Message) string {
	id := c.table(channel).put("", to, msg)
	c.print(channel, id, to, msg, "")
	return id
}

// print writes a message's text and numbered components; a message of a
// channel other than the default one is headed with its channel. The
// caller holds c.mu.
func (c *Console) print(channel, id, to string, msg *render.Message, how string) {
	w := c.out
	head := "[" + label(channel, id)
	if how != "" {
		head += " " + how
	}
	if to != "" {
		head += ", only " + to + " sees this"
	}
	fmt.Fprintln(w, head+"]")
	text := msg.Text
	if text == "" {
		text = msg.Content
	}
	if text != "" {
		fmt.Fprintln(w, readable(strings.TrimRight(text, "\n"), c.now(), c.langOf(to)))
	}
	for i, comp := range flatten(msg.Components) {
		switch comp := comp.(type) {
		case discordgo.Button:
			state := ""
			if comp.Disabled {
				state = " (disabled)"
			}
			if comp.URL != "" { // a link: opened in a browser, not pressed here
				fmt.Fprintf(w, "  (%d) %s: %s\n", i+1, comp.Label, comp.URL)
				continue
			}
			fmt.Fprintf(w, "  (%d) %s%s\n", i+1, comp.Label, state)
		case discordgo.SelectMenu:
			fmt.Fprintf(w, "  (%d) %s: %s\n", i+1, comp.Placeholder, optionList(comp))
		}
	}
	c.writePictures(channel, id, msg)
}

// Live returns the ids of channel's public messages that carry
// components (buttons, menus), oldest first: what a player of the channel
// can still press.
func (c *Console) Live(channel string) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var live []*entry
	for _, e := range c.table(channel).byID {
		if e.to == "" && len(e.msg.Components) > 0 {
			live = append(live, e)
		}
	}
	slices.SortFunc(live, func(a, b *entry) int { return a.created - b.created })
	ids := make([]string, len(live))
	for i, e := range live {
		ids[i] = e.id
	}
	return ids
}
