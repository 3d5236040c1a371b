package gametest

import (
	"errors"
	"reflect"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// Action is a parsed move: every engine's notation parser returns one.
type Action interface{ Move() games.Move }

// NotationCase is one text a player might type and its canonical form,
// or "" when the parser must refuse it: {"ROLL  red", "roll red"}.
type NotationCase [2]string

// CheckNotation runs parse over cases: an accepted text must format as
// its canonical form; a refused one must fail with an error wrapping
// games.ErrBadNotation that carries a reason a player can read.
func CheckNotation[A Action](t testing.TB, parse func(games.Move) (A, error), cases []NotationCase) {
	t.Helper()
	for _, c := range cases {
		text, want := c[0], c[1]
		a, err := parse(games.Move(text))
		switch {
		case want == "" && err == nil:
			t.Errorf("parse(%q) = %q, want an error", text, a.Move())
		case want == "" && (!errors.Is(err, games.ErrBadNotation) || games.Reason(err) == ""):
			t.Errorf("parse(%q): %v, want ErrBadNotation with a reason", text, err)
		case want != "" && err != nil:
			t.Errorf("parse(%q): %v", text, err)
		case want != "" && string(a.Move()) != want:
			t.Errorf("parse(%q) = %q, want %q", text, a.Move(), want)
		}
	}
}

// RoundTrip is the property every notation parser keeps, for its fuzz
// target: text is either refused with games.ErrBadNotation and a reason,
// or parsed into an action whose canonical move is non-empty, normalized,
// and parses back to an equal action. It returns the action and whether
// text parsed, for the game's own further checks.
func RoundTrip[A Action](t testing.TB, parse func(games.Move) (A, error), text string) (A, bool) {
	t.Helper()
	a, err := parse(games.Move(text))
	if err != nil {
		if !errors.Is(err, games.ErrBadNotation) || games.Reason(err) == "" {
			t.Fatalf("parse(%q): %v, want ErrBadNotation with a reason", text, err)
		}
		return a, false
	}
	m := a.Move()
	if m == "" || games.Normalize(m) != m {
		t.Fatalf("parse(%q) formats as %q, not canonical", text, m)
	}
	b, err := parse(m)
	if err != nil || !reflect.DeepEqual(a, b) {
		t.Fatalf("parse(%q) = %+v formats as %q, which parses as %+v, %v", text, a, m, b, err)
	}
	return a, true
}
