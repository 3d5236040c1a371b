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
		return nil, refuse("settings.refuse.not_manager")
	}
	s, ok := a.settings()
	if !ok {
		return nil, refuse("settings.refuse.not_kept")
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	what := r.Command[strings.LastIndex(r.Command, " ")+1:]
	switch what {
	case "on":
		g.WebOff = false
	case "off":
		g.WebOff = true
	case "rotate":
		g.WebEpoch++
	default:
		return nil, refuse("settings.web.refuse.which")
	}
	if err := s.SetGuildSettings(ctx, r.Guild, g); err != nil {
		return nil, err
	}
	l := privateLang(r)
	said := l.Say("settings.web." + what)
	if a.pages == nil {
		said += " " + l.Say("settings.web.no_pages")
	}
	return Ephemeral(said), nil
}
