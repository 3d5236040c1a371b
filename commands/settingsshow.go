package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
)

// settingsShowSubcommand is /settings show: what the server's settings
// are, privately.
func settingsShowSubcommand() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{
		Type: discordgo.ApplicationCommandOptionSubCommand, Name: "show",
		Description: "This server's settings, each with how to change it",
	}
}

// settingsShow answers /settings show: every setting of the server with
// its value and the command that changes it, privately; Manage Server
// only, as every /settings subcommand. A store that keeps no settings or
// seasons shows those lines as not kept.
func (a *App) settingsShow(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refusal("Only members who manage this server can see its settings.")
	}
	lines := []string{"This server's settings:"}
	g, err := a.guildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	if g == nil {
		lines = append(lines, "· Turn time and threads: not kept here.")
	} else {
		turn, thread := session.DefaultTurnTime, "off (games open in their channel)"
		if g.TurnTime > 0 {
			turn = g.TurnTime
		}
		if g.Threads {
			thread = "on (each game opens in a thread of its own)"
		}
		lines = append(lines,
			fmt.Sprintf("· Turn time of new games: %s%s. Change: /settings turn_time duration:<time>", FormatDuration(turn), defaultNote(g.TurnTime == 0)),
			fmt.Sprintf("· Thread for each game: %s. Change: /settings thread default:on|off", thread))
	}
	season, channel, err := a.seasonSettingLines(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	lines = append(lines, season, channel)
	return Ephemeral(strings.Join(lines, "\n")), nil
}

// guildSettings returns the server's settings, or nil when the store
// keeps none.
func (a *App) guildSettings(ctx context.Context, guild string) (*session.GuildSettings, error) {
	s, ok := a.settings()
	if !ok {
		return nil, nil
	}
	g, err := s.GuildSettings(ctx, guild)
	if err != nil {
		return nil, err
	}
	return &g, nil
}

// defaultNote marks a value nobody set.
func defaultNote(unset bool) string {
	if unset {
		return " (the default)"
	}
	return ""
}

// seasonSettingLines are /settings show's lines of the server's seasons
// and where their ends are announced.
func (a *App) seasonSettingLines(ctx context.Context, guild string) (season, channel string, err error) {
	st, ok := a.matches.Seasons()
	if !ok {
		return "· Seasons: not kept here.", "· Season announcements: not kept here.", nil
	}
	cfg, err := st.SeasonConfig(ctx, guild)
	if err != nil {
		return "", "", err
	}
	now := a.matches.Now()
	season = "none"
	if s, ok := cfg.Plan.At(now); ok {
		season = fmt.Sprintf("%s (this one: %s, ends <t:%d:f>)", cfg.Plan.Scheme(now), s.Title(), s.End.Unix())
	}
	if c, ok := cfg.Plan.Pending(now); ok {
		season += fmt.Sprintf(", becoming %s <t:%d:f>", c.Scheme, c.At.Unix())
	}
	season = "· Seasons: " + season + ". Change: /settings season length:monthly|quarterly|none"
	channel = "· Season ends announced in: nowhere. Change: /settings season_channel channel:<channel>"
	if cfg.Channel != "" {
		channel = fmt.Sprintf("· Season ends announced in: <#%s>. Change: /settings season_channel channel:<channel>, or with no channel to stop", cfg.Channel)
	}
	return season, channel, nil
}
