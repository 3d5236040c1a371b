package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// TestPlanCost checks that a plan weighs every legal write as writeCost
// does, over the sheets of seeded games.
func TestPlanCost(t *testing.T) {
	for seed := range uint64(20) {
		r := gametest.Seeded(seed)
		st, _ := Rules.New(nil, 2, r)
		for len(st.Actors()) > 0 {
			for _, sh := range st.(*state).Sheets {
				pl := planOf(&sh)
				for _, c := range AllColours {
					for p := range Positions {
						for v := 1; v <= MaxValue; v++ {
							lo, hi := sh.leftOf(c, p), sh.rightOf(c, p)
							if Blocked(c, p) || sh.Rows[c][p] != 0 || v <= lo || v >= hi {
								continue
							}
							if got, want := pl[c][p].cost(v), writeCost(sh, c, p, v); got != want {
								t.Fatalf("cost of %d at %s %d: plan %d, writeCost %d\n%s", v, c, p+1, got, want, sh.Text("", 0))
							}
						}
					}
				}
			}
			s := st.Actors()[0]
			st, _ = st.Apply(s, st.Legal(s)[r.IntN(len(st.Legal(s)))], r)
		}
	}
}
