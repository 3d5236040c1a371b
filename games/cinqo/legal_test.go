package cinqo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestLegal(t *testing.T) {
	tests := []struct {
		pos   string
		seat  games.Seat
		moves []games.Move // nil: count only
		count int
	}{
		{"", 0, []games.Move{"roll"}, 1},
		{"", 1, nil, 0},
		{"over totals=100,0", 0, nil, 0},
		{"rolls=4 rack=6666 roll=5 hilo=3-up boxed", 0, []games.Move{"rack 5"}, 1},
		{"rolls=3 rack=666 bank=5 roll=4 hilo=3-up boxed", 0, []games.Move{"rack 4", "take 5"}, 2},
		{"rolls=3 rack=666 bank=5 roll=4 hilo=3-up", 0, []games.Move{"rack 4", "take 5", "take 5 box"}, 3},
		{"rolls=3 rack=66 bank=5 roll=54 hilo=3-up", 0, []games.Move{
			"rack 4", "rack 4 5", "rack 4 box", "rack 4 take 5", "rack 4 take 5 box",
			"rack 5", "rack 5 box", "rack 5 take 5", "rack 5 take 5 box",
			"take 5", "take 5 bank 4", "take 5 bank 4 box", "take 5 box",
		}, 13},
		// Five different faces: each die racked, banked or left, with at
		// least one racked and one left, with or without the box, and the
		// move that racks them all: (3^5 - 2^5 - 2^5 + 1) x 2 + 1.
		{"rolls=1 roll=12345 hilo=1-up", 0, nil, 361},
		// Four 6s: r racked and k banked, r >= 1, r+k <= 3, twice, plus one.
		{"rolls=2 rack=1 roll=6666 hilo=2-up", 0, nil, 13},
	}
	for _, tt := range tests {
		st := at(t, tt.pos)
		got := st.Legal(tt.seat)
		if len(got) != tt.count || (tt.moves != nil && !slices.Equal(got, tt.moves)) {
			t.Errorf("%s at %q: %d moves %v, want %d %v\n%s", tt.seat, tt.pos, len(got), got, tt.count, tt.moves, dump(st))
		}
	}
}

// TestLegalDistinct plays random games and checks, at every placement,
// that the listed moves all apply and lead to different positions, so no
// move is listed twice under two spellings.
func TestLegalDistinct(t *testing.T) {
	for seed := range uint64(4) {
		dice, pick := gametest.Seeded(seed), rand.New(rand.NewPCG(seed, 7))
		g, _ := Rules.New(nil, 2, dice)
		for moves := 0; moves < 200 && !g.Result().Over; moves++ {
			st := g.(*state)
			legal := st.Legal(games.Seat(st.Active))
			if st.Phase == Placing {
				seen := map[string]games.Move{}
				for _, m := range legal {
					next, err := st.Apply(games.Seat(st.Active), m, nil)
					if err != nil {
						t.Fatalf("%q refused: %v\n%s", m, err, dump(st))
					}
					key := encode(t, next)
					if other, dup := seen[key]; dup {
						t.Fatalf("%q and %q lead to the same position\n%s", other, m, dump(st))
					}
					seen[key] = m
				}
			}
			g, _ = st.Apply(games.Seat(st.Active), legal[pick.IntN(len(legal))], dice)
		}
	}
}

// TestLegalEndsTurn checks that exactly one listed move ends the turn: the
// one that racks every rolled die.
func TestLegalEndsTurn(t *testing.T) {
	st := at(t, "rolls=2 rack=6 bank=5 roll=543 hilo=1-up")
	var ends []games.Move
	for _, m := range st.Legal(0) {
		next, _ := st.Apply(0, m, nil)
		if next.(*state).Active != 0 {
			ends = append(ends, m)
		}
	}
	if !slices.Equal(ends, []games.Move{"rack 3 4 5"}) {
		t.Errorf("moves that end the turn: %v, want [rack 3 4 5]\n%s", ends, dump(st))
	}
	for _, m := range st.Legal(0) {
		if strings.Contains(string(m), "take 5 bank 5") {
			t.Errorf("%q takes and banks a 5", m)
		}
	}
}
