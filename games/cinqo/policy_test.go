package cinqo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestDefault(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		seat games.Seat
		want games.Move
	}{
		{"not an actor", "", 1, ""},
		{"game over", "over totals=100,0", 0, ""},
		{"roll", "", 0, "roll"},
		{"a straight", "rolls=1 roll=12345 hilo=1-up", 0, "rack 1 2 3 4 5"},
		{"sixes, insurance, box", "rolls=1 roll=66532 hilo=3-up", 0, "rack 6 6 bank 5 box"},
		{"the seed's Lo roll", "rolls=1 roll=12433 hilo=3-down", 0, "rack 1 bank 2 box"},
		{"no six: the best die", "rolls=2 rack=6 roll=5431 hilo=2-up boxed", 0, "rack 5"},
		{"a better banked die", "rolls=2 rack=6 bank=5 roll=431 hilo=2-up boxed", 0, "take 5"},
		{"an equal banked die stays", "rolls=2 rack=6 bank=5 roll=542 hilo=2-up boxed", 0, "rack 5"},
		{"the arrow points away", "rolls=1 roll=66652 hilo=2-down", 0, "rack 6 6 6 bank 5"},
		{"three 6s against a 1 and 3-down", "rolls=1 roll=66651 hilo=3-down", 0, "rack 1 box"},
		{"a 1 with dice to roll", "rolls=1 roll=66632 hilo=1-up", 0, "rack 6 6 6"},
		{"a 1 before the last die", "rolls=2 rack=666 roll=63 hilo=1-up", 0, "rack 6 box"},
		{"rack all rather than roll the last die", "rolls=2 rack=666 roll=65 hilo=1-up", 0, "rack 5 6"},
		{"roll the last die with the Hi/Lo die", "rolls=2 rack=111 roll=16 hilo=1-up", 0, "rack 1"},
		{"a pip off from the third roll", "rolls=3 rack=66 roll=655 hilo=2-up boxed", 0, "rack 5 5 6"},
		{"the boxed arrow rules", "rolls=2 rack=1 roll=6666 hilo=2-down boxed", 0, "rack 6"},
		{"Lo by the racked dice", "rolls=2 rack=11 roll=666 hilo=3-up", 0, "rack 6"},
		{"a tie goes to the arrow up", "rolls=1 roll=11666 hilo=1-up", 0, "rack 6 6 6"},
		{"a tie goes to the arrow down", "rolls=1 roll=11166 hilo=1-down", 0, "rack 1 1 1"},
		{"keep rolling while the arrow points away", "rolls=3 rack=12 bank=2 roll=22 hilo=3-up", 0, "rack 2"},
		{"the last die", "rolls=4 rack=1111 roll=6 hilo=3-down boxed", 0, "rack 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := at(t, tt.pos)
			if got := st.Default(tt.seat); got != tt.want {
				t.Errorf("Default(%s) = %q, want %q\n%s", tt.seat, got, tt.want, dump(st))
			}
		})
	}
}

// TestDefaultPlaysWell checks that the policy beats racking whatever comes:
// over many turns it scores several times the points of a player who racks
// the whole first roll.
func TestDefaultPlaysWell(t *testing.T) {
	const turns = 2000
	dice := gametest.Seeded(1)
	policy, naive := 0, 0
	for range turns {
		st := at(t, "seats=1 mode=solitaire")
		for st.Last.turn() == nil {
			next, _ := st.Apply(0, st.Default(0), dice)
			st = next.(*state)
		}
		policy += st.Totals.of(0)
		first, _ := at(t, "seats=1 mode=solitaire").Apply(0, "roll", dice)
		fs := first.(*state)
		if fs.Phase == Placing {
			next, _ := fs.Apply(0, fs.rackAll().Move(), nil)
			fs = next.(*state)
		}
		naive += fs.Totals.of(0)
	}
	t.Logf("points per turn: policy %.2f, rack the first roll %.2f", float64(policy)/turns, float64(naive)/turns)
	if policy < 3*naive {
		t.Errorf("the policy scores %d in %d turns, racking the first roll %d", policy, turns, naive)
	}
}
