package qwinto

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// Legal lists the moves of seat s in canonical notation, sorted.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	switch st.Phase {
	case Choosing:
		return rollMoves
	case Rerolling:
		return keepMoves
	}
	return st.decisions(s)
}

// decisions lists the moves of seat s in the Deciding phase: "skip", then
// every legal write of the sum, sorted.
func (st *state) decisions(s games.Seat) []games.Move {
	sh, sum := &st.Sheets[s], st.Sum()
	var open [3]PositionSet
	n := 0
	for _, c := range AllColours {
		if st.Rolled.Has(c) {
			open[c] = sh.Open(c, sum)
			n += open[c].Len()
		}
	}
	if n == 0 {
		return skipOnly
	}
	out := make([]games.Move, 1, 1+n)
	out[0] = skipOnly[0]
	for _, c := range rowOrder {
		for ranks := open[c].ranks(); ranks != 0; ranks &= ranks - 1 {
			out = append(out, rankedWrites[c][bits.TrailingZeros16(ranks)])
		}
	}
	return out
}

// ranks returns the set with each position p moved to bit positionRank[p].
func (ps PositionSet) ranks() uint16 {
	var ranks uint16
	for rest := uint16(ps); rest != 0; rest &= rest - 1 {
		ranks |= 1 << positionRank[bits.TrailingZeros16(rest)]
	}
	return ranks
}
