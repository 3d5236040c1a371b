package qwinto

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// The notation of the moves Legal lists over and over, built once: Legal
// runs for every seat on every step of a game, and formatting the same
// strings again was most of its cost.
var (
	// rollMoves is Legal in the Choosing phase: every roll, sorted.
	rollMoves []games.Move
	// keepMoves is Legal in the Rerolling phase, sorted.
	keepMoves = []games.Move{"keep", "reroll"}
	// skipOnly is Legal in the Deciding phase when no write is legal.
	skipOnly = []games.Move{"skip"}
	// writeMoves[c][p] is the notation of writing in colour c at p.
	writeMoves [3][Positions]games.Move
	// writeOrder lists every write in the order of its notation, so that
	// Legal lists the legal ones sorted without sorting them.
	writeOrder []Action
	// canonical maps the notation of every move, as Legal lists it, to
	// its action, so that Apply reads a listed move without parsing it.
	canonical = map[games.Move]Action{}
)

func init() {
	for _, set := range AllSets() {
		m := games.Move("roll " + set.String())
		rollMoves = append(rollMoves, m)
		canonical[m] = RollOf(set)
	}
	slices.Sort(rollMoves)
	for _, c := range AllColours {
		for p := range Positions {
			writeMoves[c][p] = writeNotation(c, p)
			canonical[writeMoves[c][p]] = WriteAt(c, p)
			writeOrder = append(writeOrder, WriteAt(c, p))
		}
	}
	slices.SortFunc(writeOrder, func(a, b Action) int { return strings.Compare(string(a.Move()), string(b.Move())) })
	for _, k := range []Kind{Skip, Reroll, Keep} {
		canonical[Action{Kind: k}.Move()] = Action{Kind: k}
	}
}
