package blingo

import "math/bits"

// squareSet is a set of squares as a bitboard: square q is bit q-1 of the
// 128 bits, lo holding squares 1-64 and hi the rest. It is a value; the
// set operations return new sets. Two fields rather than an array let the
// compiler keep a set in registers.
type squareSet struct{ lo, hi uint64 }

// with returns the set with q added; q must be valid. A shift by 64 or
// more gives 0, so only the word that holds q changes.
func (a squareSet) with(q Square) squareSet {
	i := uint(q - 1)
	a.lo |= 1 << i
	a.hi |= 1 << (i - 64)
	return a
}

// has reports whether valid square q is in the set.
func (a squareSet) has(q Square) bool {
	i := uint(q - 1)
	return (a.lo>>i|a.hi>>(i-64))&1 != 0
}

func (a squareSet) or(b squareSet) squareSet     { return squareSet{a.lo | b.lo, a.hi | b.hi} }
func (a squareSet) and(b squareSet) squareSet    { return squareSet{a.lo & b.lo, a.hi & b.hi} }
func (a squareSet) andNot(b squareSet) squareSet { return squareSet{a.lo &^ b.lo, a.hi &^ b.hi} }

// all yields the squares of the set, ascending.
func (a squareSet) all(yield func(Square) bool) {
	for w, x := range [2]uint64{a.lo, a.hi} {
		for ; x != 0; x &= x - 1 {
			if !yield(Square(64*w + bits.TrailingZeros64(x) + 1)) {
				return
			}
		}
	}
}

// empty reports whether the set has no square.
func (a squareSet) empty() bool { return a.lo|a.hi == 0 }

// len returns the number of squares in the set.
func (a squareSet) len() int { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }
