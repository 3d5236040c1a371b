package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestCanonicalIsParsed checks that the shortcut tables agree with the
// parser and the formatter: every move in canonical maps to the action
// the full parser reads from it, and that action formats back to it.
func TestCanonicalIsParsed(t *testing.T) {
	if len(canonical) != 7+3*Positions+3 {
		t.Fatalf("canonical has %d moves, want %d", len(canonical), 7+3*Positions+3)
	}
	for m, want := range canonical {
		saved := canonical
		canonical = map[games.Move]Action{}
		got, err := ParseMove(m)
		canonical = saved
		if err != nil || got != want {
			t.Errorf("%q: parser reads %+v, %v; table has %+v", m, got, err, want)
		}
		if got.Move() != m {
			t.Errorf("%+v formats as %q, want %q", got, got.Move(), m)
		}
	}
}
