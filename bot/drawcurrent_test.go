package bot

import (
	"context"
	"github.com/quintetbot/quintet/bot/boardlife"
	"io"
	"log/slog"
	"testing"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// TestBoardToSendDrawsNothing: a board whose match moved on since its
// move is sent as the match stands, and boardToSend, which runs under the
// channel's lock, leaves the picture to be drawn after, once: neither the
// queued board's picture nor the current one is drawn there.
func TestBoardToSendDrawsNothing(t *testing.T) {
	ctx := context.Background()
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	human := session.Player{User: "u", Name: "U"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: human}); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, "c", "u")
	if err != nil {
		t.Fatal(err)
	}
	queued := 0
	pending := &PendingBoard{Board: &boardlife.Board{
		Channel: "c", Version: out.Match.Version, Match: out.Match.ID,
		Draw: func() *render.Message { queued++; return &render.Message{Content: "queued"} },
	}}
	// A move answered since: the board goes out as the match stands.
	moved, err := mg.Play(ctx, session.PlayRequest{Channel: "c", User: "u", Move: out.State.Default(0)})
	if err != nil {
		t.Fatal(err)
	}
	b := &Bot{matches: mg, log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	sent, _ := b.boardToSend(ctx, "c", pending)
	if sent.Board.Message != nil || queued != 0 {
		t.Fatalf("boardToSend drew a picture under the lock (message %v, queued board drawn %d times)", sent.Board.Message != nil, queued)
	}
	if sent.Board.Version != moved.Match.Version {
		t.Fatalf("the board goes out at version %d, want the match's %d", sent.Board.Version, moved.Match.Version)
	}
	if msg := sent.Board.Render(); msg == nil || msg.Content == "queued" || queued != 0 {
		t.Fatalf("the board sent is not the match as it stands (queued board drawn %d times)", queued)
	}
}

// TestBoardToSendOfAnEndedMatch: a board whose match has ended, read
// while the next match holds the channel, goes out as it is and is
// recorded for no match: it neither replaces the new match's board nor
// takes its record.
func TestBoardToSendOfAnEndedMatch(t *testing.T) {
	ctx := context.Background()
	store := session.NewMemStore()
	mg := session.NewManager(store, session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	human := session.Player{User: "u", Name: "U"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: human}); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, "c", "u")
	if err != nil {
		t.Fatal(err)
	}
	old := &PendingBoard{Board: &boardlife.Board{
		Channel: "c", Version: out.Match.Version, Match: out.Match.ID, Previous: "old-board",
		Message: &render.Message{Content: "the old match's board"},
	}}
	if _, err := mg.Cancel(ctx, "c", "u", false); err != nil {
		t.Fatal(err)
	}
	next, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: "c", Game: "qwinto", Host: human})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.SetBoard(ctx, "c", next.Version, next.Version, "lobby-board"); err != nil {
		t.Fatal(err)
	}
	b := &Bot{matches: mg, log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	sent, rec := b.boardToSend(ctx, "c", old)
	if rec.match != "" || sent.Board.Previous != "old-board" || sent.Board.Version != out.Match.Version {
		t.Fatalf("the ended match's board went out as the new match's: recorded for %q, replacing %q at version %d",
			rec.match, sent.Board.Previous, sent.Board.Version)
	}
}
