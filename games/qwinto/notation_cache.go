package qwinto

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

// The notation of the moves Legal lists over and over, built once: Legal
// runs for every seat on every step of a game, and formatting the same
// strings again was most of its cost.
var (
	// rollMoves is Legal in the Choosing phase: every roll, sorted.
	rollMoves []games.Move
	// writeMoves[c][p] is the notation of writing in colour c at p.
	writeMoves [3][Positions]games.Move
)

func init() {
	for _, set := range AllSets() {
		rollMoves = append(rollMoves, games.Move("roll "+set.String()))
	}
	slices.Sort(rollMoves)
	for _, c := range AllColours {
		for p := range Positions {
			writeMoves[c][p] = writeNotation(c, p)
		}
	}
}
