package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// seasonOver finds the announcements of a season's end in console output.
var seasonOver = regexp.MustCompile(`\[#news m\d+\]\n🏆 Season ([^\n]+) is over`)

// TestConsoleSeasonAcrossRestarts turns monthly seasons on in the console,
// stops, lets the kept clock cross a month's end in the next run, and
// runs once more: each season's end is printed once, in #news, and the
// last run sees the ended season as the previous one.
func TestConsoleSeasonAcrossRestarts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	runs := []string{
		"admin: /settings season length:monthly\nadmin: /settings season_channel channel:#news\n",
		"wait 14d\nwait 14d\nwait 4d\n",
		"alice: /leaderboard game:cinqo season:previous\n",
	}
	seen := map[string]int{}
	var outs []string
	for i, in := range runs {
		out, err := runArgs(t, nil, in, "console", "--db", path)
		if err != nil {
			t.Fatalf("run %d: %v\n%s", i, err, out)
		}
		outs = append(outs, out)
		for _, m := range seasonOver.FindAllStringSubmatch(out, -1) {
			seen[m[1]]++
			if i != 1 {
				t.Errorf("run %d announced %s: only the run whose clock crossed the month's end should", i, m[1])
			}
		}
	}
	if len(seen) == 0 {
		t.Fatalf("no season end announced:\n%s", strings.Join(outs, "\n---\n"))
	}
	for s, n := range seen {
		if n != 1 {
			t.Errorf("%s announced %d times", s, n)
		}
	}
	if !strings.Contains(outs[2], ", ended ") || strings.Contains(outs[2], "No season of this server has ended yet") {
		t.Errorf("previous season after the restarts:\n%s", outs[2])
	}
}
