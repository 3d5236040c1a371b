package quingo

import (
	"cmp"
	"math/bits"
	"slices"
)

// wildChoices lists the wild choices Legal offers while choosing: the
// default policy's (see DefaultWilds), the five likeliest sums, and five
// numbers spread evenly up to the pool's largest sum. Apply accepts any
// five numbers from 1 to that sum.
func wildChoices(z Sizes) []Action {
	odds := sumOdds(z)
	likely := pick(odds, func(a, b int) int { return cmp.Compare(odds[b], odds[a]) })
	var spread [WildBoxes]int
	for i := range spread {
		spread[i] = max(1, z.MaxSum()*(i+1)/(WildBoxes+1))
	}
	return []Action{WildsOf(DefaultWilds(z)), WildsOf(likely), WildsOf(spread)}
}

// DefaultWilds is the default policy's choice of wild numbers for a pool:
// sums above 20, which no number box takes, come first; among them the
// sums that one, two or three dice of the pool make most often (every set
// of dice weighing alike; ties to the lower sum). Small pools fill in with
// their likeliest sums of 20 or less. The five are returned ascending.
func DefaultWilds(z Sizes) [WildBoxes]int {
	odds := sumOdds(z)
	return pick(odds, func(a, b int) int {
		if (a > NumberBoxes) != (b > NumberBoxes) {
			if a > NumberBoxes {
				return -1
			}
			return 1
		}
		return cmp.Compare(odds[b], odds[a])
	})
}

// pick ranks the sums the pool can make by order (ties to the lower sum)
// and returns the first five, ascending, repeating when fewer exist.
func pick(odds []int64, order func(a, b int) int) [WildBoxes]int {
	var ranked []int
	for s := 1; s < len(odds); s++ {
		if odds[s] > 0 {
			ranked = append(ranked, s)
		}
	}
	slices.SortStableFunc(ranked, order)
	var out [WildBoxes]int
	for i := range out {
		out[i] = ranked[i%len(ranked)]
	}
	slices.Sort(out[:])
	return out
}

// sumOdds returns, for every sum up to the pool's largest, how often a set
// of one, two or three of its dice shows it: each set's chance of the sum,
// added over the sets, as a whole number (in units of one over the product
// of all the pool's sizes).
func sumOdds(z Sizes) []int64 {
	all := int64(1)
	for _, f := range z {
		all *= int64(f)
	}
	odds := make([]int64, z.MaxSum()+1)
	for mask := uint(1); mask < 1<<len(z); mask++ {
		if bits.OnesCount(mask) > 3 {
			continue
		}
		ways, scale := []int64{1}, all
		for i, f := range z {
			if mask&(1<<i) != 0 {
				scale /= int64(f)
				ways = addDie(ways, f)
			}
		}
		for s, w := range ways {
			if s < len(odds) {
				odds[s] += w * scale
			}
		}
	}
	return odds
}

// addDie returns the ways to make each sum after adding a die of f faces.
func addDie(ways []int64, f int) []int64 {
	out := make([]int64, len(ways)+f)
	for s, w := range ways {
		for v := 1; v <= f; v++ {
			out[s+v] += w
		}
	}
	return out
}
