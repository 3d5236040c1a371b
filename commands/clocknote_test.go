package commands

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// TestBoardShowsTheClock: every board in play says when the turn runs
// out (a Discord timestamp) or that the clock is paused, and the
// timeouts each human has in a row out of how many are allowed.
func TestBoardShowsTheClock(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(session.NewMemStore(), session.WithClock(func() time.Time { return now }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	d := &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
	d.command("alice", "play qwinto", map[string]string{"turn_time": "1d"})
	d.command("bob", "game join", nil)
	r := d.command("alice", "game start", nil)
	due := now.Add(24 * time.Hour)
	if b := Boards.Draw(r.Board); !strings.Contains(b.Content, fmt.Sprintf("Time runs out <t:%d:R>", due.Unix())) {
		t.Errorf("start board:\n%s", b.Content)
	}
	now = now.Add(25 * time.Hour)
	ex, err := mg.Expire(context.Background(), "chan")
	if err != nil {
		t.Fatal(err)
	}
	if b := Boards.Draw(Expired(ex).Board); !strings.Contains(b.Content, "alice: 1 of 3 timeouts") || !strings.Contains(b.Text, "alice: 1 of 3 timeouts") {
		t.Errorf("board after alice's timeout:\n%s", b.Content)
	}
	d.command("alice", "game pause", nil)
	if b := d.command("alice", "game board", nil); !strings.Contains(boardText(b), "Clock paused") {
		t.Errorf("paused board:\n%s", boardText(b))
	}
}

// boardText is the content of the board a reply posts or edits.
func boardText(r *Reply) string {
	if r.Board != nil {
		return Boards.Draw(r.Board).Content
	}
	if r.Message != nil {
		return r.Message.Content
	}
	return ""
}
