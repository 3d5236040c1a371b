package console

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
)

// liveIn returns the ids of channel's public messages that still have
// components, sorted.
func liveIn(c *Console, channel string) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var ids []string
	for id, e := range c.table(channel).byID {
		if e.to == "" && len(e.msg.Components) > 0 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// TestBoardAfterTheEndRetiresTheFinalBoard: /game board after a match
// ended reposts its final board and takes the Rematch button off the
// final board shown so far, leaving one live message in the channel.
func TestBoardAfterTheEndRetiresTheFinalBoard(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	script := `
alice: /play qwinto
alice: /game start
alice: /game move roll red
alice: /game move skip
alice: /game move roll red
alice: /game move skip
alice: /game move roll red
alice: /game move skip
alice: /game move roll red
alice: /game move skip
alice: /game board
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "final board") {
		t.Fatalf("the match did not end:\n%s", out.String())
	}
	if live := liveIn(c, "console"); len(live) != 1 {
		t.Fatalf("live messages %v, want one\n%s", live, out.String())
	}
}

// TestThreadLobbyIsRecorded: a lobby opened in a new thread is the
// thread's board, so that a join there edits it instead of posting a
// second lobby beside the first.
func TestThreadLobbyIsRecorded(t *testing.T) {
	var out bytes.Buffer
	c, mg := newConsole(&out)
	script := `
alice: /play qwinto thread:true
#console/qwinto-alice bob: /game join
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	const thread = "console/qwinto-alice"
	m, err := mg.Get(context.Background(), thread)
	if err != nil {
		t.Fatal(err)
	}
	live := liveIn(c, thread)
	if len(live) != 1 || m.BoardMessage != live[0] {
		t.Fatalf("live messages in the thread %v, board recorded %q\n%s", live, m.BoardMessage, out.String())
	}
}

// TestUndoRequestRetiredByAMove: a move ends an open request to take
// back a move, and its Allow and Refuse buttons go with it.
func TestUndoRequestRetiredByAMove(t *testing.T) {
	var out bytes.Buffer
	c, _ := newConsole(&out)
	script := `
alice: /play qwinto
bob: /game join
carol: /game join
alice: /game start
alice: /game move roll red
bob: /game move skip
carol: /game move skip
bob: /game undo
alice: /game move skip
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, "Allow undo?") || strings.Contains(got, "! ") {
		t.Fatalf("the script did not run as planned:\n%s", got)
	}
	if live := liveIn(c, "console"); len(live) != 1 {
		t.Fatalf("live messages %v, want the board alone\n%s", live, got)
	}
}
