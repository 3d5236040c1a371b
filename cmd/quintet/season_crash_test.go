package main

import (
	"context"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestSeasonEndAcrossKill turns monthly seasons on, kills the bot with
// SIGKILL, moves the seasons' start back a month as if the bot had been
// down across the month's end, and starts it: the end is announced once.
// Killed again just after, and started a third time, it does not repeat
// it.
func TestSeasonEndAcrossKill(t *testing.T) {
	ctx, bin, db := binaryRun(t, 3*time.Minute)
	srv := discordtest.New(t)
	admin := srv.NewMember("Admin", 0x20) // Manage Server
	news := srv.NewChannel("news")

	first := startBot(ctx, t, bin, db, srv)
	for _, in := range []*discordtest.Interaction{
		srv.Command(admin, "settings", discordtest.SubcommandArg("season", discordtest.StringArg("length", "monthly"))),
		srv.Command(admin, "settings", discordtest.SubcommandArg("season_channel",
			discordtest.Arg{Name: "channel", Type: discordgo.ApplicationCommandOptionChannel, Value: news})),
	} {
		if _, err := srv.Interact(first.ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	kill(t, first)
	ended := backdateSeasons(t, ctx, db)

	second := startBot(ctx, t, bin, db, srv)
	if _, err := srv.WaitMessage(second.ctx, news, func(m *discordtest.Message) bool {
		return strings.Contains(m.Content, "Season "+ended+" is over")
	}); err != nil {
		t.Fatalf("no announcement after the restart: %v\n%s", err, second.out)
	}
	waitLog(t, second, "season ended")
	kill(t, second)

	third := startBot(ctx, t, bin, db, srv)
	waitLog(t, third, "season pass")
	stop(t, third)
	n := 0
	for _, m := range srv.Messages(news) {
		if strings.Contains(m.Content, "is over") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d announcements in #news, want 1", n)
	}
	// Not even sent again (which the nonce would have made harmless).
	posts := 0
	for _, c := range srv.Calls() {
		if c.Method == "POST" && strings.HasSuffix(c.Path, "/channels/"+news+"/messages") {
			posts++
		}
	}
	if posts != 1 {
		t.Errorf("%d posts to #news, want 1", posts)
	}
	srv.AssertClean(t)
}

func kill(t *testing.T, p *botProcess) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
	if ws, ok := p.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the bot did not die by SIGKILL: %v", p.cmd.ProcessState)
	}
}

// waitLog waits until the process has logged what.
func waitLog(t *testing.T, p *botProcess, what string) {
	t.Helper()
	for !strings.Contains(p.out.String(), what) {
		select {
		case <-p.ctx.Done():
			t.Fatalf("the bot exited before it logged %q:\n%s", what, p.out)
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// backdateSeasons moves the start of the guild's seasons to the first
// hour of last month, so that last month's season has ended, and returns
// that season's title.
func backdateSeasons(t *testing.T, ctx context.Context, path string) string {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	now := time.Now().UTC()
	start := time.Date(now.Year(), now.Month()-1, 1, 1, 0, 0, 0, time.UTC)
	err = db.UpdateSeasons(ctx, discordtest.GuildID, func(c *session.SeasonConfig) error {
		if len(c.Plan) != 1 || c.Channel == "" {
			t.Errorf("seasons as set: %+v", c)
		}
		c.Plan = session.SeasonPlan{{At: start, Scheme: session.Monthly}}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := session.SeasonPlan{{At: start, Scheme: session.Monthly}}.At(start)
	return s.Title()
}
