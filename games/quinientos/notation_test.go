package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestParseMove(t *testing.T) {
	tests := []gametest.NotationCase{ // want "": refused
		{"play 6-5", "play 6-5"},
		{"play 5-6", "play 6-5"},
		{"  PLAY   6-5  LEFT ", "play 6-5 left"},
		{"play 6|5 r", "play 6-5 right"},
		{"play 3-3 l", "play 3-3 left"},
		{"6-5", "play 6-5"},
		{"0-0 right", "play 0-0 right"},
		{"pass", "pass"},
		{"Pass", "pass"},
		{"", ""},
		{"play", ""},
		{"play 99", ""},
		{"play 6-5 99", ""},
		{"play 6-5 left 99", ""},
		{"play 6-5 up", ""},
		{"play 7-5", ""},
		{"play left 6-5", ""},
		{"pass 99", ""},
		{"play pass", ""},
		{"zzz", ""},
	}
	gametest.CheckNotation(t, ParseMove, tests)
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"play 6-5", "play 6-5 left", "PLAY 5|6 R", "3-3", "pass", "play 0-0 l", "play 6-5 99", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.RoundTrip(t, ParseMove, text)
	})
}

// TestParsePlay checks the fast reading of plays against the reading word
// by word, on plays written every way it might accept.
func TestParsePlay(t *testing.T) {
	for a := '0' - 1; a <= '9'; a++ {
		for b := '0' - 1; b <= '9'; b++ {
			for _, sep := range []string{"-", "|", " "} {
				for _, end := range []string{"", " left", " right", " l", " r", "  left", " LEFT", " up"} {
					m := games.Move("play " + string(a) + sep + string(b) + end)
					got, ok := parsePlay(m)
					want, err := parseWords(m)
					if !ok && sep == "-" && a >= '0' && a <= '6' && b >= '0' && b <= '6' && (end == "" || end == " left" || end == " right") {
						t.Errorf("parsePlay(%q) refused a play", m)
					}
					if ok && (err != nil || got != want) {
						t.Errorf("parsePlay(%q) = %v, want %v, %v", m, got, want, err)
					}
				}
			}
		}
	}
}
