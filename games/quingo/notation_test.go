package quingo

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestParseMove(t *testing.T) {
	tests := []struct {
		text string
		want string // canonical form; "" when refused
	}{
		{"take d4 d12 d10 box 19", "take d4 d10 d12 box 19"},
		{"  TAKE  D20 d6   Wild 25 ", "take d6 d20 wild 25"},
		{"take d8 cross 15", "take d8 cross 15"},
		{"take d8 cross box 15", "take d8 cross 15"},
		{"take d8 cross wild 18", "take d8 cross wild 18"},
		{"take d6b d6a box 4", "take d6a d6b box 4"},
		{"take d04 box 04", "take d4 box 4"},
		{"take d6 d10 d20 wild 98", "take d6 d10 d20 wild 98"},
		{"wilds 2 15 18 7 5", "wilds 2 15 18 7 5"},
		{"Wilds 1 1 1 1 1", "wilds 1 1 1 1 1"},
		{"wilds 098 1 2 3 4", "wilds 98 1 2 3 4"},
		{"pass", "pass"},
		{"PASS", "pass"},
		{"", ""},
		{"zzz", ""},
		{"pass 99", ""},
		{"take", ""},
		{"take box 4", ""},
		{"take d4", ""},
		{"take d4 box", ""},
		{"take d4 box 21", ""},
		{"take d4 box 99", ""},
		{"take d4 box 0", ""},
		{"take d4 box -4", ""},
		{"take d4 box +4", ""},
		{"take d4 box 4 99", ""},
		{"take d4 d4 box 8", ""},
		{"take d4 wild 99", ""},
		{"take d4 wild 0", ""},
		{"take d4 cross", ""},
		{"take d4 cross 99", ""},
		{"take d4 cross wild", ""},
		{"take d4 cross wild 99", ""},
		{"take d4 cross wild 18 99", ""},
		{"take d0 box 4", ""},
		{"take d100 box 4", ""},
		{"take d6k box 4", ""},
		{"take 4 box 4", ""},
		{"take d4 check 4", ""},
		{"wilds", ""},
		{"wilds 1 2 3 4", ""},
		{"wilds 1 2 3 4 5 99", ""},
		{"wilds 1 2 3 4 99", ""},
		{"wilds 1 2 3 4 0", ""},
		{"wilds 1 2 3 4 x", ""},
		{"wilds 1 2 3 4 -5", ""},
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
	for _, s := range []string{"take d4 d12 d10 box 19", "take d6 d20 wild 25", "take d8 cross 15", "take d8 cross wild 18",
		"take d6a d6b box 4", "wilds 2 15 18 7 5", "pass", "TAKE  D4 box 004", "take d8 cross box 1", ""} {
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
		if err != nil || !reflect.DeepEqual(a, b) {
			t.Fatalf("ParseMove(%q) = %+v formats as %q, which parses as %+v, %v", text, a, m, b, err)
		}
	})
}

// TestNumberInWordsSaysWhatWasExpected: a box number written in words is
// refused with what was expected, not a range the word never tried.
func TestNumberInWordsSaysWhatWasExpected(t *testing.T) {
	for _, tc := range []struct{ move, want string }{
		{"take d4 box one", `"one" is not a number: write the box's number in digits, e.g. box 19`},
		{"take d4 wild twenty", `"twenty" is not a number: write the wild's number in digits, e.g. wild 19`},
	} {
		_, err := ParseMove(games.Move(tc.move))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.move, err, tc.want)
		}
	}
}
