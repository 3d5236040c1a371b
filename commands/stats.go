package commands

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/rating"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// playerStats shows a player's statistics in this server:
// /stats player [user:<user>] [game:<game>].
func (a *App) playerStats(ctx context.Context, r *Request) (*Reply, error) {
	st, err := a.stats()
	if err != nil {
		return nil, err
	}
	user, game := cmp.Or(r.Options["user"], r.User.ID), r.Options["game"]
	title := ""
	if game != "" {
		rules, err := lookupGame(game)
		if err != nil {
			return nil, err
		}
		title = rules.Info().Title
	}
	all, err := st.PlayerStats(ctx, r.Guild, user)
	if err != nil {
		return nil, err
	}
	if game != "" {
		all = slices.DeleteFunc(all, func(s session.Standing) bool { return s.Game != game })
	}
	who := "<@" + user + ">"
	if user == r.User.ID {
		who = r.User.Name
	}
	if len(all) == 0 {
		// The answer is private: in the caller's language.
		if title != "" {
			return &Reply{Message: render.Reply(privateLang(r).Say("stats.none_of", who, title))}, nil
		}
		return &Reply{Message: render.Reply(privateLang(r).Say("stats.none", who))}, nil
	}
	l := a.publicLang(ctx, r)
	// Most played first: the first is the favourite game.
	slices.SortFunc(all, func(a, b session.Standing) int {
		return cmp.Or(cmp.Compare(played(b), played(a)), b.Last.Compare(a.Last), cmp.Compare(a.Game, b.Game))
	})
	card := statsCard(l, all, title)
	card.Title = l.Say("stats.title", cmp.Or(all[0].Name, who))
	if title != "" {
		card.Title += " · " + title
	}
	page := a.link(func(p Pages) string { return p.Player(ctx, r.Guild, user) })
	return &Reply{Message: withLink(render.CardMessage(card), l.Say("stats.web_page.button"), page)}, nil
}

// statsCard sums standings (the favourite game first) into a card: games,
// wins, win rate, average and best score (for one game; for several,
// per game in the description), the favourite game's rating with its
// sparkline, and the last game played, in language l.
func statsCard(l locale.Lang, all []session.Standing, title string) render.Card {
	var games, wins, sum int
	best, last := all[0], all[0]
	for _, s := range all {
		games, wins, sum = games+s.Games, wins+s.Wins, sum+s.ScoreSum
		if best.Games == 0 || s.Games > 0 && s.BestScore > best.BestScore {
			best = s
		}
		if s.Last.After(last.Last) {
			last = s
		}
	}
	fav := all[0]
	c := render.Card{Fields: []render.CardField{{Name: l.Say("stats.games.name"), Value: l.Say("stats.number", games)}}}
	if games > 0 {
		c.Fields = append(c.Fields,
			render.CardField{Name: l.Say("stats.wins.name"), Value: l.Say("stats.number", wins)},
			render.CardField{Name: l.Say("stats.win_rate.name"), Value: l.Say("stats.percent", 100*float64(wins)/float64(games))})
	}
	if games > 0 && scoredGames(all) == 1 {
		// Points of different games do not add up: several games'
		// averages and bests are told per game (perGame).
		c.Fields = append(c.Fields,
			render.CardField{Name: l.Say("stats.average.name"), Value: l.Say("stats.decimal", float64(sum)/float64(games))},
			render.CardField{Name: l.Say("stats.best.name"), Value: l.Say("stats.of_game", best.BestScore, titleOf(best.Game))})
	}
	if fav.Rated > 0 {
		c.Fields = append(c.Fields, render.CardField{Name: l.Say("stats.rating.name", titleOf(fav.Game)),
			Value: l.Say("stats.rating", fav.Rating.Display(), fav.Rated)})
	}
	for _, s := range all {
		for _, m := range measured(s) {
			c.Fields = append(c.Fields, recordField(l, s.Game, m))
		}
	}
	if title == "" {
		c.Fields = append(c.Fields, render.CardField{Name: l.Say("stats.favourite.name"), Value: fmt.Sprintf("%s (%s)", titleOf(fav.Game), l.Say("stats.games", played(fav)))})
		c.Description = perGame(l, all)
	}
	c.Fields = append(c.Fields, render.CardField{Name: l.Say("stats.last_played.name"), Value: fmt.Sprintf("<t:%d:R> (%s)", last.Last.Unix(), titleOf(last.Game))})
	if len(fav.Trend) >= 2 {
		values := make([]float64, len(fav.Trend))
		for i, o := range fav.Trend {
			values[i] = float64(rating.Scale(o))
		}
		if img, err := render.Sparkline(values); err == nil {
			c.Image = img
			c.Footer = l.Say("stats.trend", titleOf(fav.Game), len(values))
		}
	}
	return c
}

// perGame writes one line per game played, in language l.
func perGame(l locale.Lang, all []session.Standing) string {
	var b strings.Builder
	for _, s := range all {
		fmt.Fprintf(&b, "**%s**: %s, %s", titleOf(s.Game), l.Say("stats.games", s.Games), l.Say("stats.wins", s.Wins))
		if s.Games > 0 && scoredGames(all) > 1 {
			b.WriteString(l.Say("stats.per_game.scores", float64(s.ScoreSum)/float64(s.Games), s.BestScore))
		}
		if s.Rated > 0 {
			b.WriteString(l.Say("stats.per_game.rating", s.Rating.Display()))
		}
		for _, m := range measured(s) {
			b.WriteString(", " + recordBest(l, s.Game, m))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// scoredGames counts the games of all with a match against others, the
// matches an average score is taken over.
func scoredGames(all []session.Standing) int {
	n := 0
	for _, s := range all {
		if s.Games > 0 {
			n++
		}
	}
	return n
}

// titleOf returns a game's display name, or its name when unknown.
func titleOf(name string) string {
	if r, err := games.Lookup(name); err == nil {
		return r.Info().Title
	}
	return name
}

// statsOptions are the subcommands of /stats: player and dice.
func statsOptions() []*discordgo.ApplicationCommandOption {
	return []*discordgo.ApplicationCommandOption{
		{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "player", Description: "A player's games, wins, scores and rating",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionUser, Name: "user", Description: "Whose statistics (default: yours)"},
				{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "One game only", Choices: gameChoices()},
			}},
		{Type: discordgo.ApplicationCommandOptionSubCommand, Name: "dice", Description: "The faces rolled against fair dice",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionUser, Name: "user", Description: "One player's rolls (default: the whole server's)"},
				{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "One game only", Choices: gameChoices()},
			}},
	}
}
