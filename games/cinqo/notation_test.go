package cinqo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestParseMove(t *testing.T) {
	tests := []gametest.NotationCase{ // want "": refused
		{"roll", "roll"},
		{"  ROLL ", "roll"},
		{"rack 6 6 bank 5 box", "rack 6 6 bank 5 box"},
		{"Rack 6  6   Bank 5 BOX", "rack 6 6 bank 5 box"},
		{"box bank 5 rack 6 6", "rack 6 6 bank 5 box"},
		{"rack 6 5 6", "rack 5 6 6"},
		{"take 5", "take 5"},
		{"rack 1 take 2 bank 3 box", "rack 1 take 2 bank 3 box"},
		{"bank 3 take 2", "take 2 bank 3"},
		{"box", "box"},
		{"bank 4", "bank 4"},
		{"rack 1 2 3 4 5", "rack 1 2 3 4 5"},
		{"rack 1 1 take 1 1 bank 1", "rack 1 1 take 1 1 bank 1"},
		{"", ""},
		{"roll 99", ""},
		{"roll 6", ""},
		{"rack", ""},
		{"rack bank 5", ""},
		{"rack 6 bank", ""},
		{"rack 0", ""},
		{"rack 7", ""},
		{"rack 99", ""},
		{"rack 66", ""},
		{"rack six", ""},
		{"rack 6 rack 5", ""},
		{"box box", ""},
		{"box 6", ""},
		{"rack 6 box 99", ""},
		{"rack 1 2 3 4 5 6", ""},
		{"rack 1 2 3 bank 4 5 take 6", ""},
		{"6 rack", ""},
		{"hold 6", ""},
		{"zzz", ""},
	}
	gametest.CheckNotation(t, ParseMove, tests)
}

func TestParseMoveReasons(t *testing.T) {
	tests := []struct{ text, reason string }{
		{"", "the move is empty"},
		{"roll 6", `"roll" takes nothing after it`},
		{"rack", "rack which dice? e.g. rack 6"},
		{"take bank 5", "take which dice? e.g. take 6"},
		{"rack 7", `"7" is no die face: faces are 1 to 6`},
		{"box 6", `"box" takes no faces`},
		{"rack 6 rack 5", `say "rack" once`},
		{"hold 6", `"hold" is no move`},
		{"rack 1 1 1 bank 1 1 1", "a move names at most five dice"},
	}
	for _, tt := range tests {
		_, err := ParseMove(games.Move(tt.text))
		if got, want := games.Reason(err), tt.reason+"; "+notationHint; got != want {
			t.Errorf("ParseMove(%q) refused with %q, want %q", tt.text, got, want)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"roll", "rack 6 6 bank 5 box", "take 5", "box bank 1 rack 2", "RACK  1 2 3 4 5", "bank 6 take 6", "rack 7", "", "box box"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.RoundTrip(t, ParseMove, text)
	})
}
