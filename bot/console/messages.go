package console

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/render"
)

// messages keeps the messages of one channel as the console shows them.
type messages struct {
	byID map[string]*entry
	seq  int
	// latest holds, per user, the newest message with components they see;
	// "" keys the newest public one.
	latest map[string]int
}

type entry struct {
	id      string
	n       int    // order of creation or last change
	created int    // order of creation (or of restoring)
	to      string // user for an ephemeral message; "" when public
	msg     *render.Message
}

func newMessages() *messages {
	return &messages{byID: map[string]*entry{}, latest: map[string]int{}}
}

// put stores or replaces a message and returns its id; a new message
// gets an id that no message of the table has, restored ones included.
func (ms *messages) put(id, to string, msg *render.Message) string {
	ms.seq++
	for id == "" {
		id = "m" + strconv.Itoa(ms.seq)
		if _, taken := ms.byID[id]; taken {
			ms.seq++
			id = ""
		}
	}
	e := &entry{id: id, n: ms.seq, created: ms.seq, to: to, msg: msg}
	if old, ok := ms.byID[id]; ok {
		e.created = old.created
	}
	ms.byID[id] = e
	if len(msg.Components) > 0 {
		ms.latest[to] = ms.seq
	}
	return id
}

// newest returns the newest message with components a user sees.
func (ms *messages) newest(user string) *entry {
	var best *entry
	for _, e := range ms.byID {
		if len(e.msg.Components) == 0 || (e.to != "" && e.to != user) {
			continue
		}
		if best == nil || e.n > best.n {
			best = e
		}
	}
	return best
}

// after returns up to limit public messages created after message id,
// oldest first; none when id is not in the table.
func (ms *messages) after(id string, limit int) []*entry {
	from, ok := ms.byID[id]
	if !ok {
		return nil
	}
	var out []*entry
	for _, e := range ms.byID {
		if e.created > from.created && e.to == "" {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b *entry) int { return a.created - b.created })
	return out[:min(limit, len(out))]
}

// click builds the component request of "N", "N.k" or "N value".
func (ms *messages) click(r commands.Request, text string) (*commands.Request, error) {
	e := ms.newest(r.User.ID)
	if e == nil {
		return nil, fmt.Errorf("%s has no buttons to press", r.User.ID)
	}
	num, value, _ := strings.Cut(text, " ")
	num, sub, hasSub := strings.Cut(num, ".")
	n, err := strconv.Atoi(num)
	comps := flatten(e.msg.Components)
	if err != nil || n < 1 || n > len(comps) {
		return nil, fmt.Errorf("choose a component from 1 to %d", len(comps))
	}
	r.Kind, r.Message = commands.KindComponent, e.id
	switch c := comps[n-1].(type) {
	case discordgo.Button:
		if c.Disabled {
			return nil, fmt.Errorf("%q is disabled", c.Label)
		}
		if c.URL != "" {
			return nil, fmt.Errorf("%q is a link: open %s in a browser", c.Label, c.URL)
		}
		r.CustomID = c.CustomID
	case discordgo.SelectMenu:
		r.CustomID = c.CustomID
		values, err := chooseOptions(c, sub, hasSub, strings.TrimSpace(value))
		if err != nil {
			return nil, err
		}
		r.Values = values
	}
	return &r, nil
}

// chooseOptions reads the choice of a menu: one option, or in a menu
// that takes several, options separated by commas ("2 d4, d10").
func chooseOptions(c discordgo.SelectMenu, sub string, hasSub bool, value string) ([]string, error) {
	if c.MaxValues <= 1 || hasSub {
		v, err := chooseOption(c, sub, hasSub, value)
		return []string{v}, err
	}
	var out []string
	for _, part := range strings.Split(value, ",") {
		v, err := chooseOption(c, "", false, strings.TrimSpace(part))
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	least := 1
	if c.MinValues != nil {
		least = *c.MinValues
	}
	if len(out) < least || len(out) > c.MaxValues {
		return nil, fmt.Errorf("choose %d to %d options", least, c.MaxValues)
	}
	return out, nil
}

func chooseOption(c discordgo.SelectMenu, sub string, hasSub bool, value string) (string, error) {
	if hasSub {
		k, err := strconv.Atoi(sub)
		if err != nil || k < 1 || k > len(c.Options) {
			return "", fmt.Errorf("choose an option from 1 to %d", len(c.Options))
		}
		return c.Options[k-1].Value, nil
	}
	for _, o := range c.Options {
		if strings.EqualFold(o.Value, value) || strings.EqualFold(o.Label, value) {
			return o.Value, nil
		}
	}
	return "", fmt.Errorf("choose one of: %s", optionList(c))
}

func optionList(c discordgo.SelectMenu) string {
	names := make([]string, len(c.Options))
	for i, o := range c.Options {
		names[i] = o.Label
	}
	return strings.Join(names, " | ")
}

// flatten lists the buttons and menus of a message in reading order.
func flatten(rows []discordgo.MessageComponent) []discordgo.MessageComponent {
	var out []discordgo.MessageComponent
	for _, row := range rows {
		if r, ok := row.(discordgo.ActionsRow); ok {
			out = append(out, r.Components...)
		}
	}
	return out
}

// Restore draws afresh the board of every open match that has one and
// keeps it under its recorded message id, so that after a restart on the
// same store a click on a board the last run showed works. It prints
// nothing: the board is the one already on screen. A board that cannot be
// drawn is reported and skipped.
func (c *Console) Restore(ctx context.Context) error {
	open, err := c.matches.OpenMatches(ctx)
	if err != nil {
		return fmt.Errorf("console: restore boards: %w", err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var errs []error
	for _, m := range open {
		if m.BoardMessage == "" {
			continue
		}
		msg := commands.Boards.Draw(commands.CurrentBoard(m))
		if msg == nil {
			// The others are restored all the same; the next move posts
			// this one's board anew.
			errs = append(errs, fmt.Errorf("console: restore the board of #%s: the match does not draw", m.Channel))
			continue
		}
		msg.Fit()
		c.table(m.Channel).put(m.BoardMessage, "", msg)
	}
	return errors.Join(errs...)
}
