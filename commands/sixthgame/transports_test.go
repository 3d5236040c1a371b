package sixthgame_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/commands/sixthgame"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestSixthGameThroughTheTransports plays Relay to its end in the fake
// Discord, over a bbolt file, and in the console, every move typed by
// the first seat to act: after each step each shows one message to press
// (the lobby, the board, the final board), and both the same.
func TestSixthGameThroughTheTransports(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	log := slog.New(slog.DiscardHandler)

	// The fake Discord, over bbolt.
	srv := discordtest.New(t)
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	dmg := session.NewManager(db)
	done := make(chan string, 16)
	b, err := discord.New(discord.Config{Token: "test-token"}, dmg, log, discord.Options{
		HTTPClient: &http.Client{Transport: srv.Transport()}, Handled: func(id string) { done <- id }})
	if err != nil {
		t.Fatal(err)
	}
	b.Attach(bot.New(dmg, commands.NewRouter(dmg, log), b.Transport(), log, b.LifeOptions()))
	if err := b.Open(ctx); err != nil {
		t.Fatal(err)
	}
	defer b.Close(5 * time.Second)
	members := map[string]discordtest.Member{}
	onDiscord := func(user, top, sub string, args ...discordtest.Arg) {
		t.Helper()
		m, ok := members[user]
		if !ok {
			m = srv.NewMember(user, 0)
			members[user] = m
		}
		in := srv.Command(m, top, discordtest.SubcommandArg(sub, args...))
		if _, err := srv.Interact(ctx, in); err != nil {
			t.Fatal(err)
		}
		for id := range done {
			if id == in.ID {
				return
			}
		}
	}
	liveOnDiscord := func() int {
		n := 0
		for _, m := range srv.Messages(discordtest.ChannelID) {
			if m.Author != nil && m.Author.ID == discordtest.BotID && !m.Ephemeral() && len(m.Components) > 0 {
				n++
			}
		}
		return n
	}

	// The console, in memory.
	cmg := session.NewManager(session.NewMemStore())
	c := console.New(cmg, io.Discard)
	c.Attach(bot.New(cmg, commands.NewRouter(cmg, log), c, log, bot.Options{}))
	inConsole := func(line string) {
		t.Helper()
		if err := c.Line(ctx, line); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}

	check := func(what string) {
		t.Helper()
		d, k := liveOnDiscord(), len(c.Live("console"))
		if d > 1 || k > 1 || d != k {
			t.Fatalf("%s: %d messages to press on Discord, %d in the console", what, d, k)
		}
	}
	users := []string{"ann", "bob", "cid", "dee"}
	onDiscord("ann", "play", sixthgame.Name)
	inConsole("ann: /play " + sixthgame.Name)
	check("open")
	for _, u := range users[1:] {
		onDiscord(u, "game", "join")
		inConsole(u + ": /game join")
		check(u + " joins")
	}
	onDiscord("ann", "game", "start")
	inConsole("ann: /game start")
	check("start")
	for turn := 0; ; turn++ {
		m, err := dmg.Get(ctx, discordtest.ChannelID)
		if err != nil {
			break // the match ended on Discord: it must have in the console too
		}
		if turn > 40 {
			t.Fatal("Relay does not end")
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		seat := st.Actors()[0]
		mv := string(st.Default(seat))
		user := users[seat]
		onDiscord(user, "game", "move", discordtest.StringArg("notation", mv))
		inConsole(user + ": /game move " + mv)
		check(user + " plays " + mv)
	}
	if _, err := cmg.Get(ctx, "console"); err == nil {
		t.Fatal("the match ended on Discord, not in the console")
	}
}
