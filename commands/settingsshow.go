package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
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
		return nil, refuse("settings.show.refuse.not_manager")
	}
	l := privateLang(r)
	lines := []string{l.Say("settings.show.head")}
	g, err := a.guildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	if g == nil {
		lines = append(lines, l.Say("settings.show.not_kept"))
	} else {
		turn, thread := session.DefaultTurnTime, l.Say("settings.show.thread.off")
		if g.TurnTime > 0 {
			turn = g.TurnTime
		}
		if g.Threads {
			thread = l.Say("settings.show.thread.on")
		}
		turnKey := "settings.show.turn_time"
		if g.TurnTime == 0 {
			turnKey = "settings.show.turn_time_default"
		}
		lines = append(lines, l.Say(turnKey, Duration(turn)), l.Say("settings.show.thread", thread))
	}
	season, channel, err := a.seasonSettingLines(ctx, l, r.Guild)
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

// seasonSettingLines are /settings show's lines, in l, of the server's
// seasons and where their ends are announced.
func (a *App) seasonSettingLines(ctx context.Context, l locale.Lang, guild string) (season, channel string, err error) {
	st, ok := a.matches.Seasons()
	if !ok {
		return l.Say("settings.show.seasons_not_kept"), l.Say("settings.show.season_channel_not_kept"), nil
	}
	cfg, err := st.SeasonConfig(ctx, guild)
	if err != nil {
		return "", "", err
	}
	now := a.matches.Now()
	season = l.Say("settings.scheme.none")
	if s, ok := cfg.Plan.At(now); ok {
		season = l.Say("settings.show.season_now", schemeIn(l, cfg.Plan.Scheme(now)), s.Title(), unixTime(s.End))
	}
	if c, ok := cfg.Plan.Pending(now); ok {
		season = l.Say("settings.show.season_becoming", season, schemeIn(l, c.Scheme), unixTime(c.At))
	}
	season = l.Say("settings.show.seasons", season)
	channel = l.Say("settings.show.season_channel_none")
	if cfg.Channel != "" {
		channel = l.Say("settings.show.season_channel", cfg.Channel)
	}
	return season, channel, nil
}

// schemeIn names a season scheme in l: "monthly", "quarterly", "none".
func schemeIn(l locale.Lang, s session.Scheme) string {
	if key := "settings.scheme." + string(s); locale.Has(key) {
		return l.Say(key)
	}
	return string(s)
}
