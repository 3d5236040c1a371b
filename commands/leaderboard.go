package commands

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Leaderboard metrics.
const (
	MetricRating  = "rating"
	MetricWins    = "wins"
	MetricWinRate = "winrate"
	MetricBest    = "best"
	MetricGames   = "games"
)

// PageSize is how many players a leaderboard page lists.
const PageSize = 10

// MinWinRateGames is how many games a player needs to appear on the win
// rate leaderboard.
const MinWinRateGames = 5

// metric describes how one leaderboard ranks.
type metric struct {
	// label names the value column in a language; note is the line
	// under the table ("" for none).
	label, note func(l locale.Lang) string
	// key is the value ranked, higher first; ok false leaves the player
	// off the board.
	key    func(s session.Standing) (key int, ok bool)
	format func(l locale.Lang, key int) string
	// games counts the player's games the metric ranks; nil: Games.
	games func(s session.Standing) int
}

// sayKey returns a function saying key in a language, for a metric's label
// or note.
func sayKey(key string, args ...any) func(l locale.Lang) string {
	return func(l locale.Lang) string { return l.Say(key, args...) }
}

// number formats a metric's value as a whole number.
func number(_ locale.Lang, k int) string { return strconv.Itoa(k) }

// none is a metric's note when it has none.
func none(locale.Lang) string { return "" }

var metrics = map[string]metric{
	MetricRating: {label: sayKey("leaderboard.metric.rating"), note: sayKey("leaderboard.note.rating"),
		key:    func(s session.Standing) (int, bool) { return s.Rating.Display(), s.Rated > 0 },
		format: number},
	MetricWins: {label: sayKey("leaderboard.metric.wins"), note: none,
		key: func(s session.Standing) (int, bool) { return s.Wins, s.Games > 0 }, format: number},
	MetricWinRate: {label: sayKey("leaderboard.metric.winrate"), note: sayKey("leaderboard.note.winrate", MinWinRateGames),
		key: func(s session.Standing) (int, bool) {
			return int(math.Round(s.WinRate() * 1000)), s.Games >= MinWinRateGames
		},
		format: func(l locale.Lang, k int) string { return l.Say("stats.percent", float64(k)/10) }},
	MetricBest: {label: sayKey("leaderboard.metric.best"), note: none,
		key: func(s session.Standing) (int, bool) { return s.BestScore, s.Games > 0 }, format: number},
	MetricGames: {label: sayKey("leaderboard.metric.games"), note: none,
		key: func(s session.Standing) (int, bool) { return s.Games, s.Games > 0 }, format: number},
}

// metricOf returns a leaderboard metric of a game (nil: none known) by
// name: one every game has, or one of the game's own statistics.
func metricOf(rules games.Rules, name string) (metric, bool) {
	if m, ok := metrics[name]; ok {
		return m, true
	}
	if rules == nil {
		return metric{}, false
	}
	st, ok := games.StatisticOf(rules, name)
	if !ok {
		return metric{}, false
	}
	sign := 1
	if st.Fewer {
		sign = -1
	}
	k := statKey(rules.Info().Name, st.Name)
	return metric{label: statWords(k+"label", st.Label), note: statWords(k+"note", st.Note),
		key: func(s session.Standing) (int, bool) {
			m, ok := s.Measures[st.Name]
			return sign * m.Best, ok
		},
		format: func(_ locale.Lang, k int) string { return strconv.Itoa(sign * k) },
		games:  func(s session.Standing) int { return s.Measures[st.Name].Games },
	}, true
}

// statKey is the catalog key prefix of a game's own statistic on the
// leaderboard: "leaderboard.stat.cinqo.rounds." then label, note and
// option.
func statKey(game, name string) string { return "leaderboard.stat." + game + "." + name + "." }

// statWords says key in a language, or the statistic's own (English)
// words for a statistic the catalog lacks.
func statWords(key, own string) func(l locale.Lang) string {
	return func(l locale.Lang) string {
		if !locale.Has(key) {
			return own
		}
		return l.Say(key)
	}
}

// Ranked is one player's place on a leaderboard.
type Ranked struct {
	Rank     int
	Key      int
	Standing session.Standing
}

// Rank orders the standings of one game by a metric, best first; equal
// values share a rank (competition ranking: 1, 2, 2, 4) and are listed by
// name. Players the metric leaves out (no games against others, too few
// for the win rate, unrated, no record of the game's statistic) are
// dropped, and all of them when the game has no such metric.
func Rank(all []session.Standing, name string) []Ranked {
	if len(all) == 0 {
		return nil
	}
	rules, _ := games.Lookup(all[0].Game)
	m, ok := metricOf(rules, name)
	if !ok {
		return nil
	}
	return rank(all, m)
}

// rank orders standings by the metric m, as Rank does.
func rank(all []session.Standing, m metric) []Ranked {
	var out []Ranked
	for _, s := range all {
		if k, ok := m.key(s); ok {
			out = append(out, Ranked{Key: k, Standing: s})
		}
	}
	slices.SortFunc(out, func(a, b Ranked) int {
		return cmp.Or(cmp.Compare(b.Key, a.Key), cmp.Compare(a.Standing.Name, b.Standing.Name), cmp.Compare(a.Standing.User, b.Standing.User))
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && out[i].Key == out[i-1].Key {
			out[i].Rank = out[i-1].Rank
		}
	}
	return out
}

// stats returns the store's Stats, if it keeps them.
func (a *App) stats() (session.Stats, error) {
	s, ok := a.matches.Stats()
	if !ok {
		return nil, refuse("stats.refuse.not_kept")
	}
	return s, nil
}

// leaderboard shows page 1 of a game's ranking in this server:
// /leaderboard game:<game> [metric:<metric>].
func (a *App) leaderboard(ctx context.Context, r *Request) (*Reply, error) {
	l := a.publicLang(ctx, r)
	msg, err := a.leaderboardPage(ctx, r, l, r.Options["game"], r.Options["metric"], r.Options["season"], 0, false)
	if err != nil {
		return nil, err
	}
	page := a.link(func(p Pages) string { return p.Leaderboard(ctx, r.Guild, r.Options["game"]) })
	return &Reply{Message: withLink(msg, l.Say("stats.web_page.button"), page)}, nil
}

// turnPage answers a leaderboard page button. A click on the public board
// opens the clicker's own copy at that page; a click on an own copy turns
// it in place. An own copy is private: in the clicker's language.
func (a *App) turnPage(ctx context.Context, r *Request) (*Reply, error) {
	id, err := render.ParseID(r.CustomID)
	if err != nil {
		return nil, err
	}
	game, name, own, ok := render.ParsePageArg(id.Arg)
	if !ok {
		return nil, refuse("privacy.refuse.not_mine")
	}
	// A season's board carries its key after the metric: "rating@2026-11".
	name, key, seasonal := strings.Cut(name, "@")
	if seasonal && key == "" {
		return nil, refuse("privacy.refuse.not_mine")
	}
	msg, err := a.leaderboardPage(ctx, r, privateLang(r), game, name+seasonTag(key), "", id.Page, true)
	if err != nil {
		return nil, err
	}
	if own {
		return &Reply{Update: msg}, nil
	}
	return &Reply{Message: msg}, nil
}

// leaderboardPage renders one page for the player of r in language lang.
func (a *App) leaderboardPage(ctx context.Context, r *Request, lang locale.Lang, game, name, season string, page int, own bool) (*render.Message, error) {
	name, key, _ := strings.Cut(name, "@")
	if key == SeasonAll {
		season, key = SeasonAll, ""
	}
	rules, err := lookupGame(game)
	if err != nil {
		return nil, err
	}
	if name == "" {
		name = MetricRating
	}
	m, ok := metricOf(rules, name)
	if !ok {
		return nil, refuse("leaderboard.refuse.none", quote(name), rules.Info().Title)
	}
	st, err := a.stats()
	if err != nil {
		return nil, err
	}
	sn, seasonal, err := a.leaderboardSeason(ctx, r.Guild, season, key)
	if err != nil {
		return nil, err
	}
	all, err := a.standingsOf(ctx, st, r.Guild, game, sn, seasonal)
	if err != nil {
		return nil, err
	}
	ranked := rank(all, m)
	pages := max((len(ranked)+PageSize-1)/PageSize, 1)
	page = min(max(page, 0), pages-1)
	l := render.Leaderboard{Game: game, Title: rules.Info().Title, Metric: name, Label: m.label(lang),
		Page: page, Pages: pages, Ranked: len(ranked), Note: m.note(lang), Own: own, Lang: lang}
	if season == SeasonAll {
		l.Metric += seasonTag(SeasonAll)
	}
	if seasonal {
		l.Metric += seasonTag(sn.Key)
		l.Note = strings.TrimSpace(seasonNote(lang, sn, a.matches.Now()) + "\n" + l.Note)
	}
	for i, x := range ranked {
		row := render.LeaderboardRow{Rank: x.Rank, Name: x.Standing.Name, Value: m.format(lang, x.Key),
			Games: x.Standing.Games, Self: x.Standing.User == r.User.ID}
		if m.games != nil {
			row.Games = m.games(x.Standing) // a statistic's games may count nowhere else
		}
		if row.Self {
			self := row
			l.Self = &self
		}
		if i/PageSize == page {
			l.Rows = append(l.Rows, row)
		}
	}
	return render.LeaderboardMessage(l), nil
}

// leaderboardOptions are the options of /leaderboard.
func leaderboardOptions() []*discordgo.ApplicationCommandOption {
	return []*discordgo.ApplicationCommandOption{
		{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game", Required: true, Choices: gameChoices()},
		// The metrics depend on the game (its own statistics), so they
		// are offered by autocomplete (completeMetric), not as choices.
		{Type: discordgo.ApplicationCommandOptionString, Name: "metric", Description: "What to rank by (default rating)",
			Autocomplete: true},
		seasonOption(),
	}
}

// metricChoices are the leaderboard metrics in the order offered.
var metricChoices = []string{MetricRating, MetricWins, MetricWinRate, MetricBest, MetricGames}

// completeMetric offers, in the caller's language, the leaderboard
// metrics of the chosen game (every game's, then the game's own
// statistics) whose name or value contains what is typed.
func (a *App) completeMetric(_ context.Context, r *Request) (*Reply, error) {
	l := privateLang(r)
	typed := strings.ToLower(r.Options["metric"])
	var offered []*discordgo.ApplicationCommandOptionChoice
	for _, name := range metricChoices {
		label := l.Say("leaderboard.choice." + name + ".option")
		if name == MetricWinRate {
			label = l.Say("leaderboard.choice.winrate.option", MinWinRateGames)
		}
		offered = append(offered, &discordgo.ApplicationCommandOptionChoice{Name: label, Value: name})
	}
	if rules, err := games.Lookup(r.Options["game"]); err == nil {
		for _, st := range games.StatisticsOf(rules) {
			name := statWords(statKey(rules.Info().Name, st.Name)+"option", st.Choice)(l)
			offered = append(offered, &discordgo.ApplicationCommandOptionChoice{Name: name, Value: st.Name})
		}
	}
	choices := []*discordgo.ApplicationCommandOptionChoice{}
	for _, c := range offered {
		if strings.Contains(strings.ToLower(c.Name), typed) || strings.Contains(c.Value.(string), typed) {
			choices = append(choices, c)
		}
	}
	return &Reply{Choices: choices}, nil
}
