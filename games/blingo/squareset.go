package blingo

import "math/bits"

// squareSet is a set of squares as a bitboard: square q is bit q-1 of the
// 128 bits, word (q-1)/64. It is a value; the set operations return new
// sets.
type squareSet [2]uint64

// allSquares is the set of the 88 squares.
var allSquares = squareSet{^uint64(0), 1<<(NumSquares-64) - 1}

// lineMask holds the squares of each line as a set.
var lineMask [NumLines]squareSet

func init() {
	for l := range Line(NumLines) {
		for _, q := range lineSquares[l] {
			lineMask[l] = lineMask[l].with(q)
		}
	}
}

// with returns the set with q added; q must be valid.
func (a squareSet) with(q Square) squareSet {
	i := uint(q - 1)
	a[i>>6] |= 1 << (i & 63)
	return a
}

// has reports whether valid square q is in the set.
func (a squareSet) has(q Square) bool {
	i := uint(q - 1)
	return a[i>>6]>>(i&63)&1 != 0
}

func (a squareSet) or(b squareSet) squareSet     { return squareSet{a[0] | b[0], a[1] | b[1]} }
func (a squareSet) and(b squareSet) squareSet    { return squareSet{a[0] & b[0], a[1] & b[1]} }
func (a squareSet) andNot(b squareSet) squareSet { return squareSet{a[0] &^ b[0], a[1] &^ b[1]} }

// empty reports whether the set has no square.
func (a squareSet) empty() bool { return a[0]|a[1] == 0 }

// len returns the number of squares in the set.
func (a squareSet) len() int { return bits.OnesCount64(a[0]) + bits.OnesCount64(a[1]) }
