package quinientos

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
	for _, tt := range tests {
		a, err := ParseMove(games.Move(tt.text))
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("ParseMove(%q) = %q, want an error", tt.text, a)
		case tt.want == "" && (!errors.Is(err, games.ErrBadNotation) || games.Reason(err) == ""):
			t.Errorf("ParseMove(%q): %v, want ErrBadNotation with a reason", tt.text, err)
		case tt.want != "" && err != nil:
			t.Errorf("ParseMove(%q): %v", tt.text, err)
		case tt.want != "" && a.String() != tt.want:
			t.Errorf("ParseMove(%q) = %q, want %q", tt.text, a, tt.want)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"play 6-5", "play 6-5 left", "PLAY 5|6 R", "3-3", "pass", "play 0-0 l", "play 6-5 99", ""} {
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
