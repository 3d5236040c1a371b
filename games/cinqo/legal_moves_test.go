package cinqo

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestListedMoves plays a game and checks, at every placement, that each
// listed move is found in the move table as parsePlacement reads it, and
// that a copy or a prefix of it is not.
func TestListedMoves(t *testing.T) {
	dice := gametest.Seeded(3)
	st, err := Rules.New(nil, 2, dice)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for !st.Result().Over {
		s := st.Actors()[0]
		legal := st.Legal(s)
		if st.(*state).Phase == Placing {
			for _, m := range legal {
				want, _ := parsePlacement(m)
				if got, ok := placed.moves.listed(m); !ok || got != want {
					t.Fatalf("listed(%q) = %+v, %v; want %+v", m, got, ok, want)
				}
				if _, ok := placed.moves.listed(games.Move(strings.Clone(string(m)))); ok {
					t.Fatalf("a copy of %q is listed", m)
				}
				if _, ok := placed.moves.listed(m[:len(m)-1]); ok {
					t.Fatalf("a prefix of %q is listed", m)
				}
				checked++
			}
		}
		if st, err = st.Apply(s, legal[len(legal)/2], dice); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d moves checked", checked)
	}
}
