package qwinto

import (
	"slices"
	"strconv"
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
	// rowOrder, rankedWrites and positionRank put the writes in the order
	// of their notation, so that Legal lists them sorted without sorting:
	// the rows by name (blue, red, yellow), then in each row the positions
	// by the text of their number (1, 10, 2, ..., 9). rankedWrites[c][i] is
	// the i-th write of row c in that order, the write at the position p
	// whose positionRank[p] is i.
	rowOrder     = AllColours
	rankedWrites [3][Positions]games.Move
	positionRank [Positions]int
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
		}
	}
	rankWrites()
	for _, k := range []Kind{Skip, Reroll, Keep} {
		canonical[Action{Kind: k}.Move()] = Action{Kind: k}
	}
}

// rankWrites builds rowOrder, rankedWrites and positionRank.
func rankWrites() {
	slices.SortFunc(rowOrder[:], func(a, b Colour) int { return strings.Compare(a.String(), b.String()) })
	byText := make([]int, Positions)
	for p := range byText {
		byText[p] = p
	}
	slices.SortFunc(byText, func(p, q int) int { return strings.Compare(strconv.Itoa(p+1), strconv.Itoa(q+1)) })
	for i, p := range byText {
		positionRank[p] = i
		for _, c := range AllColours {
			rankedWrites[c][i] = writeMoves[c][p]
		}
	}
}
