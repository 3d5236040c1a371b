package blingo_test

import (
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestConformance plays every seat count from 2 to 6 with unlimited
// markers, and 2 and 6 players with the box's supply; the short game at
// every seat count, and the retired first-line game (length:first) that
// stored matches play on. A game runs to several hundred turns, so few seeds
// keep the suite short under -race.
func TestConformance(t *testing.T) {
	gametest.Run(t, blingo.Rules, gametest.Config{Seeds: 3, MaxMoves: 2*blingo.MaxTurns + 1})
	gametest.Run(t, blingo.Rules, gametest.Config{Seeds: 1, Seats: []int{2, 6}, MaxMoves: 2*blingo.MaxTurns + 1,
		Options: []games.Options{{blingo.OptMarkers: "50"}}})
	gametest.Run(t, blingo.Rules, gametest.Config{Seeds: 3, MaxMoves: 2*blingo.MaxTurns + 1,
		Options: []games.Options{{blingo.OptLength: blingo.Short}}})
	gametest.Run(t, blingo.Rules, gametest.Config{Seeds: 1, MaxMoves: 2*blingo.MaxTurns + 1,
		Options: []games.Options{{blingo.OptLength: blingo.First}}})
}
