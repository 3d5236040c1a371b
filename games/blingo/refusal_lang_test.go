package blingo

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// TestRefusalsInEveryLanguage: a refused move's reason reads in the
// player's language, whole, and in English as games.Reason says it.
func TestRefusalsInEveryLanguage(t *testing.T) {
	st, err := Rules.New(nil, 2, gametest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	rolled, err := st.Apply(0, "roll", gametest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		st   games.State
		seat games.Seat
		move games.Move
	}{
		{st, 0, "place 28"},
		{st, 1, "roll"},
		{st, 0, "jump"},
		{st, 0, "place 99"},
		{rolled, 0, "place 88"},
		{rolled, 0, "roll"},
	} {
		_, err := c.st.Apply(c.seat, c.move, gametest.Seeded(1))
		if err == nil {
			t.Fatalf("%q was accepted", c.move)
		}
		if got := games.ReasonIn(err, locale.English); got != games.Reason(err) {
			t.Errorf("%q in English: %q, Reason says %q", c.move, got, games.Reason(err))
		}
		for _, l := range locale.Langs[1:] {
			got := games.ReasonIn(err, l)
			if got == games.Reason(err) || strings.Contains(got, "%!") || strings.Contains(got, "refuse.") {
				t.Errorf("%q in %s: %q", c.move, l, got)
			}
		}
	}
}
