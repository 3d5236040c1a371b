package draw

import (
	"math/rand/v2"
	"testing"
)

// TestColourCountsAsMap: colourCounts keeps the counts a map keeps, over
// colours that come and go, and stays small when few of them are left.
func TestColourCountsAsMap(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var got colourCounts
	want := map[uint32]int32{}
	var live []uint32
	for step := range 200000 {
		k, n := pack([]byte{byte(r.IntN(256)), byte(step / 1000), 0}), int32(1+r.IntN(40)) // colours drift
		if len(live) > 300 || (len(live) > 0 && r.IntN(2) == 0) {
			i := r.IntN(len(live))
			k, n = live[i], -want[live[i]]
			live[i] = live[len(live)-1]
			live = live[:len(live)-1]
		} else if want[k] == 0 {
			live = append(live, k)
		}
		was, now := got.add(k, n)
		if was != want[k] || now != want[k]+n {
			t.Fatalf("step %d: colour %06x went %d to %d, want %d to %d", step, k&0xffffff, was, now, want[k], want[k]+n)
		}
		want[k] += n
	}
	if len(got.keys) > 4096 {
		t.Errorf("%d slots for at most 300 colours at once", len(got.keys))
	}
}
