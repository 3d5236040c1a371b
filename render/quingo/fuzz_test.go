package quingo

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/quintetbot/quintet/games"
)

// FuzzParsePick: a UI state comes from a custom id anyone can forge. Any
// state gives a valid board; a pick read without a reason names dice left
// in the pool, within the limit, and every move it offers is legal.
func FuzzParsePick(f *testing.F) {
	for _, s := range []string{"", "take", "take d4 d8", "take d6", "cross d8", "take d4 d4", "take d4 d8 d10 d12", "take d99a", "x"} {
		f.Add(s)
	}
	st := turnPosition(f)
	forced := forcedPosition(f)
	f.Fuzz(func(t *testing.T, ui string) {
		for _, s := range []games.State{st, forced} {
			tb := tableOf(s, games.Spectator, ui)
			m := Renderer{}.Board(tb)
			if err := m.Validate(); err != nil {
				t.Fatalf("%q: %v", ui, err)
			}
			p, reason := ParsePick(ui, boardOf(tb))
			if !reason.IsZero() {
				continue
			}
			if len(p.Dice) > pickLimit(boardOf(tb)) {
				t.Fatalf("%q: %d dice picked", ui, len(p.Dice))
			}
			legal := s.Legal(boardOf(tb).Turn)
			for _, mv := range Targets(boardOf(tb), p) {
				found := false
				for _, l := range legal {
					found = found || l == mv
				}
				if !found {
					t.Fatalf("%q offers %q, not legal", ui, mv)
				}
			}
		}
	})
}

// FuzzFormMove: whatever is typed in the wilds modal is refused with a
// reason or becomes a move the engine takes.
func FuzzFormMove(f *testing.F) {
	f.Add("21", "22", "23", "24", "25")
	f.Add("0", "61", "x", "", "-1")
	f.Add(" 7", "007", "60", "1e1", "+3")
	st := choosing(f)
	tb := tableOf(st, 1, "")
	f.Fuzz(func(t *testing.T, a, b, c, d, e string) {
		fields := map[string]string{"wild1": a, "wild2": b, "wild3": c, "wild4": d, "wild5": e}
		mv, err := Renderer{}.FormMove(tb, wildsForm, fields)
		if err != nil {
			if !errors.Is(err, games.ErrBadNotation) {
				t.Fatalf("%v: %v", fields, err)
			}
			return
		}
		if _, err := st.Apply(1, mv, rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatalf("%v became %q, which the engine refuses: %v", fields, mv, err)
		}
	})
}
