package console

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// form is a modal the bot opened for a user, waiting for "form ..." .
type form struct {
	customID string
	channel  string
	inputs   []discordgo.TextInput
}

// openForm keeps a modal for user and prints how to fill it in.
func (c *Console) openForm(channel, user string, m *discordgo.InteractionResponseData) {
	f := &form{customID: m.CustomID, channel: channel}
	for _, row := range m.Components {
		var comps []discordgo.MessageComponent
		switch r := row.(type) {
		case discordgo.ActionsRow:
			comps = r.Components
		case *discordgo.ActionsRow:
			comps = r.Components
		}
		for _, in := range comps {
			switch t := in.(type) {
			case discordgo.TextInput:
				f.inputs = append(f.inputs, t)
			case *discordgo.TextInput:
				f.inputs = append(f.inputs, *t)
			}
		}
	}
	c.forms[user] = f
	fmt.Fprintf(c.out, "[form for %s: %s]\n", user, m.Title)
	for i, in := range f.inputs {
		fmt.Fprintf(c.out, "  <%d> %s\n", i+1, in.Label)
	}
	fmt.Fprintf(c.out, "  answer with  %s: form <1> <2> ... (separate with | when a value has spaces)\n", user)
}

// submit builds the modal-submit request of "form v1 v2 ...".
func (c *Console) submit(r commands.Request, text string) (*commands.Request, error) {
	f, ok := c.forms[r.User.ID]
	if !ok {
		return nil, fmt.Errorf("%s has no form open", r.User.ID)
	}
	var values []string
	if strings.Contains(text, "|") {
		for _, v := range strings.Split(text, "|") {
			values = append(values, strings.TrimSpace(v))
		}
	} else {
		values = strings.Fields(text)
	}
	if len(values) != len(f.inputs) {
		return nil, fmt.Errorf("the form has %d fields; %d values given", len(f.inputs), len(values))
	}
	delete(c.forms, r.User.ID)
	r.Channel = f.channel // answered where it was opened, whatever the line's channel
	r.Kind, r.CustomID, r.Fields = commands.KindModal, f.customID, map[string]string{}
	for i, in := range f.inputs {
		r.Fields[in.CustomID] = values[i]
	}
	return &r, nil
}
