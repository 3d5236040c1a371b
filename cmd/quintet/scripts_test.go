package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/console"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/session"
)

var _ = flag.Bool("update", false, "rewrite the expected output of the console scripts")

// TestConsoleScripts plays each script of testdata/scripts in the
// console, as `quintet console` would, with a clock that only its "wait"
// lines move and fixed seeds, and compares what it prints line by line
// with the .golden file beside it (go test -update rewrites those). The
// scripts play every game through its social moments: undo, resign, a
// thread, a spectator, every human timing out.
func TestConsoleScripts(t *testing.T) {
	scripts, err := filepath.Glob(filepath.Join("testdata", "scripts", "*.txt"))
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, path := range scripts {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			script, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := playScript(t, script)
			gametest.Golden(t, strings.TrimSuffix(path, ".txt")+".golden", got)
		})
	}
}

// playScript plays script in a console of memory, starting at a fixed
// time with the seeds 1, 2, 3... of its matches in order, and returns
// what it printed.
func playScript(t *testing.T, script []byte) []byte {
	t.Helper()
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	var n atomic.Uint64
	setup := consoleSetup{
		store:   session.NewMemStore(),
		clock:   console.NewClock(func() time.Time { return start }),
		options: []session.Option{session.WithSeeds(func() [2]uint64 { return [2]uint64{n.Add(1), 7} })},
	}
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := playConsole(ctx, setup, bytes.NewReader(script), &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	return out.Bytes()
}
