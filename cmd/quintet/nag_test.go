package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"syscall"
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
// sends Bob the held message once; a second kill and restart send
// nothing more.
func TestNagAcrossKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bin := buildBinary(t)
	db := filepath.Join(t.TempDir(), "quintet.db")
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
	endQuiet(t, ctx, db, bob.ID)

	second := startBot(ctx, t, bin, db, srv)
	waitPass(t, second)
	waitDMs(t, second, srv, bob.ID, 2) // the reminder's, then the held one
	waitLog(t, second, "held direct messages released")
	kill(t, second)
	third := startBot(ctx, t, bin, db, srv)
	waitPass(t, third)
	kill(t, third)

	if n := countIn(srv, "your move in this game"); n != 1 {
		t.Errorf("the channel has %d reminders, want 1", n)
	}
	dms := srv.DirectMessages(bob.ID)
	held := 0
	for _, m := range dms {
		if strings.Contains(m.Content, "quiet hours") && strings.Contains(m.Content, "Your turn in Qwinto") {
			held++
		}
	}
	if len(dms) != 2 || held != 1 {
		t.Errorf("Bob has %d direct messages, %d of them the held one; want 2 and 1", len(dms), held)
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

// kill ends p with SIGKILL.
func kill(t *testing.T, p *botProcess) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
}

// endQuiet clears user's quiet hours in the file, as if they had ended.
func endQuiet(t *testing.T, ctx context.Context, path, user string) {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.SetDMPrefs(ctx, user, session.DMPrefs{}); err != nil {
		t.Fatal(err)
	}
	if held, err := db.Held(ctx); err != nil || len(held[user]) != 1 {
		t.Fatalf("held messages of %s: %v, %v; want the turn start's", user, held, err)
	}
}

// waitLog waits until p has logged line.
func waitLog(t *testing.T, p *botProcess, line string) {
	t.Helper()
	for !strings.Contains(p.out.String(), line) {
		select {
		case <-p.ctx.Done():
			t.Fatalf("the bot exited before logging %q:\n%s", line, p.out)
		case <-time.After(10 * time.Millisecond):
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
