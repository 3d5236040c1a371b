package qwinto

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestTimeoutMove(t *testing.T) {
	st, err := Rules.New(nil, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := games.TimeoutMove(st, 0); got != st.Default(0) {
		t.Fatalf("before the roll: %q, want the default %q", got, st.Default(0))
	}
	if got := games.TimeoutMove(st, 1); got != "" {
		t.Fatalf("seat 2 before the roll: %q", got)
	}
	rolled, err := st.Apply(0, "roll red", games.NewReplay([]games.Draw{{N: 6, Value: 3}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []games.Seat{0, 1} {
		m := games.TimeoutMove(rolled, s)
		if m != "skip" || !slices.Contains(rolled.Legal(s), m) {
			t.Errorf("%s after the roll: %q; want a legal skip", s, m)
		}
	}
}
