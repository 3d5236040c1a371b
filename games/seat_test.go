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

func TestSeatsIn(t *testing.T) {
	for _, tc := range []struct {
		set  uint
		want []games.Seat
	}{
		{0, nil},
		{1, []games.Seat{0}},
		{0b101100, []games.Seat{2, 3, 5}},
		{0xff, []games.Seat{0, 1, 2, 3, 4, 5, 6, 7}},
		{1<<9 | 1<<2, []games.Seat{2, 9}},
	} {
		if got := games.SeatsIn(tc.set); !slices.Equal(got, tc.want) {
			t.Errorf("SeatsIn(%b) = %v, want %v", tc.set, got, tc.want)
		}
	}
	if a, b := games.SeatsIn(0b110), games.SeatsIn(0b110); &a[0] != &b[0] {
		t.Error("SeatsIn(0b110) is not shared")
	}
}
