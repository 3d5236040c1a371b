package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

func TestParseMove(t *testing.T) {
	tests := []gametest.NotationCase{ // want "": refused
		{"roll red blue", "roll red blue"},
		{"  ROLL   Blue red ", "roll red blue"},
		{"roll blue yellow red", "roll red yellow blue"},
		{"roll all", "roll red yellow blue"},
		{"roll yellow", "roll yellow"},
		{"write yellow 4", "write yellow 4"},
		{"Write RED 10", "write red 10"},
		{"write blue 01", "write blue 1"},
		{"skip", "skip"},
		{"Reroll", "reroll"},
		{"keep", "keep"},
		{"", ""},
		{"roll", ""},
		{"roll red red", ""},
		{"roll all red", ""},
		{"roll green", ""},
		{"roll red 99", ""},
		{"write yellow", ""},
		{"write yellow 0", ""},
		{"write yellow 11", ""},
		{"write yellow 99", ""},
		{"write yellow -1", ""},
		{"write yellow +4", ""},
		{"write yellow 4 99", ""},
		{"write 4 yellow", ""},
		{"write all 4", ""},
		{"skip 99", ""},
		{"keep it", ""},
		{"zzz", ""},
	}
	gametest.CheckNotation(t, ParseMove, tests)
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"roll red blue", "roll all", "write yellow 4", "write blue 10", "skip", "reroll", "keep", "ROLL  Blue", "write red 007", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		gametest.RoundTrip(t, ParseMove, text)
	})
}
