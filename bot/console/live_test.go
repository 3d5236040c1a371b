package console

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// liveIn returns the ids of channel's public messages that still have
// components.
func liveIn(c *Console, channel string) []string { return c.Live(channel) }

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

// TestNextMatchRetiresTheFinalBoard: the first board of the channel's
// next match, opened with /play or the Rematch button, takes the Rematch
// button off the final board of the match before.
func TestNextMatchRetiresTheFinalBoard(t *testing.T) {
	for _, next := range []string{"alice: /play qwinto", "alice: 1"} {
		t.Run(next, func(t *testing.T) {
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
` + next + "\n"
			if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
				t.Fatal(err)
			}
			if got := out.String(); !strings.Contains(got, "Rematch") || strings.Count(got, "lobby, hosted by alice") < 2 || strings.Contains(got, "! ") {
				t.Fatalf("the script did not run as planned:\n%s", got)
			}
			if live := liveIn(c, "console"); len(live) != 1 {
				t.Fatalf("live messages %v, want the new lobby alone\n%s", live, out.String())
			}
		})
	}
}
