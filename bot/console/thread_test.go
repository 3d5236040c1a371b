package console

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestThreadInTheConsole: /play thread:true opens the game in a channel
// named after its parent, typed into like any other; closing the thread
// pauses the match with a line in the parent, opening lets it go on,
// deleting cancels it. Misuses are refused in one private line.
func TestThreadInTheConsole(t *testing.T) {
	var out bytes.Buffer
	c, mg := newConsole(&out)
	script := `
alice: /play qwinto thread:true
bob: /game join
#console/qwinto-alice bob: /game join
#console/qwinto-alice alice: /game start
#console/qwinto-alice bob: /play qwinto thread:true
close #console/qwinto-alice
open #console/qwinto-alice
close #nothing
carol: /play qwinto thread:true
delete #console/qwinto-alice
`
	if err := c.Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"alice opened a Qwinto lobby in #console/qwinto-alice: join it there.",
		"[#console/qwinto-alice m1]",
		"There is no game in this channel itself: see the Qwinto lobby in #console/qwinto-alice.",
		"The game has started",
		"This is a thread already",
		"is paused: its thread was closed",
		"This thread is open again and the game goes on",
		"write  close #<channel>/<thread>",
		"carol opened a Qwinto lobby in #console/qwinto-carol: join it there.",
		"is cancelled: its thread was deleted",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if t.Failed() {
		t.Log(got)
	}
	if _, err := mg.Get(context.Background(), "console/qwinto-alice"); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("match of the deleted thread: %v", err)
	}
	if _, err := mg.Get(context.Background(), "console"); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("a match in #console: %v", err)
	}
}
