package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestConsoleRestartBoardsInOrder: a board owed at a restart (a reminder
// fell due before the stop) goes out before the first line is read, so
// no board of a past turn, with live buttons, follows the boards of the
// moves made after the restart. Before, the start-up redraw raced the
// first lines and came last in about two runs of three; three runs here.
func TestConsoleRestartBoardsInOrder(t *testing.T) {
	for i := range 3 {
		path := filepath.Join(t.TempDir(), "quintet.db")
		if _, err := runArgs(t, nil, "alice: /play qwinto turn_time:1d\nbob: 1\nalice: /game start\nalice: /game move roll red yellow\nwait 13h\n",
			"console", "--db", path); err != nil {
			t.Fatal(err)
		}
		out, err := runArgs(t, nil, "bob: /game move skip\nalice: /game move skip\n", "console", "--db", path)
		if err != nil {
			t.Fatal(err)
		}
		last := strings.LastIndex(out, "bob to roll")
		if last < 0 || strings.Contains(out[last:], "waiting for") {
			t.Fatalf("run %d: a past turn's board after the last move's:\n%s", i, out)
		}
	}
}
