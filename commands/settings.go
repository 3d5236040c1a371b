package commands

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// settings returns the store's Settings, if it keeps them.
func (a *App) settings() (session.Settings, bool) {
	s, ok := a.matches.Settings()
	return s, ok
}

// guildTiming returns the server's defaults as a match's Timing.
func (a *App) guildTiming(ctx context.Context, guild string) (session.Timing, error) {
	s, ok := a.settings()
	if !ok || guild == "" {
		return session.Timing{}, nil
	}
	g, err := s.GuildSettings(ctx, guild)
	if err != nil {
		return session.Timing{}, err
	}
	return session.Timing{TurnTime: g.TurnTime}, nil
}

// settingsTurnTime sets the server's default turn time: /settings
// turn_time duration:<d>; Manage Server only.
func (a *App) settingsTurnTime(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refuse("settings.refuse.not_manager")
	}
	s, ok := a.settings()
	if !ok {
		return nil, refuse("settings.refuse.not_kept")
	}
	d, err := turnTime(r.Options["duration"])
	if err != nil {
		return nil, err
	}
	g, err := s.GuildSettings(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	g.TurnTime = d
	if err := s.SetGuildSettings(ctx, r.Guild, g); err != nil {
		return nil, err
	}
	return Ephemeral(privateLang(r).Say("settings.turn_time.set", Duration(d))), nil
}

// notify records whether the user wants direct messages: /notify on|off.
func (a *App) notify(ctx context.Context, r *Request) (*Reply, error) {
	s, ok := a.settings()
	if !ok {
		return nil, refuse("settings.refuse.not_kept")
	}
	on := strings.HasSuffix(r.Command, " on")
	if err := s.SetNotify(ctx, r.User.ID, on); err != nil {
		return nil, err
	}
	a.forgetLocale(r.User.ID)
	a.rememberLocale(ctx, r)
	l := privateLang(r)
	note := a.notifyClosedNote(ctx, l, r.User.ID)
	if on {
		return Ephemeral(note + l.Say("notify.on")), nil
	}
	return Ephemeral(note + l.Say("notify.off")), nil
}

// mine lists, privately, the matches of this server waiting on the user.
// It reads the server's open matches through the store's guild index
// (written only when a match opens or ends), so its cost does not grow
// with the matches of other servers.
func (a *App) mine(ctx context.Context, r *Request) (*Reply, error) {
	open, err := a.matches.OpenIn(ctx, r.Guild)
	if err != nil {
		return nil, err
	}
	l := privateLang(r)
	var lines []string
	for _, m := range open {
		seat, ok := m.SeatOf(r.User.ID)
		held := m.BotHolds(r.User.ID) != nil
		if !ok || !held && !slices.Contains(m.Waiting(), seat) {
			continue
		}
		link := ""
		if url := BoardLink(m); url != "" {
			link = ": " + url
		}
		switch {
		case held:
			lines = append(lines, l.Say("mine.line_bot", gameTitle(m), m.Channel, link, strconv.Itoa(m.Players[seat].BotSince)))
		case m.Paused:
			lines = append(lines, l.Say("mine.line_paused", gameTitle(m), m.Channel, link))
		case !m.Due.IsZero():
			lines = append(lines, l.Say("mine.line_due", gameTitle(m), m.Channel, link, unixTime(m.Due)))
		default:
			lines = append(lines, l.Say("mine.line", gameTitle(m), m.Channel, link))
		}
	}
	if len(lines) == 0 {
		return Ephemeral(l.Say("mine.none")), nil
	}
	text := render.Clip(l.Say("mine.head")+"\n"+strings.Join(lines, "\n"), render.MaxContent)
	return Ephemeral(text), nil
}

func gameTitle(m *session.Match) string {
	if r, err := m.Rules(); err == nil {
		return r.Info().Title
	}
	return m.Game
}
