package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// TestOpenIsCanWrite checks Open against CanWrite cell by cell, for every
// value, on the sheets of seeded games played by the default policy.
func TestOpenIsCanWrite(t *testing.T) {
	for seed := range uint64(20) {
		dice := gametest.Seeded(seed)
		st, err := Rules.New(nil, 3, dice)
		if err != nil {
			t.Fatal(err)
		}
		for !st.Result().Over {
			for _, sh := range st.(*state).Sheets {
				checkOpen(t, sh)
			}
			s := st.Actors()[0]
			if st, err = st.Apply(s, st.Default(s), dice); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkOpen(t *testing.T, sh Sheet) {
	t.Helper()
	for _, c := range AllColours {
		for v := 0; v <= MaxValue+1; v++ {
			open := sh.Open(c, v)
			for p := range Positions {
				if open.Has(p) != sh.CanWrite(c, p, v) {
					t.Fatalf("%s %d at position %d: Open %v, CanWrite %v\n%s", c, v, p, open.Has(p), !open.Has(p), sh)
				}
			}
		}
	}
}
