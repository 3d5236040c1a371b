package bot

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/commands"
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
		return &PendingBoard{Board: &commands.BoardUpdate{Channel: "c", Version: version, Message: &render.Message{Content: text}, New: true, Final: version == 0}}
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
