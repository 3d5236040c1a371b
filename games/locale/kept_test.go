package locale

import "testing"

// TestKeptIsSaid: a kept message is the one said afresh, in each
// language, within the kept numbers and beyond them.
func TestKeptIsSaid(t *testing.T) {
	for _, l := range append(Langs, Pseudo) {
		for _, n := range []int{-1001, -1, 0, 1, 2, 28, 1000, 1001} {
			for range 2 { // said, then kept
				if got, want := l.SayKept("board.points", n), l.Say("board.points", n); got != want {
					t.Errorf("%s %d: kept %q, said %q", l, n, got, want)
				}
			}
		}
		if got, want := l.WordKept("qwinto.text.failed"), l.Say("qwinto.text.failed"); got != want {
			t.Errorf("%s: kept %q, said %q", l, got, want)
		}
	}
}
