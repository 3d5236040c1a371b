package quingo

import (
	"math/bits"
	"slices"
)

// subsetOrder lists, for every set of a pool's dice (a mask of pool
// indexes), the sets of 1 to MaxLimit dice within it, smallest first, so
// that the set one die smaller than each comes before it.
type subsetOrder struct {
	of   [][]uint16             // by mask: its subsets by size
	upTo [][MaxLimit + 1]uint16 // by mask: how many of its subsets hold at most k dice
}

// subsetsBySize returns the subsetOrder of a pool of n dice.
func subsetsBySize(n int) subsetOrder {
	o := subsetOrder{of: make([][]uint16, 1<<n), upTo: make([][MaxLimit + 1]uint16, 1<<n)}
	var all []uint16 // every list, one after another
	start := make([]int, 1<<n+1)
	for set := range 1 << n {
		start[set] = len(all)
		for k := 1; k <= MaxLimit; k++ {
			for sub := set; sub != 0; sub = (sub - 1) & set {
				if bits.OnesCount(uint(sub)) == k {
					all = append(all, uint16(sub))
				}
			}
			o.upTo[set][k] = uint16(len(all) - start[set])
		}
	}
	start[1<<n] = len(all)
	all = slices.Clip(all)
	for set := range o.of {
		o.of[set] = all[start[set]:start[set+1]:start[set+1]]
	}
	return o
}

// within returns the sets of 1 to limit dice within set, smallest first.
func (o *subsetOrder) within(set uint, limit int) []uint16 {
	return o.of[set][:o.upTo[set][limit]]
}
