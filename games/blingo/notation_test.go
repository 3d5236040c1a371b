package blingo

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

func TestParseMove(t *testing.T) {
	tests := []gametest.NotationCase{ // want "": refused
		{"roll", "roll"},
		{"  ROLL ", "roll"},
		{"pass", "pass"},
		{"Pass", "pass"},
		{"place 2 8", "place 2 8"},
		{"place 8 2", "place 2 8"},
		{"PLACE   28", "place 28"},
		{"place 40", "place 40"},
		{"place 3 3", "place 3"},
		{"place 08", "place 8"},
		{"place 1", "place 1"},
		{"place 88", "place 88"},
		{"28", "place 28"},
		{"8 2", "place 2 8"},
		{"", ""},
		{"place", ""},
		{"place 0", ""},
		{"place 89", ""},
		{"place 99", ""},
		{"place -1", ""},
		{"place +4", ""},
		{"place 2 8 99", ""},
		{"place 1 2 3", ""},
		{"place two", ""},
		{"place 2.5", ""},
		{"roll 99", ""},
		{"pass 99", ""},
		{"99", ""},
		{"1 2 3", ""},
		{"zzz", ""},
		{"??? 1 2 3", ""},
	}
	gametest.CheckNotation(t, ParseMove, tests)
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"roll", "pass", "place 2 8", "place 28", "place 40", "PLACE 8  2", "place 3 3", "28", "place 007", "place 88 1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, ok := gametest.RoundTrip(t, ParseMove, text)
		if !ok {
			return
		}
		for _, q := range a.Targets() {
			if !q.Valid() {
				t.Fatalf("ParseMove(%q) names square %d", text, q)
			}
		}
	})
}
