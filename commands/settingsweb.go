package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// webSetting is /settings web on|off|rotate.
func webSetting() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionSubCommandGroup, Name: "web",
		Description: "This server's web pages: replays, leaderboards, players",
		Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "on", Description: "Link games, leaderboards and players to their web pages"},
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "off", Description: "No web pages: every link of this server stops working"},
			{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "rotate", Description: "New links: every link handed out before stops working"},
		},
	}
}

// settingsWeb switches the server's web pages on or off, or renews its
// links (a new link epoch voids the old links): /settings web
// on|off|rotate; Manage Server only.
func (a *App) settingsWeb(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refusal("Only members who manage this server can change its settings.")
	}
	s, ok := a.settings()
	if !ok {
		return nil, refusal("Settings are not kept here.")
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	what := r.Command[strings.LastIndex(r.Command, " ")+1:]
	var said string
	switch what {
	case "on":
		g.WebOff = false
		said = "This server's games, leaderboards and players have web pages again; links handed out before work again too."
	case "off":
		g.WebOff = true
		said = "This server's web pages are off: every link to them leads nowhere, and no new ones are handed out."
	case "rotate":
		g.WebEpoch++
		said = "This server's web links are renewed: every link handed out before leads nowhere now."
	default:
		return nil, refusal("Web pages: on, off or rotate.")
	}
	if err := s.SetGuildSettings(ctx, r.Guild, g); err != nil {
		return nil, err
	}
	if a.pages == nil {
		said += " (This bot serves no web pages at the moment; its operator turns them on.)"
	}
	return Ephemeral(said), nil
}
