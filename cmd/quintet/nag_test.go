package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestNagAcrossKill: Bob's turn starts in his quiet hours, so its direct
// message is held; the bot is killed (SIGKILL) and stays down past the
// turn's reminder and two of its repeats (reminder_every:15m) while
// Bob's quiet hours end. The restart posts one reminder, not three, and
// sends Bob the held message once; a second kill, as if between
// Discord's answer and its record, and a restart send nothing more.
func TestNagAcrossKill(t *testing.T) {
	ctx, bin, db := binaryRun(t, 3*time.Minute)
	srv := discordtest.New(t)
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)

	first := startBot(ctx, t, bin, db, srv)
	h := time.Now().UTC().Hour() // quiet for an hour at least
	hours := fmt.Sprintf("%02d-%02d", h, (h+2)%24)
	say(t, first.ctx, srv, bob, "notify", discordtest.SubcommandArg("on"))
	if got := say(t, first.ctx, srv, bob, "notify", discordtest.SubcommandArg("quiet", discordtest.StringArg("hours", hours))); !strings.Contains(got, hours) {
		t.Fatalf("/notify quiet: %q", got)
	}
	say(t, first.ctx, srv, alice, "play", discordtest.SubcommandArg("qwinto",
		discordtest.StringArg("turn_time", "2h"), discordtest.StringArg("reminder_every", "15m")))
	say(t, first.ctx, srv, bob, "game", discordtest.SubcommandArg("join"))
	say(t, first.ctx, srv, alice, "game", discordtest.SubcommandArg("start"))
	move(t, first.ctx, srv, alice, choose(legalMoves(t, first.ctx, srv, alice)))
	waitLog(t, first, "direct message held")
	if n := len(srv.DirectMessages(bob.ID)); n != 0 {
		t.Fatalf("Bob got %d direct messages in his quiet hours", n)
	}

	kill(t, first)
	backdate(t, ctx, db, 100*time.Minute) // the reminders of 1h, 1h15 and 1h30 fell due
	held := endQuiet(t, ctx, db, bob.ID)

	second := startBot(ctx, t, bin, db, srv)
	waitPass(t, second)
	waitDMs(t, second, srv, bob.ID, 2) // the held one, then the reminder's
	kill(t, second)
	// As if the kill had come between Discord's answer and the record
	// of it: the held message is still on file. Sent again, it carries
	// the same nonce, so Discord makes no second message.
	holdAgain(t, ctx, db, bob.ID, held)
	third := startBot(ctx, t, bin, db, srv)
	waitPass(t, third)
	waitLog(t, third, "held direct messages released")
	kill(t, third)

	if n := countIn(srv, "your move in this game"); n != 1 {
		t.Errorf("the channel has %d reminders, want 1", n)
	}
	dms := srv.DirectMessages(bob.ID)
	summaries := 0
	for _, m := range dms {
		if strings.Contains(m.Content, "quiet hours") && strings.Contains(m.Content, "Your turn in Qwinto") {
			summaries++
		}
	}
	if len(dms) != 2 || summaries != 1 {
		t.Errorf("Bob has %d direct messages, %d of them the held one; want 2 and 1", len(dms), summaries)
		for _, m := range dms {
			t.Log(m.Content)
		}
	}
	for _, f := range srv.Failures() {
		// A request cut short by a kill (its body ends early) is the
		// kill's doing, not a bad request.
		if !strings.Contains(f.Detail, "unexpected EOF") {
			t.Errorf("discordtest: %s", f)
		}
	}
}

// endQuiet clears user's quiet hours in the file, as if they had ended,
// and returns the messages held for the user.
func endQuiet(t *testing.T, ctx context.Context, path, user string) []string {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetDMPrefs(ctx, user, session.DMPrefs{}); err != nil {
		t.Fatal(err)
	}
	held, err := db.Held(ctx)
	if err != nil || len(held[user]) != 1 {
		t.Fatalf("held messages of %s: %v, %v; want the turn start's", user, held, err)
	}
	return held[user]
}

// holdAgain puts lines back among user's held messages in the file.
func holdAgain(t *testing.T, ctx context.Context, path, user string, lines []string) {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if held, err := db.Held(ctx); err != nil || len(held) != 0 {
		t.Fatalf("held messages after their release: %v, %v", held, err)
	}
	for _, l := range lines {
		if err := db.Hold(ctx, user, l); err != nil {
			t.Fatal(err)
		}
	}
}

// waitDMs waits until user has n direct messages.
func waitDMs(t *testing.T, p *botProcess, srv *discordtest.Server, user string, n int) {
	t.Helper()
	for len(srv.DirectMessages(user)) < n {
		select {
		case <-p.ctx.Done():
			t.Fatalf("the bot exited before %d direct messages:\n%s", n, p.out)
		case <-time.After(10 * time.Millisecond):
		}
	}
}
