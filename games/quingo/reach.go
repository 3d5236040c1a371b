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
// of pool indexes, with the sum of their faces.
func (p Pool) subsets(limit int) iter.Seq2[uint, int] {
	return func(yield func(uint, int) bool) {
		var taken uint
		for i, d := range p {
			if d.Taken {
				taken |= 1 << i
			}
		}
		for mask := uint(1); mask < 1<<len(p); mask++ {
			if mask&taken != 0 || bits.OnesCount(mask) > limit {
				continue
			}
			sum := 0
			for m := mask; m != 0; m &= m - 1 {
				sum += p[bits.TrailingZeros(m)].Value
			}
			if !yield(mask, sum) {
				return
			}
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
