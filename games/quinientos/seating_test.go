package quinientos

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

func TestSeating(t *testing.T) {
	h, b := false, true
	tests := []struct {
		name     string
		partners string
		bots     []bool
		want     []int // lobby player per seat
	}{
		{"two friends together against two bots", "", []bool{h, b, b, h}, []int{0, 1, 3, 2}},
		{"two friends apart, each with a bot", Apart, []bool{h, b, b, h}, []int{0, 1, 2, 3}},
		{"four humans together: host partners the first to join", Together, []bool{h, h, h, h}, []int{0, 2, 1, 3}},
		{"four humans apart: host and first to join are opponents", Apart, []bool{h, h, h, h}, []int{0, 2, 3, 1}},
		{"one human and three bots", Together, []bool{b, h, b, b}, []int{1, 2, 0, 3}},
		{"three humans together", Together, []bool{h, h, b, h}, []int{0, 3, 1, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := games.Options{}
			if tt.partners != "" {
				opts[optPartners] = tt.partners
			}
			got, err := games.Seating(Rules, opts, tt.bots)
			if err != nil || !slices.Equal(got, tt.want) {
				t.Fatalf("Seating = %v, %v; want %v", got, err, tt.want)
			}
			// Partners are seats 0+2 and 1+3.
			if tt.partners != Apart && len(tt.bots) == 4 && !tt.bots[0] && !tt.bots[3] && tt.bots[1] && tt.bots[2] {
				if tt.bots[got[0]] || tt.bots[got[2]] {
					t.Fatalf("humans not partners: seats %v", got)
				}
			}
		})
	}
}

func TestPartnersOptionChecked(t *testing.T) {
	if _, err := Rules.New(games.Options{optPartners: "sideways"}, Seats, gametest.Seeded(1)); err == nil {
		t.Fatal("partners:sideways accepted")
	}
	if _, err := Rules.New(games.Options{optPartners: Apart}, Seats, gametest.Seeded(1)); err != nil {
		t.Fatal(err)
	}
}
