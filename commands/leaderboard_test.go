package commands

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/rating"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// fakeStats is a MemStore whose standings a test sets.
type fakeStats struct {
	*session.MemStore
	standings []session.Standing
}

func (f *fakeStats) Standings(_ context.Context, guild, game string) ([]session.Standing, error) {
	var out []session.Standing
	for _, s := range f.standings {
		if s.Guild == guild && s.Game == game {
			out = append(out, s)
		}
	}
	return out, nil
}

func standing(user string, games, wins int, mu float64) session.Standing {
	s := session.Standing{Guild: "guild", Game: "qwinto", User: user, Name: "N" + user, Games: games, Wins: wins, BestScore: wins * 10}
	if mu > 0 {
		s.Rated, s.Rating = games, rating.Rating{Mu: mu, Sigma: 2}
	}
	return s
}

func TestRank(t *testing.T) {
	all := []session.Standing{
		standing("a", 10, 5, 30), standing("b", 4, 4, 35), standing("c", 10, 5, 30),
		standing("d", 6, 1, 0), standing("e", 8, 8, 20),
	}
	tests := []struct {
		metric string
		want   string // user:rank in order
	}{
		{MetricRating, "b:1 a:2 c:2 e:4"},    // d is unrated; a and c tie
		{MetricWinRate, "e:1 a:2 c:2 d:4"},   // b has too few games
		{MetricWins, "e:1 a:2 c:2 b:4 d:5"},  // ties share a rank, the next skips
		{MetricGames, "a:1 c:1 e:3 d:4 b:5"}, // listed by name within a tie
		{MetricBest, "e:1 a:2 c:2 b:4 d:5"},  // best score
		{"rounds", ""},                       // nobody played solitaire
	}
	for _, tt := range tests {
		var got []string
		for _, r := range Rank(all, tt.metric) {
			got = append(got, fmt.Sprintf("%s:%d", r.Standing.User, r.Rank))
		}
		if s := strings.Join(got, " "); s != tt.want {
			t.Errorf("%s: %q, want %q", tt.metric, s, tt.want)
		}
	}
	rounds := []session.Standing{{Game: "cinqo", User: "x", Measures: map[string]session.Measured{"rounds": {Best: 9}}},
		{Game: "cinqo", User: "y", Measures: map[string]session.Measured{"rounds": {Best: 6}}}, {Game: "cinqo", User: "z"}}
	m, _ := metricOf(cinqo.Rules, "rounds")
	if r := Rank(rounds, "rounds"); len(r) != 2 || r[0].Standing.User != "y" || m.format(locale.English, r[0].Key) != "6" {
		t.Errorf("rounds: %+v; want y first with 6", r)
	}
}

func newStatsApp(standings []session.Standing) (*Router, *fakeStats) {
	f := &fakeStats{MemStore: session.NewMemStore(), standings: standings}
	return NewRouter(session.NewManager(f), slog.New(slog.NewTextHandler(io.Discard, nil))), f
}

func ask(rt *Router, user string, r *Request) *Reply {
	r.Guild, r.Channel, r.User = "guild", "chan", User{ID: user, Name: user}
	if r.Options == nil {
		r.Options = map[string]string{}
	}
	return rt.Handle(context.Background(), r)
}

func TestLeaderboardPages(t *testing.T) {
	var all []session.Standing
	for i := range 23 {
		all = append(all, standing(fmt.Sprintf("u%02d", i), 10, i%7, 20+float64(i)))
	}
	rt, _ := newStatsApp(all)
	// u08 has the 15th highest rating of 23.
	rep := ask(rt, "u08", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "qwinto"}})
	m := rep.Message
	if m == nil || m.Ephemeral || len(m.Embeds) != 1 {
		t.Fatalf("reply %+v", rep)
	}
	e := m.Embeds[0]
	if rows := tableRows(e.Description); rows != PageSize {
		t.Errorf("%d rows on page 1, want %d:\n%s", rows, PageSize, e.Description)
	}
	if !strings.Contains(e.Footer.Text, "Page 1 of 3") || !strings.Contains(e.Footer.Text, "You: #15 of 23") {
		t.Errorf("footer %q", e.Footer.Text)
	}
	ids := pageIDs(t, m)
	// A click on the public board opens the clicker's own copy.
	rep = ask(rt, "u08", &Request{Kind: KindComponent, CustomID: ids[1]})
	if rep.Message == nil || !rep.Message.Ephemeral || rep.Update != nil {
		t.Fatalf("click on the public board: %+v", rep)
	}
	e = rep.Message.Embeds[0]
	if !strings.Contains(e.Footer.Text, "Page 2 of 3") || !strings.Contains(e.Description, "› 15") {
		t.Errorf("page 2: %q\n%s", e.Footer.Text, e.Description)
	}
	// A click on the own copy turns it in place; the last page has 3.
	rep = ask(rt, "u08", &Request{Kind: KindComponent, CustomID: pageIDs(t, rep.Message)[1]})
	if rep.Update == nil || rep.Message != nil {
		t.Fatalf("click on the own copy: %+v", rep)
	}
	if e := rep.Update.Embeds[0]; tableRows(e.Description) != 3 || !strings.Contains(e.Footer.Text, "You: #15") {
		t.Errorf("page 3:\n%s\n%s", e.Description, e.Footer.Text)
	}
	// A page past the end (a board that shrank) shows the last one.
	far := render.ID{Action: render.ActPage, Page: 9, Arg: render.PageArg("qwinto", "rating", true, "next")}.String()
	if rep = ask(rt, "nobody", &Request{Kind: KindComponent, CustomID: far}); !strings.Contains(rep.Update.Embeds[0].Footer.Text, "Page 3 of 3 · You are not ranked") {
		t.Errorf("page 9: %q", rep.Update.Embeds[0].Footer.Text)
	}
}

func pageIDs(t *testing.T, m *render.Message) []string {
	t.Helper()
	var ids []string
	for _, row := range m.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			ids = append(ids, customID(c))
		}
	}
	if len(ids) != 2 {
		t.Fatalf("page buttons %v", ids)
	}
	return ids
}

func TestLeaderboardRefusals(t *testing.T) {
	rt, _ := newStatsApp(nil)
	tests := []struct {
		opts map[string]string
		want string
	}{
		{map[string]string{"game": "qwinto", "metric": "height"}, `no "height" leaderboard`},
		{map[string]string{"game": "qwinto", "metric": "rounds"}, `no "rounds" leaderboard`},
		{map[string]string{"game": "chess"}, ""},
	}
	for _, tt := range tests {
		rep := ask(rt, "u", &Request{Kind: KindCommand, Command: "leaderboard", Options: tt.opts})
		if rep.Message == nil || !rep.Message.Ephemeral || !strings.Contains(rep.Message.Content, tt.want) {
			t.Errorf("%v: %+v", tt.opts, rep.Message)
		}
	}
	rep := ask(rt, "u", &Request{Kind: KindComponent, CustomID: render.ID{Action: render.ActPage, Arg: "junk"}.String()})
	if rep.Message == nil || !strings.Contains(rep.Message.Content, "not one of mine") {
		t.Errorf("junk page button: %+v", rep.Message)
	}
	plain := NewRouter(session.NewManager(storeOnly{session.NewMemStore()}), slog.New(slog.NewTextHandler(io.Discard, nil)))
	rep = ask(plain, "u", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "qwinto"}})
	if !strings.Contains(rep.Message.Content, "not kept") {
		t.Errorf("a store without statistics: %+v", rep.Message)
	}
}

// storeOnly hides every optional interface of a store.
type storeOnly struct{ session.Store }

// tableRows counts the player rows of a leaderboard table.
func tableRows(desc string) int {
	table, _, _ := strings.Cut(strings.TrimPrefix(desc, "```\n"), "```")
	return strings.Count(table, "\n") - 1
}
