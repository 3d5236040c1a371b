package quingo

import (
	"math/rand/v2"
	"testing"
)

// TestOpenNumbers compares the bits of the open number boxes with the
// marks read one by one, on random sheets.
func TestOpenNumbers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		var sh Sheet
		var want uint64
		for i := range sh.Numbers {
			sh.Numbers[i] = Mark(rng.IntN(3))
			if sh.Numbers[i] == Open {
				want |= 1 << (i + 1)
			}
		}
		if got := sh.openNumbers(); got != want {
			t.Fatalf("sheet %s: open numbers %b, want %b", sh, got, want)
		}
	}
}
