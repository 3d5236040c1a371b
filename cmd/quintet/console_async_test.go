package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestConsoleClockAcrossRuns: the waits of one run count in the next on
// the same --db: 13 hours, a stop, then 12 hours more run out a turn of
// one day. Before, the second run started at real time and nothing fell
// due.
func TestConsoleClockAcrossRuns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	out, err := runArgs(t, nil, "alice: /play qwinto turn_time:1d\nbob: 1\nalice: /game start\nwait 13h\n", "console", "--db", path)
	if err != nil || strings.Contains(out, "Time ran out") {
		t.Fatalf("first run: %v\n%s", err, out)
	}
	out, err = runArgs(t, nil, "wait 12h\n", "console", "--db", path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Time ran out for alice") {
		t.Fatalf("25 hours over two runs did not run out a turn of a day:\n%s", out)
	}
}

// TestConsoleClickAfterRestart: a button of the board the last run showed
// works after a restart on the same --db, in its channel. Before, "bob
// has no buttons to press" until a new board was posted.
func TestConsoleClickAfterRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	if out, err := runArgs(t, nil, "#games alice: /play qwinto\n", "console", "--db", path); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	out, err := runArgs(t, nil, "#games bob: 1\n", "console", "--db", path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "! ") || !strings.Contains(out, "2. bob") || !strings.Contains(out, "[#games m2 updated]") {
		t.Fatalf("bob's click on the lobby of the last run:\n%s", out)
	}
}

// TestConsoleTwoChannelsAndDM: two channels in one script, each with its
// own lobby and clicks, and the direct message of a player who asked for
// them printed.
func TestConsoleTwoChannelsAndDM(t *testing.T) {
	script := `#games alice: /play qwinto
#dice carol: /play qwinto
#games bob: 1
#dice dave: 1
bob: /notify on
#games alice: 4
#games alice: /game move roll red
`
	out, err := runArgs(t, nil, script, "console")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"[#games m2 updated]", "[#dice m2 updated]", "2. bob", "2. dave", "[dm to bob] Your turn in Qwinto in #games"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, "! ") {
		t.Error("a line was refused")
	}
	if t.Failed() {
		t.Log(out)
	}
}
