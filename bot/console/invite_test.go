package console_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/games/session"
)

// consoleWithDMs returns a console with a clock and direct messages, as
// cmd/quintet wires it, printing to out.
func consoleWithDMs(out io.Writer) *console.Console {
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	clock := console.NewClock(func() time.Time { return start })
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithClock(clock.Now), session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	return attach(mg, out, clock, store, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// TestConsoleInvitations: /play invite:@bob pings bob on the lobby and
// prints his direct message; carol cannot accept for him; bob accepts on
// the lobby; dave, invited with /game invite, lets his invitation lapse,
// and the lobby says so when a day has passed.
func TestConsoleInvitations(t *testing.T) {
	var out bytes.Buffer
	c := consoleWithDMs(&out)
	script := `
alice: /play qwinto invite:@bob
carol: 6
bob: 6
alice: /game invite user:@dave
wait 25h
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	opened, rest, _ := strings.Cut(got, "> bob: 6")
	accepted, lapsed, _ := strings.Cut(rest, "> wait 25h")
	for _, want := range []string{
		"@bob, alice invites you to play Qwinto: press Accept invitation or Decline invitation below.",
		"Waiting for bob to accept · expires in 1 day",
		"[dm to bob] alice invites you to play Qwinto in #console",
		"(6) Accept invitation",
		"This invitation is not for you.",
	} {
		if !strings.Contains(opened, want) {
			t.Errorf("before bob answers, no %q", want)
		}
	}
	for _, want := range []string{"2. bob", "bob accepted the invitation.", "alice invites @dave to this Qwinto lobby", "[dm to dave] alice invites you"} {
		if !strings.Contains(accepted, want) {
			t.Errorf("after bob's Accept, no %q", want)
		}
	}
	if !strings.Contains(lapsed, "dave did not answer the invitation in time; the seat is free.") {
		t.Errorf("the lobby does not say dave's invitation lapsed")
	}
	if t.Failed() {
		t.Log(got)
	}
}

// TestConsoleFollow: carol follows the README's scripted match and gets
// one direct message with its result when it ends.
func TestConsoleFollow(t *testing.T) {
	var out bytes.Buffer
	c := consoleWithDMs(&out)
	script := `
alice: /play qwinto
bob: 1
carol: /game follow
alice: 4
alice: /game move roll red yellow
alice: /game move skip
bob: /game move skip
bob: /game move roll blue
bob: /game move skip
alice: /game move skip
alice: /game move roll red
alice: /game move skip
bob: /game move skip
bob: /game move roll red
alice: /game move skip
bob: /game move skip
alice: /game move roll yellow
bob: /game move skip
alice: /game move skip
bob: /game move roll all
bob: /game move skip
alice: /game move skip
alice: /game move roll blue
alice: /game move skip
bob: /game move skip
bob: /game board
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, "You follow this Qwinto game") {
		t.Errorf("carol's /game follow is not answered")
	}
	if n := strings.Count(got, "[dm to carol] The Qwinto game you followed in #console has ended: bob wins"); n != 1 {
		t.Errorf("carol got %d direct messages with the result, want 1", n)
	}
	if strings.Contains(got, "[dm to alice]") || strings.Contains(got, "[dm to bob]") {
		t.Errorf("a player got a direct message")
	}
	if t.Failed() {
		t.Log(got)
	}
}

// TestHelpTellsInvitationsAndFollowing: the console's help shows how to
// invite, answer and follow.
func TestHelpTellsInvitationsAndFollowing(t *testing.T) {
	help := console.Help()
	for _, want := range []string{"invite:@bob", "Accept invitation", "/game invite user:@carol", "/game follow"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q:\n%s", want, help)
		}
	}
}

// TestConsoleFollowCancelledAndAbandoned: a followed game that is
// cancelled, or abandoned when time runs out, tells its follower so.
func TestConsoleFollowCancelledAndAbandoned(t *testing.T) {
	var out bytes.Buffer
	c := consoleWithDMs(&out)
	script := `
alice: /play qwinto
bob: /game join
carol: /game follow
alice: /game start
alice: /game cancel
#games alice: /play qwinto turn_time:10m timeouts:1 on_timeouts:abandon
#games bob: /game join
#games dave: /game follow
#games alice: /game start
wait 11m
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"[dm to carol] The Qwinto game you followed in #console has ended: it was cancelled, with no result.",
		"[dm to dave] The Qwinto game you followed in #games has ended: it was abandoned, as players ran out of time.",
	} {
		if strings.Count(got, want) != 1 {
			t.Errorf("%q is not printed once", want)
		}
	}
	if t.Failed() {
		t.Log(got)
	}
}
