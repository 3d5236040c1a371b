package bot

import (
	"github.com/quintetbot/quintet/bot/boardlife"
	"testing"
	"time"
)

// TestBoardQueuePacesAndForgets: a channel's first board goes at once, the
// next within the interval waits for the rest of it; an idle channel is
// remembered for its pacing only until its interval has passed.
func TestBoardQueuePacesAndForgets(t *testing.T) {
	var q boardQueue
	t0 := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	board := func() *PendingBoard { return &PendingBoard{Board: &boardlife.Board{Channel: "c"}} }
	if go1, wait := q.add("c", board(), "1", "u", t0, time.Second); !go1 || wait != 0 {
		t.Fatalf("first board: schedule %v after %v", go1, wait)
	}
	if sl := q.take("c"); sl.board == nil {
		t.Fatal("nothing taken")
	}
	if again, _ := q.done("c", t0, time.Second); again {
		t.Fatal("nothing came in meanwhile")
	}
	if go2, wait := q.add("c", board(), "2", "u", t0.Add(300*time.Millisecond), time.Second); !go2 || wait != 700*time.Millisecond {
		t.Fatalf("second board: schedule %v after %v, want after 700ms", go2, wait)
	}
	if go3, _ := q.add("c", board(), "3", "u", t0.Add(400*time.Millisecond), time.Second); go3 {
		t.Fatal("a third board scheduled a delivery of its own")
	}
	sl := q.take("c")
	if len(sl.ids) != 2 {
		t.Fatalf("the delivery carries %v, want both boards", sl.ids)
	}
	q.done("c", t0.Add(time.Second), time.Second)

	q.prune(t0.Add(1500*time.Millisecond), time.Second)
	if _, ok := q.slots["c"]; !ok {
		t.Fatal("forgot a channel within its interval")
	}
	q.prune(t0.Add(2*time.Second), time.Second)
	if _, ok := q.slots["c"]; ok {
		t.Fatal("kept an idle channel past its interval")
	}
}
