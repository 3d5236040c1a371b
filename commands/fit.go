package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/render"
)

// Discord's limits on what an answer carries besides messages (see
// render's for messages).
const (
	maxChoices     = 25
	maxChoiceName  = 100
	maxChoiceValue = 100
	maxModalTitle  = 45
	maxInputLabel  = 45
	maxInputValue  = 4000
	maxInputHolder = 100
	maxModalRows   = 5
	maxQuotedInput = 100
)

// quote returns text a user typed (a move, an option's value, a name) as
// a reply quotes it: at most maxQuotedInput characters, so that the
// sentence around it stays readable.
func quote(s string) string { return render.Clip(s, maxQuotedInput) }

// fitResponse cuts everything in resp past Discord's limits: the
// message's texts, components and embeds (render.Message.Fit), the
// autocomplete choices and the modal. Every answer goes through it (see
// Answer), as every board goes through Board.Render: whatever a user
// typed and a reply quotes, Discord never refuses the reply for its
// length.
func fitResponse(resp *Response) {
	if resp.Message != nil {
		resp.Message.Fit()
	}
	resp.Choices = fitChoices(resp.Choices)
	if resp.Modal != nil {
		fitModal(resp.Modal)
	}
}

func fitChoices(cs []*discordgo.ApplicationCommandOptionChoice) []*discordgo.ApplicationCommandOptionChoice {
	if len(cs) > maxChoices {
		cs = cs[:maxChoices]
	}
	out := cs[:0:0]
	for _, c := range cs {
		if c == nil {
			continue
		}
		if v, ok := c.Value.(string); ok && len([]rune(v)) > maxChoiceValue {
			// A value cut short would be a different value: leave
			// the choice out.
			continue
		}
		out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: render.Clip(c.Name, maxChoiceName), Value: c.Value})
	}
	if cs != nil && len(out) == 0 {
		return []*discordgo.ApplicationCommandOptionChoice{}
	}
	return out
}

func fitModal(m *discordgo.InteractionResponseData) {
	m.Title = render.Clip(m.Title, maxModalTitle)
	if len(m.Components) > maxModalRows {
		m.Components = m.Components[:maxModalRows]
	}
	for _, c := range m.Components {
		var inputs []discordgo.MessageComponent
		switch row := c.(type) {
		case discordgo.ActionsRow:
			inputs = row.Components
		case *discordgo.ActionsRow:
			inputs = row.Components
		}
		for i, in := range inputs {
			switch t := in.(type) {
			case discordgo.TextInput:
				fitInput(&t)
				inputs[i] = t
			case *discordgo.TextInput:
				fitInput(t)
			}
		}
	}
}

func fitInput(t *discordgo.TextInput) {
	t.Label = render.Clip(t.Label, maxInputLabel)
	t.Value = render.Clip(t.Value, maxInputValue)
	t.Placeholder = render.Clip(t.Placeholder, maxInputHolder)
}
