package bot

import (
	"github.com/quintetbot/quintet/bot/boardlife"
	"testing"
	"time"

	"github.com/quintetbot/quintet/render"
)

// TestBoardQueueKeepsTheFinalBoard: boards that come while an ended
// match's board waits (the next match's lobby and boards) are not folded
// into it: the game-over board goes out in its own delivery, then theirs,
// folded together.
func TestBoardQueueKeepsTheFinalBoard(t *testing.T) {
	var q boardQueue
	t0 := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	board := func(version int64, text string) *PendingBoard {
		return &PendingBoard{Board: &boardlife.Board{Channel: "c", Version: version, Message: &render.Message{Content: text}, New: true, Final: version == 0}}
	}
	q.add("c", board(7, "move"), "1", "u", t0, time.Second)
	q.take("c")
	q.done("c", t0, time.Second)
	q.add("c", board(0, "game over"), "2", "u", t0, time.Second)
	q.add("c", board(1, "lobby"), "3", "u", t0, time.Second)
	q.add("c", board(2, "joined"), "4", "v", t0, time.Second)
	first := q.take("c")
	if got := first.board.Board.Message.Content; got != "game over" || len(first.ids) != 1 {
		t.Fatalf("first delivery: %q for %v, want the game-over board alone", got, first.ids)
	}
	if again, _ := q.done("c", t0, time.Second); !again {
		t.Fatal("the next match's boards were not scheduled")
	}
	second := q.take("c")
	if got := second.board.Board.Message.Content; got != "joined" || len(second.ids) != 2 {
		t.Fatalf("second delivery: %q for %v, want the next match's boards folded", got, second.ids)
	}
}

// TestBoardQueueFinalAfterTheNextLobby: the next match's lobby is queued
// before the ended match's final board (the final move's answer and the
// next /play raced), and the new match's boards follow: the final board
// keeps a delivery of its own between them, never folded into the new
// match's boards.
func TestBoardQueueFinalAfterTheNextLobby(t *testing.T) {
	var q boardQueue
	t0 := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	board := func(match string, version int64, text string) *PendingBoard {
		return &PendingBoard{Board: &boardlife.Board{Channel: "c", Match: match, Version: version, Message: &render.Message{Content: text}, New: true, Final: version == 0}}
	}
	q.add("c", board("a", 7, "move"), "1", "u", t0, time.Second)
	q.take("c")
	q.add("c", board("b", 1, "lobby"), "2", "u", t0, time.Second)
	q.add("c", board("a", 0, "game over"), "3", "u", t0, time.Second)
	q.add("c", board("b", 2, "started"), "4", "u", t0, time.Second)
	q.add("c", board("b", 3, "rolled"), "5", "v", t0, time.Second)
	var got []string
	for range 4 {
		q.done("c", t0, time.Second)
		sl := q.take("c")
		if sl.board == nil {
			break
		}
		got = append(got, sl.board.Board.Render().Content)
	}
	want := []string{"lobby", "game over", "rolled"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("deliveries %q, want %q", got, want)
	}
}
