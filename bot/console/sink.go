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
		id := s.c.msgs.put("", to, resp.Message)
		s.print(id, to, resp.Message, "")
	case commands.RespondUpdate:
		old := s.c.msgs.byID[r.Message]
		to := ""
		if old != nil {
			to = old.to
		}
		s.c.msgs.put(r.Message, to, resp.Message)
		s.print(r.Message, to, resp.Message, "updated")
	case commands.RespondModal:
		s.c.openForm(s.user, resp.Modal)
	case commands.RespondChoices:
		for i, ch := range resp.Choices {
			fmt.Fprintf(s.c.out, "  %d. %s\n", i+1, ch.Name)
		}
	}
	return nil
}

func (s *sink) Post(_ context.Context, _ string, msg *render.Message) (string, error) {
	id := s.c.msgs.put("", "", msg)
	s.print(id, "", msg, "")
	return id, nil
}

func (s *sink) Edit(_ context.Context, _ string, id string, msg *render.Message) error {
	old, ok := s.c.msgs.byID[id]
	if !ok {
		return fmt.Errorf("console: no message %s", id)
	}
	if msg == nil {
		stripped := *old.msg
		stripped.Components = nil
		s.c.msgs.put(id, old.to, &stripped)
		return nil
	}
	s.c.msgs.put(id, old.to, msg)
	s.print(id, old.to, msg, "updated")
	return nil
}

// print writes a message's text and numbered components.
func (s *sink) print(id, to string, msg *render.Message, how string) {
	w := s.c.out
	head := "[" + id
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
