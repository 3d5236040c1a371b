package gametest_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// TestToy runs the suite on a sound engine, or, inside the subprocesses of
// TestSuiteCatchesFlaws, on a flawed one.
func TestToy(t *testing.T) {
	flaw := os.Getenv("GAMETEST_FLAW")
	cfg := gametest.Config{Seeds: 5}
	if flaw == "endless" {
		cfg.MaxMoves = 200
	}
	gametest.Run(t, toy{flaw: flaw}, cfg)
}

// TestSuiteCatchesFlaws runs the suite on engines that each break one
// contract and expects it to fail, saying why.
func TestSuiteCatchesFlaws(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the suite in subprocesses")
	}
	for flaw, want := range map[string]string{
		"mutates":    "changed its receiver",
		"unsorted":   "not sorted",
		"lenient":    "accepted though not listed",
		"endless":    "not over after 200 moves",
		"leaks":      "shows seat 1's secret",
		"random-new": "not deterministic",
	} {
		t.Run(flaw, func(t *testing.T) {
			t.Parallel()
			cmd := exec.Command(os.Args[0], "-test.run=^TestToy$")
			cmd.Env = append(os.Environ(), "GAMETEST_FLAW="+flaw)
			out, err := cmd.CombinedOutput()
			if err == nil {
				t.Fatalf("the suite passed an engine that %s", flaw)
			}
			if !strings.Contains(string(out), want) {
				t.Fatalf("the suite failed without saying %q:\n%s", want, tail(string(out)))
			}
		})
	}
}

func tail(s string) string {
	if len(s) > 2000 {
		return s[len(s)-2000:]
	}
	return s
}
