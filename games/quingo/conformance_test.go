package quingo_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/quingo"
)

// TestConformance plays random games with every seat count on the default
// pool, then fewer games on other pools: copies of one size (labels d6a,
// d6b, ...), a tiny pool whose games stall, and the largest pool allowed.
func TestConformance(t *testing.T) {
	gametest.Run(t, quingo.Rules, gametest.Config{})
	gametest.Run(t, quingo.Rules, gametest.Config{Seeds: 3, Options: []games.Options{
		{"pool": "d6 d6 d6 d10 d20"},
		{"pool": "2 3"},
	}})
	gametest.Run(t, quingo.Rules, gametest.Config{Seeds: 3, Seats: []int{1, 3, 6}, Options: []games.Options{
		{"pool": "20 20 20 20 10 8 6 4 2 2"},
	}})
}
