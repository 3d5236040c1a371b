package commands

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/storage"
)

// seasonApp is a router over a bbolt file whose clock the test moves.
func seasonApp(t *testing.T, now *time.Time) (*Router, *session.Manager, *storage.DB) {
	t.Helper()
	db, err := storage.Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	mg := session.NewManager(db, session.WithClock(func() time.Time { return *now }))
	return NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), mg, db
}

// playOneRound plays a one-round Cinq-O match in channel between users,
// each move a second later.
func playOneRound(t *testing.T, mg *session.Manager, now *time.Time, channel string, users ...string) {
	t.Helper()
	ctx := t.Context()
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "guild", Channel: channel, Game: "cinqo",
		Options: games.Options{"mode": "rounds", "rounds": "1"}, Host: session.Player{User: users[0], Name: users[0]}}); err != nil {
		t.Fatal(err)
	}
	for _, u := range users[1:] {
		if _, err := mg.Join(ctx, channel, session.Player{User: u, Name: u}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Start(ctx, channel, users[0]); err != nil {
		t.Fatal(err)
	}
	for range 500 {
		*now = now.Add(time.Second)
		cur, err := mg.Get(ctx, channel)
		if err != nil {
			return
		}
		st, _ := cur.Decode()
		seat := st.Actors()[0]
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: channel, User: cur.Players[seat].User, Move: st.Default(seat)}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the match does not end")
}

func said(rep *Reply) string {
	if rep.Message == nil {
		return ""
	}
	s := rep.Message.Content
	for _, e := range rep.Message.Embeds {
		s += "\n" + e.Title + "\n" + e.Description
		if e.Footer != nil {
			s += "\n" + e.Footer.Text
		}
	}
	return s
}

// TestSeasonRefusals: every misuse gets one private line and changes
// nothing.
func TestSeasonRefusals(t *testing.T) {
	now := time.Date(2026, 11, 15, 10, 0, 0, 0, time.UTC)
	rt, _, db := seasonApp(t, &now)
	admin := func(r *Request) *Request { r.CanManageGuild = true; return r }
	tests := []struct {
		name string
		req  *Request
		want string
	}{
		{"season without permission", &Request{Kind: KindCommand, Command: "settings season", Options: map[string]string{"length": "monthly"}}, "Only members who manage this server"},
		{"channel without permission", &Request{Kind: KindCommand, Command: "settings season_channel", Options: map[string]string{"channel": "123"}}, "Only members who manage this server"},
		{"unknown length", admin(&Request{Kind: KindCommand, Command: "settings season", Options: map[string]string{"length": "weekly"}}), `There is no season length "weekly"`},
		{"not a channel", admin(&Request{Kind: KindCommand, Command: "settings season_channel", Options: map[string]string{"channel": "a b"}}), "is not a channel"},
		{"a channel of another server", admin(&Request{Kind: KindCommand, Command: "settings season_channel", Options: map[string]string{"channel": "123"},
			ChannelGuilds: map[string]string{"123": "other"}}), "is not a channel of this server"},
		{"a channel Discord did not resolve", admin(&Request{Kind: KindCommand, Command: "settings season_channel", Options: map[string]string{"channel": "123"},
			ChannelGuilds: map[string]string{}}), "is not a channel of this server"},
		{"previous without seasons", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "season": "previous"}}, "This server has no seasons"},
		{"current without seasons", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "season": "current"}}, "no season in course"},
		{"unknown season", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "season": "last"}}, `There is no season "last"`},
		{"a season button of no season", &Request{Kind: KindComponent, CustomID: render.ID{Action: render.ActPage, Arg: render.PageArg("cinqo", "rating@1999-01", false, "next")}.String()}, "not on record"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := ask(rt, "u", tt.req)
			if rep.Message == nil || !rep.Message.Ephemeral || !strings.Contains(rep.Message.Content, tt.want) || strings.Contains(rep.Message.Content, "\n") {
				t.Errorf("reply %+v, want one private line with %q", rep.Message, tt.want)
			}
		})
	}
	if c, err := db.SeasonConfig(t.Context(), "guild"); err != nil || len(c.Plan) != 0 || c.Channel != "" {
		t.Errorf("the refusals changed the seasons: %+v %v", c, err)
	}
}

// TestSeasonLeaderboard turns monthly seasons on mid-November, plays in
// November and December, and reads the boards: the current season by
// default, the previous one, all time, and a page button that keeps its
// season after the month turned.
func TestSeasonLeaderboard(t *testing.T) {
	now := time.Date(2026, 11, 15, 10, 0, 0, 0, time.UTC)
	rt, mg, db := seasonApp(t, &now)
	playOneRound(t, mg, &now, "c0", "zed", "yan") // before seasons: all time only
	set := &Request{Kind: KindCommand, Command: "settings season", Options: map[string]string{"length": "monthly"}, CanManageGuild: true}
	if got := said(ask(rt, "admin", set)); !strings.Contains(got, "Seasons are now monthly. This season, November 2026") || !strings.Contains(got, "/settings season_channel") {
		t.Errorf("set monthly: %q", got)
	}
	ch := &Request{Kind: KindCommand, Command: "settings season_channel", Options: map[string]string{"channel": "<#555>"}, CanManageGuild: true}
	if got := said(ask(rt, "admin", ch)); !strings.Contains(got, "announced in <#555>") {
		t.Errorf("set channel: %q", got)
	}
	if got := said(ask(rt, "u", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "season": "previous"}})); !strings.Contains(got, "No season of this server has ended yet") {
		t.Errorf("previous in the first season: %q", got)
	}
	playOneRound(t, mg, &now, "c1", "ann", "bob")
	board := func(season string) string {
		return said(ask(rt, "ann", &Request{Kind: KindCommand, Command: "leaderboard", Options: map[string]string{"game": "cinqo", "season": season}}))
	}
	nov := board("")
	if !strings.Contains(nov, "Season November 2026") || !strings.Contains(nov, "ann") || strings.Contains(nov, "zed") {
		t.Errorf("November's board by default:\n%s", nov)
	}
	if all := board("all"); !strings.Contains(all, "zed") || !strings.Contains(all, "ann") || strings.Contains(all, "Season ") {
		t.Errorf("all time:\n%s", all)
	}
	now = time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
	if dec := board(""); !strings.Contains(dec, "Season December 2026") || !strings.Contains(dec, "nobody yet") {
		t.Errorf("December's board:\n%s", dec)
	}
	if prev := board("previous"); !strings.Contains(prev, "Season November 2026, ended") || !strings.Contains(prev, "ann") {
		t.Errorf("previous:\n%s", prev)
	}
	id := render.ID{Action: render.ActPage, Arg: render.PageArg("cinqo", "rating@2026-11", false, "next")}.String()
	if got := said(ask(rt, "ann", &Request{Kind: KindComponent, CustomID: id})); !strings.Contains(got, "Season November 2026") || !strings.Contains(got, "ann") {
		t.Errorf("a November page button in December:\n%s", got)
	}
	cfg, _ := db.SeasonConfig(t.Context(), "guild")
	s, _ := cfg.Plan.Previous(now)
	msg, err := SeasonAnnouncement(context.Background(), locale.English, db, "guild", s)
	if err != nil || !strings.Contains(msg.Content, "Season November 2026 is over") || !strings.Contains(msg.Content, "**Cinq-O** · Rating: 1. ") || strings.Contains(msg.Content, "zed") {
		t.Errorf("announcement %q %v", msg.Content, err)
	}
}

// TestSeasonChangeWaits: a change of length while a season runs takes
// effect when it ends, and is said so.
func TestSeasonChangeWaits(t *testing.T) {
	now := time.Date(2026, 11, 15, 10, 0, 0, 0, time.UTC)
	rt, _, db := seasonApp(t, &now)
	set := func(length string) string {
		return said(ask(rt, "admin", &Request{Kind: KindCommand, Command: "settings season", Options: map[string]string{"length": length}, CanManageGuild: true}))
	}
	set("monthly")
	// November ends on 1 December, but quarters start on 1 January: the
	// reply must not say that November ends then.
	if got := set("quarterly"); !strings.Contains(got, "Seasons become quarterly from <t:1798761600:f>") || !strings.Contains(got, "stay monthly") ||
		strings.Contains(got, "when the season in course (November 2026) ends") || !strings.Contains(got, "November 2026, ends <t:1796083200:f>") {
		t.Errorf("monthly to quarterly: %q", got)
	}
	// Off waits for the end of November only; it replaces the change to
	// quarterly.
	if got := set("none"); !strings.Contains(got, "Seasons stop when this one, November 2026, ends <t:1796083200:f>") {
		t.Errorf("monthly to none: %q", got)
	}
	if got := set("monthly"); !strings.Contains(got, "Seasons stay monthly") || !strings.Contains(got, "The change planned is withdrawn.") {
		t.Errorf("back to monthly: %q", got)
	}
	cfg, err := db.SeasonConfig(t.Context(), "guild")
	if err != nil || len(cfg.Plan) != 1 || cfg.Plan.Scheme(time.Date(2027, 6, 1, 0, 0, 0, 0, time.UTC)) != session.Monthly {
		t.Errorf("plan after the withdrawn changes: %+v %v", cfg.Plan, err)
	}
}
