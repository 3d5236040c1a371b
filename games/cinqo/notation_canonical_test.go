package cinqo

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestParseCanonicalListed checks that the fast reader takes every listed
// placement of a roll of five different dice with a bank, and reads each as
// ParseMove does.
func TestParseCanonicalListed(t *testing.T) {
	for _, pos := range []string{"rolls=1 roll=12346 hilo=2-up", "rolls=2 rack=6 bank=5 roll=256 hilo=1-down"} {
		st := at(t, pos)
		for _, m := range append(st.Legal(0), "roll") {
			checkCanonical(t, m, true)
		}
	}
}

// FuzzParseCanonical checks that whatever the fast reader accepts,
// ParseMove reads to the same Action without error.
func FuzzParseCanonical(f *testing.F) {
	for _, m := range []string{"roll", "rack 6 6 bank 5 box", "take 5", "box", "rack", "rack  6", " rack 6", "rack 6 ",
		"Rack 6", "rack 6 rack 5", "box 6", "6 rack", "rack 1 1 1 1 1 1", "roll 6", "bank 1 take 2 rack 3", "rack 7", ""} {
		f.Add(m)
	}
	f.Fuzz(func(t *testing.T, m string) { checkCanonical(t, games.Move(m), false) })
}

func checkCanonical(t *testing.T, m games.Move, mustAccept bool) {
	t.Helper()
	fast, ok := parseCanonical(m)
	if !ok {
		if mustAccept {
			t.Errorf("parseCanonical(%q) refused", m)
		}
		return
	}
	words := m.Fields()
	var slow Action
	var err error
	if len(words) > 0 && words[0] == "roll" && len(words) == 1 {
		slow = RollAction
	} else if len(words) > 0 && words[0] != "roll" {
		slow, err = parsePlace(words)
	} else {
		err = badNotation("roll with more")
	}
	if err != nil || slow != fast {
		t.Errorf("parseCanonical(%q) = %+v, the long way %+v, %v", m, fast, slow, err)
	}
}
