package web

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"

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
	p := &page.Player{Name: playerName(user, sts, recs)}
	p.Title = p.Name
	slices.SortFunc(sts, func(a, b session.Standing) int { return cmp.Compare(gameTitle(a.Game), gameTitle(b.Game)) })
	for _, st := range sts {
		p.Games = append(p.Games, page.PlayerGame{Game: gameTitle(st.Game), Leaderboard: leaderboardPath(secret, epoch, guild, st.Game),
			Rating: ratingText(st), Games: st.Games, Wins: st.Wins, WinRate: fmt.Sprintf("%.0f%%", st.WinRate()*100),
			Average: fmt.Sprintf("%.1f", st.AverageScore()), Best: st.BestScore, Chart: page.Chart(history(st))})
	}
	for _, rec := range recs {
		g := page.RecentGame{When: rec.At.UTC().Format("2 Jan 2006"), Game: gameTitle(rec.Game)}
		for _, seat := range rec.Seats {
			if seat.User == user {
				g.Place, g.Score = seat.Place, seat.Score
			}
		}
		if rec.Abandoned {
			g.Why = page.WordNoReplay
		} else {
			g.URL = replayPath(secret, epoch, guild, rec.Match)
		}
		p.Recent = append(p.Recent, g)
	}
	htmlHeaders(w)
	return page.WritePlayer(w, p)
}

// playerName is the name a player was last seen under.
func playerName(user string, sts []session.Standing, recs []session.Record) string {
	if session.IsFormer(user) {
		return page.WordFormer
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
