package web

import (
	"cmp"
	"context"
	"net/http"
	"net/url"
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/rating"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render/page"
)

// maxSeasonLinks bounds the seasons a leaderboard links to: the latest.
const maxSeasonLinks = 12

// leaderboard answers a server's leaderboard of a game: every season
// together, or ?season=<key> one season.
func (s *Server) leaderboard(w http.ResponseWriter, r *http.Request, guild, game, sig string) error {
	ctx := r.Context()
	secret, epoch, err := s.key(ctx, guild)
	if err != nil {
		return err
	}
	if !signed(secret, epoch, sig, kindLeaderboard, guild, game) {
		return errMissing
	}
	if _, err := games.Lookup(game); err != nil {
		return errMissing
	}
	stats, ok := s.matches.Stats()
	if !ok {
		return errMissing
	}
	self := leaderboardPath(secret, epoch, guild, game)
	seasons, err := s.seasons(ctx, guild)
	if err != nil {
		return err
	}
	key := r.URL.Query().Get("season")
	l, query := s.pageLang(ctx, r, guild, ""), langQuery(r)
	p := &page.Leaderboard{Lang: l, Game: gameTitle(game), Season: page.AllTime(l)}
	p.Title = l.Say("web.leaderboard.title", p.Game)
	var standings []session.Standing
	if key == "" {
		standings, err = stats.Standings(ctx, guild, game)
	} else {
		i := slices.IndexFunc(seasons, func(sn session.Season) bool { return sn.Key == key })
		sts, ok := s.matches.Seasons()
		if i < 0 || !ok {
			return errMissing
		}
		p.Season = seasons[i].TitleIn(l)
		standings, err = sts.SeasonStandings(ctx, guild, key, game)
	}
	if err != nil {
		return err
	}
	if len(seasons) > 0 {
		p.Seasons = append(p.Seasons, page.SeasonLink{Label: page.AllTime(l), URL: withQuery(self, query), Here: key == ""})
		for _, sn := range seasons {
			p.Seasons = append(p.Seasons, page.SeasonLink{Label: sn.TitleIn(l), URL: withQuery(self, query) + sep(query) + "season=" + url.QueryEscape(sn.Key), Here: sn.Key == key})
		}
	}
	rankStandings(standings)
	for i, st := range standings {
		name := page.Name{Text: shownName(l, st.User, st.Name)}
		if !session.IsFormer(st.User) {
			name.URL = withQuery(playerPath(secret, epoch, guild, st.User), query)
		}
		p.Rows = append(p.Rows, page.StandingLine{Rank: i + 1, Name: name, Rating: ratingText(l, st),
			Games: st.Games, Wins: st.Wins, WinRate: page.Percent(l, st.WinRate()), Chart: page.Spark(l, history(st))})
	}
	htmlHeaders(w)
	return page.WriteLeaderboard(w, p)
}

// seasons returns the server's seasons, ended and in course, the latest
// maxSeasonLinks, newest first; none without seasons.
func (s *Server) seasons(ctx context.Context, guild string) ([]session.Season, error) {
	sts, ok := s.matches.Seasons()
	if !ok {
		return nil, nil
	}
	cfg, err := sts.SeasonConfig(ctx, guild)
	if err != nil || len(cfg.Plan) == 0 {
		return nil, err
	}
	now := s.matches.Now()
	all := cfg.Plan.Ended(cfg.Plan[0].At.Add(-1), now)
	if cur, ok := cfg.Plan.At(now); ok {
		all = append(all, cur)
	}
	slices.Reverse(all)
	return all[:min(len(all), maxSeasonLinks)], nil
}

// rankStandings sorts standings as /leaderboard's rating board does:
// rated players by rating, then the others by wins and games, then by
// name and user, so that the order never depends on the store's.
func rankStandings(sts []session.Standing) {
	slices.SortFunc(sts, func(a, b session.Standing) int {
		if (a.Rated > 0) != (b.Rated > 0) {
			if a.Rated > 0 {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(b.Rating.Display(), a.Rating.Display()), cmp.Compare(b.Wins, a.Wins),
			cmp.Compare(b.Games, a.Games), cmp.Compare(a.Name, b.Name), cmp.Compare(a.User, b.User))
	})
}

// ratingText is a standing's rating in l, page.WordUnrated before its
// first rated game.
func ratingText(l locale.Lang, st session.Standing) string {
	if st.Rated == 0 {
		return page.WordUnrated
	}
	return l.Say("web.number", st.Rating.Display())
}

// history is a standing's rating history as players see the rating:
// from the starting rating when the trend holds every rated game, then
// after each rated game (the last session.TrendLength).
func history(st session.Standing) []float64 {
	var out []float64
	if st.Rated > 0 && st.Rated == len(st.Trend) {
		out = append(out, float64(rating.New().Display()))
	}
	for _, v := range st.Trend {
		out = append(out, float64(rating.Scale(v)))
	}
	return out
}
