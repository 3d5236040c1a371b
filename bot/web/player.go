package web

import (
	"cmp"
	"net/http"
	"slices"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render/page"
)

// recentGames is how many of a player's last matches the page lists.
const recentGames = 20

// player answers a player's page in a server: statistics and rating
// curve per game, and the last matches linked to their replays.
func (s *Server) player(w http.ResponseWriter, r *http.Request, guild, user, sig string) error {
	ctx := r.Context()
	secret, epoch, err := s.key(ctx, guild)
	if err != nil {
		return err
	}
	if !signed(secret, epoch, sig, kindPlayer, guild, user) {
		return errMissing
	}
	stats, ok := s.matches.Stats()
	if !ok {
		return errMissing
	}
	sts, err := stats.PlayerStats(ctx, guild, user)
	if err != nil {
		return err
	}
	recs, err := stats.Records(ctx, guild, "", user, recentGames)
	if err != nil {
		return err
	}
	if len(sts) == 0 && len(recs) == 0 {
		return errMissing
	}
	l, query := s.pageLang(ctx, r, guild, ""), langQuery(r)
	p := &page.Player{Lang: l, Name: playerName(l, user, sts, recs)}
	p.Title = p.Name
	slices.SortFunc(sts, func(a, b session.Standing) int { return cmp.Compare(gameTitle(a.Game), gameTitle(b.Game)) })
	for _, st := range sts {
		p.Games = append(p.Games, page.PlayerGame{Game: gameTitle(st.Game), Leaderboard: withQuery(leaderboardPath(secret, epoch, guild, st.Game), query),
			Rating: ratingText(l, st), Games: st.Games, Wins: st.Wins, WinRate: page.Percent(l, st.WinRate()),
			Average: page.Decimal(l, st.AverageScore()), Best: st.BestScore, Chart: page.Chart(l, history(st))})
	}
	for _, rec := range recs {
		g := page.RecentGame{When: page.Date(l, rec.At), Game: gameTitle(rec.Game)}
		for _, seat := range rec.Seats {
			if seat.User == user {
				g.Place, g.Score = seat.Place, seat.Score
			}
		}
		if rec.Abandoned {
			g.Why = page.NoReplay(l)
		} else {
			g.URL = withQuery(replayPath(secret, epoch, guild, rec.Match), query)
		}
		p.Recent = append(p.Recent, g)
	}
	htmlHeaders(w)
	return page.WritePlayer(w, p)
}

// playerName is the name a player was last seen under; a deleted
// user's is page.Former in l.
func playerName(l locale.Lang, user string, sts []session.Standing, recs []session.Record) string {
	if session.IsFormer(user) {
		return page.Former(l)
	}
	for _, rec := range recs {
		for _, seat := range rec.Seats {
			if seat.User == user {
				return seat.Name
			}
		}
	}
	for _, st := range sts {
		return st.Name
	}
	return user
}
