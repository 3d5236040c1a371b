package quingo

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestQuickTakeIsTheGeneralPath plays random games and, at every move,
// applies the moves Legal lists and many texts near them (other dice,
// orders, numbers, boxes, spacing, case) both through Apply, which tries
// quickTake first, and through the general path alone (parse, then turn),
// with the same dice. It wants the same error text or the same new state,
// and the state it started from unchanged.
func TestQuickTakeIsTheGeneralPath(t *testing.T) {
	pick := rand.New(rand.NewPCG(7, 8))
	tried := 0
	for seed := range uint64(6) {
		dice := gametest.Seeded(seed)
		var st games.State
		st, err := Rules.New(nil, 2+int(seed%3), dice)
		if err != nil {
			t.Fatal(err)
		}
		for !st.Result().Over {
			s := st.Actors()[pick.IntN(len(st.Actors()))]
			legal := st.Legal(s)
			if inner := st.(*state); inner.Phase != Choosing {
				before, err := st.Encode()
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range nearMoves(legal, pick) {
					compareQuickTake(t, inner, s, m, seed*1_000_003+uint64(tried))
					tried++
				}
				if after, _ := st.Encode(); !bytes.Equal(before, after) {
					t.Fatal("trying moves changed the state")
				}
			}
			if st, err = st.Apply(s, legal[pick.IntN(len(legal))], dice); err != nil {
				t.Fatal(err)
			}
		}
	}
	if tried < 5000 {
		t.Fatalf("only %d texts tried", tried)
	}
}

// compareQuickTake applies m for seat s both ways with dice of the same
// seed and fails the test when the outcomes differ.
func compareQuickTake(t *testing.T, st *state, s games.Seat, m games.Move, seed uint64) {
	t.Helper()
	got, gotErr := st.Apply(s, m, gametest.Seeded(seed))
	want, wantErr := generalApply(st, s, m, gametest.Seeded(seed))
	switch {
	case (gotErr == nil) != (wantErr == nil):
		t.Fatalf("%q: Apply error %v, general path %v", m, gotErr, wantErr)
	case gotErr != nil:
		if gotErr.Error() != wantErr.Error() {
			t.Fatalf("%q: Apply error %q, general path %q", m, gotErr, wantErr)
		}
	default:
		g, err1 := got.Encode()
		w, err2 := want.Encode()
		if err1 != nil || err2 != nil || !bytes.Equal(g, w) {
			t.Fatalf("%q: Apply gives\n%s\nthe general path\n%s", m, g, w)
		}
	}
}

// generalApply is Apply without quickTake.
func generalApply(st *state, s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if err := st.mayAct(s); err != nil {
		return nil, err
	}
	return st.applyRead(s, m, r)
}

// nearMoves returns the legal moves and texts made from them: their dice
// in other orders, left out, doubled or swapped for other labels; other
// numbers and kinds of box; extra spaces and capitals.
func nearMoves(legal []games.Move, pick *rand.Rand) []games.Move {
	out := append([]games.Move(nil), legal...)
	var labels []string
	for _, m := range legal {
		for _, w := range strings.Fields(string(m)) {
			if strings.HasPrefix(w, "d") {
				labels = append(labels, w)
			}
		}
	}
	labels = append(labels, "d6z", "d99", "d", "d0", "d100")
	for _, faces := range []string{"d4", "d6", "d8", "d10", "d12", "d20"} {
		labels = append(labels, faces)
		for c := range MaxDice + 1 {
			labels = append(labels, faces+string(rune('a'+c)))
		}
	}
	boxes := []string{"box", "wild", "cross", "cross wild", "Box", "box  "}
	for range 40 {
		var words []string
		words = append(words, "take")
		for range pick.IntN(4) {
			words = append(words, labels[pick.IntN(len(labels))])
		}
		words = append(words, boxes[pick.IntN(len(boxes))])
		words = append(words, []string{"0", "1", "5", "05", "12", "20", "75", "99", "x", ""}[pick.IntN(10)])
		out = append(out, games.Move(strings.Join(words, " ")))
	}
	if len(legal) > 0 {
		m := string(legal[pick.IntN(len(legal))])
		out = append(out, games.Move(m+" "), games.Move(" "+m), games.Move(strings.ToUpper(m)),
			games.Move(strings.Replace(m, " ", "  ", 1)), games.Move(m+"0"))
		if f := strings.Fields(m); len(f) > 3 {
			f[1], f[2] = f[2], f[1] // two dice the other way round
			out = append(out, games.Move(strings.Join(f, " ")))
		}
	}
	return out
}
