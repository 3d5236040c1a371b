package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// fakePages hands out readable links.
type fakePages struct{}

func (fakePages) Replay(_ context.Context, guild, match string) string {
	return "https://pages.test/replay/" + guild + "/" + match
}
func (fakePages) Leaderboard(_ context.Context, guild, game string) string {
	return "https://pages.test/lb/" + guild + "/" + game
}
func (fakePages) Player(_ context.Context, guild, user string) string {
	return "https://pages.test/p/" + guild + "/" + user
}

// finishedQwinto plays a two-player Qwinto to its end in guild g,
// channel c, each seat playing its default move.
func finishedQwinto(t *testing.T, mg *session.Manager) *session.Match {
	t.Helper()
	ctx := context.Background()
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: session.Player{User: "1", Name: "Alice"}}); err != nil {
		t.Fatal(err)
	}
	mg.Join(ctx, "c", session.Player{User: "2", Name: "Bob"})
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	m, _ := mg.Get(ctx, "c")
	st, _ := m.Decode()
	for i := 0; !st.Result().Over; i++ {
		seat := st.Actors()[0]
		out, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: m.Players[seat].User, Move: st.Default(seat), Version: m.Version})
		if err != nil || i > 5000 {
			t.Fatalf("move %d: %v", i, err)
		}
		m, st = out.Match, out.State
	}
	return m
}

// linkButtons lists the URLs of a message's link buttons.
func linkButtons(msg *render.Message) []string {
	var out []string
	for _, row := range msg.Components {
		r, ok := row.(discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			if b, ok := c.(discordgo.Button); ok && b.Style == discordgo.LinkButton {
				out = append(out, b.URL)
			}
		}
	}
	return out
}

// With pages, /history links each game to its replay, /leaderboard and
// /stats player to their pages, and a final board carries a Replay
// button; without them, none of these links.
func TestCommandsLinkToPages(t *testing.T) {
	mg := session.NewManager(session.NewMemStore())
	m := finishedQwinto(t, mg)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ask := func(rt *Router, command string, opts map[string]string) *render.Message {
		r := &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: "c", User: User{ID: "1", Name: "Alice"}, Command: command, Options: opts}
		return rt.Handle(context.Background(), r).Message
	}
	with, without := NewRouter(mg, log, WithPages(fakePages{})), NewRouter(mg, log)
	replay := "https://pages.test/replay/g/" + m.ID
	if h := ask(with, "history", nil); !strings.Contains(h.Embeds[0].Description, "[replay]("+replay+")") {
		t.Errorf("/history without the replay link:\n%s", h.Embeds[0].Description)
	}
	if h := ask(without, "history", nil); strings.Contains(h.Embeds[0].Description, "replay") {
		t.Errorf("/history without pages links:\n%s", h.Embeds[0].Description)
	}
	if got := linkButtons(ask(with, "leaderboard", map[string]string{"game": "qwinto"})); len(got) != 1 || got[0] != "https://pages.test/lb/g/qwinto" {
		t.Errorf("/leaderboard links %v", got)
	}
	if got := linkButtons(ask(with, "stats player", nil)); len(got) != 1 || got[0] != "https://pages.test/p/g/1" {
		t.Errorf("/stats player links %v", got)
	}
	if got := linkButtons(ask(without, "stats player", nil)); len(got) != 0 {
		t.Errorf("/stats player without pages links %v", got)
	}
	final, err := FinalBoard(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := linkButtons(BoardsWith(fakePages{}).Draw(final)); len(got) != 1 || got[0] != replay {
		t.Errorf("final board links %v, want the replay", got)
	}
	if got := linkButtons(Boards.Draw(final)); len(got) != 0 {
		t.Errorf("final board without pages links %v", got)
	}
}

// /settings web switches the pages and renews the links, for members who
// manage the server only.
func TestSettingsWeb(t *testing.T) {
	store := session.NewMemStore()
	rt := NewRouter(session.NewManager(store), slog.New(slog.NewTextHandler(io.Discard, nil)), WithPages(fakePages{}))
	set := func(what string, manage bool) string {
		r := &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: "c", User: User{ID: "u", Name: "U"},
			Command: "settings web " + what, CanManageGuild: manage}
		return rt.Handle(context.Background(), r).Message.Content
	}
	settings := func() session.GuildSettings {
		g, _ := store.GuildSettings(context.Background(), "g")
		return g
	}
	for _, what := range []string{"off", "rotate"} {
		if got := set(what, false); !strings.HasPrefix(got, "Only members who manage") {
			t.Fatalf("%s without Manage Server: %q", what, got)
		}
	}
	if g := settings(); g.WebOff || g.WebEpoch != 0 {
		t.Fatalf("a refused change changed %+v", g)
	}
	set("off", true)
	if !settings().WebOff {
		t.Fatal("off not kept")
	}
	set("on", true)
	if settings().WebOff {
		t.Fatal("on not kept")
	}
	set("rotate", true)
	set("rotate", true)
	if g := settings(); g.WebEpoch != 2 {
		t.Fatalf("two renewals: epoch %d", g.WebEpoch)
	}
}
