package quingo

import (
	"iter"
	"math/bits"
)

// The player's die: each round it sets how many pool dice a player may
// take in one turn.
const (
	LimitDie = 6
	MaxLimit = LimitDie // the highest limit
)

// reach returns the sums the dice left in the pool can make: reach[k]
// holds every sum of 1 to k of them.
func (p Pool) reach() [MaxLimit + 1]sums {
	var exact [MaxLimit + 1]sums
	exact[0].add(0)
	top := 0 // exact[k] is empty past top: no more dice seen
	for _, d := range p {
		if d.Taken {
			continue
		}
		top = min(top+1, MaxLimit)
		for k := top; k >= 1; k-- {
			exact[k] = exact[k].or(exact[k-1].shift(d.Value))
		}
	}
	var out [MaxLimit + 1]sums
	for k := 1; k <= MaxLimit; k++ {
		out[k] = out[k-1].or(exact[k])
	}
	return out
}

// faces returns the faces the dice left in the pool show: the sums of one
// die.
func (p Pool) faces() sums {
	var out sums
	for _, d := range p {
		if !d.Taken {
			out.add(d.Value)
		}
	}
	return out
}

// subsets yields every set of 1 to limit dice left in the pool, as a mask
// of pool indexes, with the sum of their faces, from the largest mask
// down. Each next mask gives up the lowest die of the one before for every
// die left below it, so the sum and count of its dice change by amounts
// that depend on that die's index alone.
func (p Pool) subsets(limit int) iter.Seq2[uint, int] {
	return func(yield func(uint, int) bool) {
		var addSum, addCount [MaxDice]int // by the index of the die given up
		var left uint
		sum, count := 0, 0
		for i, d := range p {
			addSum[i], addCount[i] = sum-d.Value, count-1
			if !d.Taken {
				left |= 1 << i
				sum, count = sum+d.Value, count+1
			}
		}
		for mask := left; mask != 0; mask = (mask - 1) & left {
			if count <= limit && !yield(mask, sum) {
				return
			}
			i := bits.TrailingZeros(mask)
			sum, count = sum+addSum[i], count+addCount[i]
		}
	}
}

// labels returns the labels of the dice in mask, in pool order.
func (p Pool) labels(mask uint) []Label {
	out := make([]Label, 0, bits.OnesCount(mask))
	for m := mask; m != 0; m &= m - 1 {
		out = append(out, p.Label(bits.TrailingZeros(m)))
	}
	return out
}
