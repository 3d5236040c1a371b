package draw

import (
	"math/rand/v2"
	"testing"
)

// TestLacksFlatAsMissing: over a run of images whose bands come and go,
// a palette's lacksFlat, which looks only at the bands that differ from
// the last image's, says what p.missing says of all their colours
// gathered, whether or not the bands were indexed under it.
func TestLacksFlatAsMissing(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	colour := func() uint32 { return pack([]byte{byte(r.IntN(12)), 0, 0}) }
	var held []uint32
	for i := range 8 {
		held = append(held, pack([]byte{byte(i), 0, 0}))
	}
	p := newPalette(held) // lacks colours 8 to 11
	var pool []*bandColours
	for range 40 {
		bc := &bandColours{}
		seen := map[uint32]bool{}
		for range 1 + r.IntN(5) {
			if k := colour(); !seen[k] {
				seen[k] = true
				bc.keys = append(bc.keys, k)
				bc.counts = append(bc.counts, int32(1+r.IntN(40)))
			}
		}
		pool = append(pool, bc)
	}
	lacked, kept := 0, 0
	for image := range 300 {
		sets := make([]*bandColours, 6)
		for i := range sets {
			sets[i] = pool[r.IntN(len(pool))]
			if r.IntN(3) == 0 {
				sets[i].under(p)
			}
		}
		table := newColourTable()
		for _, bc := range sets {
			for j, k := range bc.keys {
				table.counts[table.slot(k)] += bc.counts[j]
			}
		}
		want := len(p.missing(table)) > 0
		if got := p.lacksFlat(sets); got != want {
			t.Fatalf("image %d: lacksFlat says %v, missing says %v", image, got, want)
		}
		if want {
			lacked++
		} else {
			kept++
		}
	}
	if lacked == 0 || kept == 0 {
		t.Fatalf("%d images lacked a flat colour, %d did not: the test checks one case only", lacked, kept)
	}
}
