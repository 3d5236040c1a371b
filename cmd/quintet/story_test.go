package main

import (
	"context"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestTheWholeStory plays an asynchronous match through the fake Discord
// across a SIGKILL: alice and bob join, bob goes silent, the bot is
// killed, and on its restart bob's overdue timeout is applied once and a
// bot takes his seat; bob is refused with the way back, rejoins, catches
// up on the timeout and the takeover, and the match is played out with
// typed moves; /history ranks alice first and marks bob's takeover, and
// quintet check finds the file clean.
func TestTheWholeStory(t *testing.T) {
	ctx, bin, db := binaryRun(t, 4*time.Minute)
	srv := discordtest.New(t)
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)

	first := startBot(ctx, t, bin, db, srv)
	say(t, first.ctx, srv, alice, "play", discordtest.SubcommandArg("qwinto",
		discordtest.StringArg("turn_time", "1h"), discordtest.IntArg("timeouts", 1)))
	say(t, first.ctx, srv, bob, "game", discordtest.SubcommandArg("join"))
	say(t, first.ctx, srv, alice, "game", discordtest.SubcommandArg("start"))
	// Alice rolls and decides; bob's decision is all the turn waits for.
	for range 2 {
		moves := legalMoves(t, first.ctx, srv, alice)
		if len(moves) == 0 {
			t.Fatal("alice has no move at the start")
		}
		move(t, first.ctx, srv, alice, choose(moves))
	}
	if moves := legalMoves(t, first.ctx, srv, alice); len(moves) != 0 {
		t.Fatalf("alice can still play %v; want the turn waiting for bob", moves)
	}

	first.cmd.Process.Signal(syscall.SIGKILL)
	<-first.exited
	if ws, ok := first.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the bot did not die by SIGKILL: %v", first.cmd.ProcessState)
	}
	backdate(t, ctx, db, 2*time.Hour)

	second := startBot(ctx, t, bin, db, srv)
	if _, err := srv.WaitMessage(second.ctx, discordtest.ChannelID, func(m *discordtest.Message) bool {
		return strings.Contains(text(m), "Bob timed out; a bot plays their seat.")
	}); err != nil {
		t.Fatalf("no takeover after the restart: %v\n%s", err, second.out)
	}
	waitPass(t, second)
	if n := countIn(srv, "Time ran out for Bob"); n != 1 {
		t.Fatalf("the channel has %d boards saying bob's time ran out; want 1", n)
	}

	refused := say(t, second.ctx, srv, bob, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "skip")))
	since := regexp.MustCompile(`(?i)a bot has your seat since turn (\d+).*/game rejoin`).FindStringSubmatch(refused)
	if since == nil {
		t.Fatalf("bob's move after the takeover was answered %q; want the bot's seat and /game rejoin", refused)
	}
	if back := say(t, second.ctx, srv, bob, "game", discordtest.SubcommandArg("rejoin")); !strings.Contains(back, "Bob has their seat back") {
		t.Fatalf("/game rejoin answered %q", back)
	}
	catchup := say(t, second.ctx, srv, bob, "game", discordtest.SubcommandArg("catchup"))
	for _, want := range []string{"Time ran out for Bob", "Bob timed out; a bot took over their seat."} {
		if !strings.Contains(catchup, want) {
			t.Fatalf("/game catchup does not say %q:\n%s", want, catchup)
		}
	}

	// Rolls and skips only: each roller's skip is a failed throw, and the
	// fourth of one sheet ends the match.
	bobs := 0
	for n := 0; ; n++ {
		if n > 200 {
			t.Fatal("the match does not end")
		}
		played := false
		for _, p := range []discordtest.Member{alice, bob} {
			if moves := legalMoves(t, second.ctx, srv, p); len(moves) > 0 {
				move(t, second.ctx, srv, p, choose(moves))
				played = true
				if p.ID == bob.ID {
					bobs++
				}
			}
		}
		if !played {
			break
		}
	}
	if bobs == 0 {
		t.Fatal("bob played no move of his own after rejoining")
	}

	// Bob took his seat back, so /history gives the bot's turns a range;
	// his takeover still places him below alice, whatever the scores.
	hist := say(t, second.ctx, srv, alice, "history")
	if !strings.Contains(hist, "1. Alice ") || !strings.Contains(hist, "2. Bob (bot from turn "+since[1]+" to ") {
		t.Fatalf("/history does not rank alice first and mark bob's seat as a bot's from turn %s:\n%s", since[1], hist)
	}
	stop(t, second)
	if out, err := exec.Command(bin, "check", "--db", db).CombinedOutput(); err != nil {
		t.Fatalf("quintet check: %v\n%s", err, out)
	}
	srv.AssertClean(t)
}

// say sends a slash command and returns the text of its final answer.
func say(t *testing.T, ctx context.Context, srv *discordtest.Server, m discordtest.Member, name string, opts ...discordtest.Arg) string {
	t.Helper()
	r, err := srv.Interact(ctx, srv.Command(m, name, opts...))
	if err != nil {
		t.Fatal(err)
	}
	msg, err := srv.WaitOriginal(ctx, r.InteractionID)
	if err != nil {
		t.Fatal(err)
	}
	return text(msg)
}

// move plays a typed move and fails unless it is accepted.
func move(t *testing.T, ctx context.Context, srv *discordtest.Server, m discordtest.Member, notation string) {
	t.Helper()
	if got := say(t, ctx, srv, m, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", notation))); !strings.HasPrefix(got, "You played") {
		t.Fatalf("%s's %q answered %q", m.GlobalName, notation, got)
	}
}

// choose is a roll when there is one, else a skip when there is one.
func choose(moves []string) string {
	for _, m := range moves {
		if strings.HasPrefix(m, "roll") {
			return m
		}
	}
	for _, m := range moves {
		if m == "skip" {
			return m
		}
	}
	return moves[0]
}

func text(m *discordtest.Message) string { return m.Content + string(m.RawEmbeds) }

// countIn counts the channel's messages whose text contains s.
func countIn(srv *discordtest.Server, s string) int {
	n := 0
	for _, m := range srv.Messages(discordtest.ChannelID) {
		if strings.Contains(text(m), s) {
			n++
		}
	}
	return n
}
