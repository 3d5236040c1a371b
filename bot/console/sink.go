package console

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/render"
)

// sink prints what the bot would send, for one input line's user.
type sink struct {
	c    *Console
	user string
}

func (s *sink) Respond(_ context.Context, r *commands.Request, resp commands.Response) error {
	switch resp.Kind {
	case commands.RespondMessage:
		to := ""
		if resp.Message.Ephemeral {
			to = s.user
		}
		id := s.c.table(r.Channel).put("", to, resp.Message)
		s.print(r.Channel, id, to, resp.Message, "")
	case commands.RespondUpdate:
		ms := s.c.table(r.Channel)
		old := ms.byID[r.Message]
		to := ""
		if old != nil {
			to = old.to
		}
		ms.put(r.Message, to, resp.Message)
		s.print(r.Channel, r.Message, to, resp.Message, "updated")
	case commands.RespondModal:
		s.c.openForm(r.Channel, s.user, resp.Modal)
	case commands.RespondChoices:
		for i, ch := range resp.Choices {
			fmt.Fprintf(s.c.out, "  %d. %s\n", i+1, ch.Name)
		}
	}
	return nil
}

func (s *sink) Post(_ context.Context, channel string, msg *render.Message) (string, error) {
	id := s.c.table(channel).put("", "", msg)
	s.print(channel, id, "", msg, "")
	return id, nil
}

func (s *sink) Edit(_ context.Context, channel string, id string, msg *render.Message) error {
	ms := s.c.table(channel)
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
	s.print(channel, id, old.to, msg, "updated")
	return nil
}

// print writes a message's text and numbered components; a message of a
// channel other than the default one is headed with its channel.
func (s *sink) print(channel, id, to string, msg *render.Message, how string) {
	w := s.c.out
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
		fmt.Fprintln(w, readable(strings.TrimRight(text, "\n"), s.c.now()))
	}
	for i, c := range flatten(msg.Components) {
		switch c := c.(type) {
		case discordgo.Button:
			state := ""
			if c.Disabled {
				state = " (disabled)"
			}
			fmt.Fprintf(w, "  (%d) %s%s\n", i+1, c.Label, state)
		case discordgo.SelectMenu:
			fmt.Fprintf(w, "  (%d) %s: %s\n", i+1, c.Placeholder, optionList(c))
		}
	}
}
