package commands

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Values of /leaderboard season.
const (
	SeasonCurrent  = "current"
	SeasonPrevious = "previous"
	SeasonAll      = "all"
)

// seasons returns the store's Seasons, or a refusal.
func (a *App) seasons() (session.Seasons, error) {
	s, ok := a.matches.Seasons()
	if !ok {
		return nil, refuse("season.refuse.not_kept")
	}
	return s, nil
}

// settingsSeason sets how the server's seasons run: /settings season
// length:monthly|quarterly|none; Manage Server only. When the change
// takes effect is SeasonPlan.Set's rule, told in the reply.
func (a *App) settingsSeason(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refuse("settings.refuse.not_manager")
	}
	sc, err := session.ParseScheme(r.Options["length"])
	if err != nil {
		return nil, refuse("season.refuse.length", quote(r.Options["length"]))
	}
	now := a.matches.Now()
	var before session.SeasonConfig
	var at time.Time
	cfg, err := a.matches.UpdateSeasons(ctx, r.Guild, func(c *session.SeasonConfig) error {
		before = *c
		c.Plan, at = c.Plan.Set(now, sc)
		return nil
	})
	if errors.Is(err, session.ErrNoSeasons) {
		return nil, refuse("season.refuse.not_kept")
	}
	if err != nil {
		return nil, err
	}
	return Ephemeral(seasonSetText(privateLang(r), before, cfg, sc, at, now)), nil
}

// seasonSetText tells in l what a /settings season did.
func seasonSetText(l locale.Lang, before, after session.SeasonConfig, sc session.Scheme, at, now time.Time) string {
	cur := after.Plan.Scheme(now)
	_, wasPending := before.Plan.Pending(now)
	s, _ := after.Plan.At(now)
	title := s.TitleIn(l)
	switch {
	case at.After(now):
		if sc == session.NoSeasons {
			return l.Say("season.set.stop", title, unix(at))
		}
		if !at.Equal(s.End) { // a quarter starts after more than one month
			return l.Say("season.set.quarter_later", schemeWords(l, sc), unix(at), l.Say("season.scheme_one."+string(sc)),
				schemeWords(l, cur), title, unix(s.End))
		}
		return l.Say("season.set.later", schemeWords(l, sc), unix(at), title, schemeWords(l, cur))
	case cur == session.NoSeasons:
		return l.Say("season.set.none")
	case wasPending || before.Plan.Scheme(now) == cur:
		out := []string{l.Say("season.set.stay", schemeWords(l, cur), title, unix(s.End))}
		if wasPending {
			out = append(out, l.Say("season.set.withdrawn"))
		}
		return strings.Join(append(out, channelNote(l, after)), " ")
	}
	return l.Say("season.set.now", schemeWords(l, cur), title, unix(s.End)) + " " + channelNote(l, after)
}

// schemeWords names how seasons run in l, as a sentence says seasons
// are: "monthly", "quarterly", "none".
func schemeWords(l locale.Lang, sc session.Scheme) string {
	return l.Say("season.scheme." + string(sc))
}

// unix is t as a Discord timestamp's seconds: text, so that no language
// groups its digits.
func unix(t time.Time) string { return strconv.FormatInt(t.Unix(), 10) }

// channelNote says in l where season ends are announced.
func channelNote(l locale.Lang, c session.SeasonConfig) string {
	if c.Channel == "" {
		return l.Say("season.channel.none")
	}
	return l.Say("season.channel.set", c.Channel)
}

// settingsSeasonChannel sets where season ends are announced:
// /settings season_channel [channel:#x]; without a channel, nowhere.
func (a *App) settingsSeasonChannel(ctx context.Context, r *Request) (*Reply, error) {
	if !r.CanManageGuild {
		return nil, refuse("settings.refuse.not_manager")
	}
	ch := strings.TrimSpace(r.Options["channel"])
	ch = strings.TrimPrefix(strings.TrimSuffix(strings.TrimPrefix(ch, "<"), ">"), "#")
	if strings.ContainsAny(ch, " /:<>@") || ch != "" && r.ChannelGuilds != nil && r.ChannelGuilds[ch] != r.Guild {
		return nil, refuse("season.refuse.channel", quote(r.Options["channel"]))
	}
	_, err := a.matches.UpdateSeasons(ctx, r.Guild, func(c *session.SeasonConfig) error {
		c.Channel = ch
		return nil
	})
	if errors.Is(err, session.ErrNoSeasons) {
		return nil, refuse("season.refuse.not_kept")
	}
	if err != nil {
		return nil, err
	}
	if ch == "" {
		return Ephemeral(privateLang(r).Say("season.channel.off")), nil
	}
	return Ephemeral(privateLang(r).Say("season.channel.on", ch)), nil
}

// leaderboardSeason resolves /leaderboard's season option, or a season
// key carried by a page button (key set), into the season to show; ok
// false means all time. The default is the season in course when the
// server has one, all time otherwise.
func (a *App) leaderboardSeason(ctx context.Context, guild, option, key string) (session.Season, bool, error) {
	st, ok := a.matches.Seasons()
	if !ok {
		if option == SeasonCurrent || option == SeasonPrevious || key != "" {
			return session.Season{}, false, refuse("season.refuse.not_kept")
		}
		return session.Season{}, false, nil
	}
	cfg, err := st.SeasonConfig(ctx, guild)
	if err != nil {
		return session.Season{}, false, err
	}
	now := a.matches.Now()
	if key != "" {
		return findSeason(cfg.Plan, key, now)
	}
	switch option {
	case SeasonAll:
		return session.Season{}, false, nil
	case "":
		s, ok := cfg.Plan.At(now)
		return s, ok, nil
	case SeasonCurrent:
		if s, ok := cfg.Plan.At(now); ok {
			return s, true, nil
		}
		return session.Season{}, false, refuse("season.refuse.none_in_course")
	case SeasonPrevious:
		if s, ok := cfg.Plan.Previous(now); ok {
			return s, true, nil
		}
		if len(cfg.Plan) == 0 {
			return session.Season{}, false, refuse("season.refuse.none")
		}
		return session.Season{}, false, refuse("season.refuse.none_ended")
	}
	return session.Season{}, false, refuse("season.refuse.unknown", quote(option))
}

// findSeason returns the season of plan with key, ended or in course.
func findSeason(plan session.SeasonPlan, key string, now time.Time) (session.Season, bool, error) {
	if s, ok := plan.At(now); ok && s.Key == key {
		return s, true, nil
	}
	if len(plan) > 0 {
		for _, s := range plan.Ended(plan[0].At.Add(-time.Nanosecond), now) {
			if s.Key == key {
				return s, true, nil
			}
		}
	}
	return session.Season{}, false, refuse("season.refuse.not_on_record")
}

// seasonNote is the line a season's leaderboard shows under its table,
// in l.
func seasonNote(l locale.Lang, s session.Season, now time.Time) string {
	if s.End.After(now) {
		return l.Say("season.note.current", s.TitleIn(l), unix(s.End))
	}
	return l.Say("season.note.ended", s.TitleIn(l), unix(s.End))
}

// SeasonAnnouncement is the message that closes a season in a server, in
// the server's language l: the top three of each game played in it, by
// rating when any match was rated, else by wins, else by the game's own
// statistics (solitaire Cinq-O alone: by fewest rounds).
func SeasonAnnouncement(ctx context.Context, l locale.Lang, st session.Seasons, guild string, s session.Season) (*render.Message, error) {
	gs, err := st.SeasonGames(ctx, guild, s.Key)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString(l.Say("season.over", s.TitleIn(l)))
	if len(gs) == 0 {
		b.WriteString(" " + l.Say("season.over.empty"))
	}
	for _, g := range gs {
		all, err := st.SeasonStandings(ctx, guild, s.Key, g)
		if err != nil {
			return nil, err
		}
		title := g
		rules, err := games.Lookup(g)
		if err == nil {
			title = rules.Info().Title
		}
		names := []string{MetricRating, MetricWins}
		for _, st := range games.StatisticsOf(rules) {
			names = append(names, st.Name)
		}
		for _, name := range names {
			m, _ := metricOf(rules, name)
			ranked := rank(all, m)
			if len(ranked) == 0 {
				continue
			}
			var top []string
			for _, x := range ranked[:min(3, len(ranked))] {
				top = append(top, fmt.Sprintf("%d. %s (%s)", x.Rank, render.Clip(x.Standing.Name, 40), m.format(l, x.Key)))
			}
			fmt.Fprintf(&b, "\n**%s** · %s: %s", title, m.label(l), strings.Join(top, " · "))
			break
		}
	}
	b.WriteString("\n" + l.Say("season.over.fresh"))
	text := render.Clip(b.String(), render.MaxContent)
	return &render.Message{Content: text, Text: text, Nonce: seasonNonce(guild, s)}, nil
}

// seasonNonce is the nonce of a season's announcement: the same for every
// post of it, so a post sent again after a crash makes no second message.
func seasonNonce(guild string, s session.Season) string {
	h := fnv.New64a()
	h.Write([]byte(guild + "/" + s.Key))
	return fmt.Sprintf("season-%016x", h.Sum64())
}

// seasonOption is /leaderboard's season option.
func seasonOption() *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: "season",
		Description: "Which season (default: the current one when this server has seasons)",
		Choices: []*discordgo.ApplicationCommandOptionChoice{
			{Name: "Current season", Value: SeasonCurrent},
			{Name: "Previous season", Value: SeasonPrevious},
			{Name: "All time", Value: SeasonAll},
		}}
}

// seasonSubcommands are /settings season and season_channel.
func seasonSubcommands() []*discordgo.ApplicationCommandOption {
	return []*discordgo.ApplicationCommandOption{{
		Type: discordgo.ApplicationCommandOptionSubCommand, Name: "season", Description: "Seasons of the leaderboards: monthly, quarterly or none",
		Options: []*discordgo.ApplicationCommandOption{{
			Type: discordgo.ApplicationCommandOptionString, Name: "length", Description: "UTC calendar months or quarters; a change waits for the season in course to end",
			Required: true, Choices: []*discordgo.ApplicationCommandOptionChoice{
				{Name: "Monthly", Value: string(session.Monthly)},
				{Name: "Quarterly", Value: string(session.Quarterly)},
				{Name: "None", Value: string(session.NoSeasons)},
			},
		}},
	}, {
		Type: discordgo.ApplicationCommandOptionSubCommand, Name: "season_channel", Description: "Where a season's end and its top three are announced",
		Options: []*discordgo.ApplicationCommandOption{{
			Type: discordgo.ApplicationCommandOptionChannel, Name: "channel", Description: "Leave out to announce nowhere",
			ChannelTypes: []discordgo.ChannelType{discordgo.ChannelTypeGuildText},
		}},
	}}
}

// seasonTag is what a season's leaderboard buttons add to the metric.
func seasonTag(key string) string {
	if key == "" {
		return ""
	}
	return "@" + key
}

// standingsOf returns a game's standings of one season, or of all time
// when seasonal is false.
func (a *App) standingsOf(ctx context.Context, st session.Stats, guild, game string, s session.Season, seasonal bool) ([]session.Standing, error) {
	if !seasonal {
		return st.Standings(ctx, guild, game)
	}
	ss, err := a.seasons()
	if err != nil {
		return nil, err
	}
	return ss.SeasonStandings(ctx, guild, s.Key, game)
}
