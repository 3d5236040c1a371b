package qwinto

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		text string
		want string // canonical form; "" when refused
	}{
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
	for _, tt := range tests {
		a, err := ParseMove(games.Move(tt.text))
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("ParseMove(%q) = %q, want an error", tt.text, a)
		case tt.want == "" && !errors.Is(err, games.ErrBadNotation):
			t.Errorf("ParseMove(%q): %v, want ErrBadNotation", tt.text, err)
		case tt.want != "" && err != nil:
			t.Errorf("ParseMove(%q): %v", tt.text, err)
		case tt.want != "" && a.String() != tt.want:
			t.Errorf("ParseMove(%q) = %q, want %q", tt.text, a, tt.want)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"roll red blue", "roll all", "write yellow 4", "write blue 10", "skip", "reroll", "keep", "ROLL  Blue", "write red 007", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseMove(games.Move(text))
		if err != nil {
			if !errors.Is(err, games.ErrBadNotation) || games.Reason(err) == "" {
				t.Fatalf("ParseMove(%q): %v", text, err)
			}
			return
		}
		m := a.Move()
		if games.Normalize(m) != m {
			t.Fatalf("ParseMove(%q) formats as %q, not canonical", text, m)
		}
		b, err := ParseMove(m)
		if err != nil || b != a {
			t.Fatalf("ParseMove(%q) = %+v formats as %q, which parses as %+v, %v", text, a, m, b, err)
		}
	})
}
