package discord

import "github.com/bwmarrin/discordgo"

// stateServers names servers from the gateway's state, which holds every
// server the bot is in (the Guilds intent); the HTTP endpoint's session
// keeps none, and its servers stay unnamed.
type stateServers struct{ state *discordgo.State }

// ServerName implements commands.ServerNamer.
func (s stateServers) ServerName(id string) (string, bool) {
	if s.state == nil || id == "" {
		return "", false
	}
	g, err := s.state.Guild(id)
	if err != nil || g.Name == "" {
		return "", false
	}
	return g.Name, true
}
