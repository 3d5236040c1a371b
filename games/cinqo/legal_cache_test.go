package cinqo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// TestPlaceCache plays random games and checks, at every placement, that
// Legal (through the memo) lists exactly what listPlacements computes.
func TestPlaceCache(t *testing.T) {
	pick := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for seed := range uint64(5) {
		dice := gametest.Seeded(seed)
		st, err := Rules.New(nil, 3, dice)
		if err != nil {
			t.Fatal(err)
		}
		for !st.Result().Over {
			s := st.Actors()[0]
			legal := st.Legal(s)
			if inner := st.(*state); inner.Phase != Rolling {
				if want := inner.listPlacements(); !slices.Equal(legal, want) {
					t.Fatalf("Legal lists %d moves, listPlacements %d:\n%v\n%v", len(legal), len(want), legal, want)
				}
				checked++
			}
			if st, err = st.Apply(s, legal[pick.IntN(len(legal))], dice); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d placements checked", checked)
	}
}
