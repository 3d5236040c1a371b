package quingo

import (
	"math/rand/v2"
	"testing"
)

// TestTotal checks total against Sheet.Score on random sheets and set-ups.
func TestTotal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 2000 {
		var sh Sheet
		for n := range sh.Numbers {
			sh.Numbers[n] = Mark(rng.IntN(3))
		}
		for w := range sh.Wilds {
			sh.Wilds[w] = 1 + rng.IntN(MaxSum)
			sh.WildMarks[w] = Mark(rng.IntN(3))
		}
		if i%4 == 0 { // full rows earn bonuses
			for n := range RowBoxes {
				sh.Numbers[n] = Checked
			}
		}
		su := Setup{Wild: 1 + rng.IntN(9)}
		for r := range su.Bonus {
			su.Bonus[r] = rng.IntN(30)
		}
		st := &state{sheets: [maxSeats]marks{marksOf(sh)}}
		st.setSetup(su)
		if got, want := st.total(0), sh.Score(su).Total; got != want {
			t.Fatalf("total of %s under %+v: %d, want %d", sh.Text(su), su, got, want)
		}
	}
}
