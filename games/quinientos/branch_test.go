package quinientos

import (
	"slices"
	"sync"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestBranches plays every legal move of every position of random
// games, each twice and from several goroutines at once while others list
// the legal moves again, and checks each layout against Layout.Place, the
// lists against the first, and the parent's layout against its copy from
// before: branches do not see each other's tiles.
func TestBranches(t *testing.T) {
	for seed := range uint64(20) {
		r := gametest.Seeded(seed)
		st := newState(r)
		for !st.Over {
			before := slices.Clone(st.layout())
			legal := st.Legal(st.Turn())
			var wg sync.WaitGroup
			for range 2 {
				for _, m := range legal {
					wg.Go(func() { checkBranch(t, st, before, m) })
					wg.Go(func() {
						if got := st.Legal(st.Turn()); !slices.Equal(got, legal) {
							t.Errorf("legal %v, then %v", legal, got)
						}
					})
				}
			}
			wg.Wait()
			if !slices.Equal(st.layout(), before) {
				t.Fatalf("seed %d: layout changed by its branches: %v, was %v", seed, st.layout(), before)
			}
			next, err := st.Apply(st.Turn(), legal[r.IntN(len(legal))], r)
			if err != nil {
				t.Fatal(err)
			}
			st = next.(*state)
		}
	}
}

// checkBranch applies m to st, whose layout is before, and checks the new
// layout when the move does not end the round.
func checkBranch(t *testing.T, st *state, before Layout, m games.Move) {
	a, err := ParseMove(m)
	if err != nil {
		t.Error(err)
		return
	}
	end, err := st.placement(st.Turn(), a)
	if err != nil {
		t.Error(err)
		return
	}
	if len(st.hand(st.Turn())) == 1 {
		return // a domino: the next round's layout is empty
	}
	next, err := st.Apply(st.Turn(), m, gametest.Seeded(0))
	if err != nil {
		t.Error(err)
		return
	}
	want := before.Place(a.Tile, end, st.Turn())
	if got := next.(*state).layout(); next.(*state).Round() == st.Round() && !slices.Equal(got, want) {
		t.Errorf("%q: layout %v, want %v", m, got, want)
	}
}
