package blingo

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
	for _, s := range []string{"roll", "pass", "place 2 8", "place 28", "place 40", "PLACE 8  2", "place 3 3", "28", "place 007", "place 88 1", ""} {
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
		for _, q := range a.Targets() {
			if !q.Valid() {
				t.Fatalf("ParseMove(%q) names square %d", text, q)
			}
		}
		b, err := ParseMove(m)
		if err != nil || b != a {
			t.Fatalf("ParseMove(%q) = %+v formats as %q, which parses as %+v, %v", text, a, m, b, err)
		}
	})
}
