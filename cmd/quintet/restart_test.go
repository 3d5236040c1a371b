package main

import (
	"context"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestDeadlineAcrossRestart stops the bot during a turn, lets the turn's
// reminder and timeout fall due while it is down, and starts it twice
// more: the first restart applies the timeout once and drops the stale
// reminder; the second applies nothing.
func TestDeadlineAcrossRestart(t *testing.T) {
	ctx, bin, db := binaryRun(t, 3*time.Minute)
	srv := discordtest.New(t)
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)

	first := startBot(ctx, t, bin, db, srv)
	for _, in := range []*discordtest.Interaction{
		srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.StringArg("turn_time", "10m"))),
		srv.Command(bob, "game", discordtest.SubcommandArg("join")),
		srv.Command(alice, "game", discordtest.SubcommandArg("start")),
	} {
		if _, err := srv.Interact(first.ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	stop(t, first)
	backdate(t, ctx, db, 2*time.Hour)

	second := startBot(ctx, t, bin, db, srv)
	if _, err := srv.WaitMessage(second.ctx, discordtest.ChannelID, func(m *discordtest.Message) bool {
		return strings.Contains(string(m.RawEmbeds)+m.Content, "Time ran out for Alice")
	}); err != nil {
		t.Fatalf("no timeout after the restart: %v\n%s", err, second.out)
	}
	waitPass(t, second)
	stop(t, second)
	third := startBot(ctx, t, bin, db, srv)
	waitPass(t, third)
	stop(t, third)

	timeouts, reminders := 0, 0
	for _, m := range srv.Messages(discordtest.ChannelID) {
		text := string(m.RawEmbeds) + m.Content
		if m.Edits == 0 && strings.Contains(text, "Time ran out") {
			timeouts++
		}
		if strings.Contains(text, "your move in this game") {
			reminders++
		}
	}
	if timeouts != 1 || reminders != 0 {
		t.Errorf("channel has %d timeout boards and %d reminders; want 1 and 0", timeouts, reminders)
	}
	checkTimeoutLog(t, ctx, db)
	srv.AssertClean(t)
}

func stop(t *testing.T, p *botProcess) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGTERM)
	<-p.exited
	if p.err != nil {
		t.Fatalf("graceful stop: %v\n%s", p.err, p.out)
	}
}

// waitPass waits until the process's scheduler has made a pass.
func waitPass(t *testing.T, p *botProcess) {
	t.Helper()
	for !strings.Contains(p.out.String(), "scheduler pass") {
		select {
		case <-p.ctx.Done():
			t.Fatalf("the bot exited before a scheduler pass:\n%s", p.out)
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// backdate moves the open match's deadlines back by d, as if the bot had
// been down that long.
func backdate(t *testing.T, ctx context.Context, path string, d time.Duration) {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m, err := db.Get(ctx, discordtest.ChannelID)
	if err != nil {
		t.Fatal(err)
	}
	m.Due, m.Wake = m.Due.Add(-d), m.Wake.Add(-d)
	m.Version++
	if err := db.Put(ctx, m, nil); err != nil {
		t.Fatal(err)
	}
}

// checkTimeoutLog checks that the match log has exactly one timeout move.
func checkTimeoutLog(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m, err := db.Get(ctx, discordtest.ChannelID)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := db.Log(ctx, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	// One timeout plays Alice's whole turn (her roll, then her decision):
	// its moves are hers alone, and it counts once.
	late, others := 0, 0
	for _, s := range steps {
		if s.Timeout {
			late++
			if s.Seat != 0 {
				others++
			}
		}
	}
	if late == 0 || others != 0 || m.Timeouts[0] != 1 || m.Phase != session.Playing {
		t.Fatalf("log has %d timeout moves (%d not Alice's), timeouts %v, phase %v; want Alice's, [1 0], playing", late, others, m.Timeouts, m.Phase)
	}
}
