package cinqo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
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

// TestPlaceKeysFitTheTable lists every key a position can have (a roll of
// one to five dice and a bank of the rest or fewer, boxed or not), keeps a
// list for each in a fresh memo, and wants each found again: the table
// never evicts, so it must hold them all with room to spare, or a lookup
// would search it forever.
func TestPlaceKeysFitTheTable(t *testing.T) {
	var sets [DiceCount + 1][]Dice // by number of dice
	var grow func(d Dice, face, left int)
	grow = func(d Dice, face, left int) {
		if face == Faces {
			sets[DiceCount-left] = append(sets[DiceCount-left], d)
			return
		}
		for n := 0; n <= left; n++ {
			d[face] = int8(n)
			grow(d, face+1, left-n)
		}
	}
	grow(Dice{}, 0, DiceCount)
	var keys []placeKey
	for r := 1; r <= DiceCount; r++ {
		for b := 0; r+b <= DiceCount; b++ {
			for _, roll := range sets[r] {
				for _, bank := range sets[b] {
					keys = append(keys, keyOf(roll, bank, false), keyOf(roll, bank, true))
				}
			}
		}
	}
	distinct := map[placeKey]bool{}
	for _, k := range keys {
		distinct[k] = true
	}
	if len(distinct) != len(keys) {
		t.Fatalf("%d positions share %d keys", len(keys), len(distinct))
	}
	c := &placeCache{moves: map[games.Move]games.Move{}}
	if n := len(keys); n != 11452 || 4*n > 3*len(c.slots) {
		t.Fatalf("%d keys for %d slots; want 11,452, at most three quarters full", n, len(c.slots))
	}
	list := func(k placeKey) []games.Move { return []games.Move{games.Move(fmt.Sprint(uint64(k)))} }
	for _, k := range keys {
		c.list(k, func() []games.Move { return list(k) })
	}
	for _, k := range keys {
		got := c.list(k, func() []games.Move { t.Fatalf("key %x built twice", k); return nil })
		if !slices.Equal(got, list(k)) {
			t.Fatalf("key %x: list %v, want %v", k, got, list(k))
		}
	}
}
