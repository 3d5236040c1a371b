package render

import "github.com/bwmarrin/discordgo"

func flattenButtons(m *Message) []discordgo.Button {
	var out []discordgo.Button
	for _, r := range m.Components {
		for _, c := range r.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); ok {
				out = append(out, b)
			}
		}
	}
	return out
}
