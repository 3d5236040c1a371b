package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// TestRejoinCommand: a player whose seat a bot took over after a timeout
// reads so on /game hand, /game move and /game mine, and /game rejoin
// gives the seat back.
func TestRejoinCommand(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play qwinto", map[string]string{"timeouts": "1"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	now = now.Add(25 * time.Hour)
	if _, err := mg.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{"game hand", "A bot has your seat since turn 1"},
		{"game move", "A bot has your seat since turn 1"},
		{"game mine", "a bot has your seat since turn 1; /game rejoin gives it back"},
		{"game rejoin", "alice has their seat back"},
		{"game rejoin", "No bot has your seat"},
	} {
		r := d.command("alice", c.path, map[string]string{"notation": "skip"})
		if got := reason(r); !strings.Contains(got, c.want) {
			t.Errorf("/%s: %q, want %q", c.path, got, c.want)
		}
	}
	if d.match().Players[0].Bot {
		t.Error("the seat is still the bot's after /game rejoin")
	}
}

// TestRejoinAbandoned: /game rejoin after the game was abandoned says so,
// not that the channel never had a game.
func TestRejoinAbandoned(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play qwinto", map[string]string{"timeouts": "1", "on_timeouts": "abandon"})
	d.command("bob", "game join", nil)
	d.command("alice", "game start", nil)
	now = now.Add(25 * time.Hour)
	if _, err := mg.Expire(context.Background(), "chan"); err != nil {
		t.Fatal(err)
	}
	for _, user := range []string{"alice", "bob", "carol"} {
		if got := reason(d.command(user, "game rejoin", nil)); !strings.Contains(got, "The game here was abandoned") {
			t.Errorf("%s's /game rejoin after the game was abandoned: %q", user, got)
		}
	}
}
