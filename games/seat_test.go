package games_test

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestOnly(t *testing.T) {
	for _, s := range []games.Seat{-1, 0, 5, 15, 16, 100} {
		if got := games.Only(s); !slices.Equal(got, []games.Seat{s}) {
			t.Errorf("Only(%d) = %v", s, got)
		}
	}
	if a, b := games.Only(3), games.Only(3); &a[0] != &b[0] {
		t.Error("Only(3) is not shared")
	}
}
