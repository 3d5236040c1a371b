package quinientos

import "math/bits"

// tileSet is a set of tiles of the set, one bit each: bit i is the tile of
// index i (see Tile.index). The state holds each hand as one, so that a
// hand copies, shrinks and matches the ends without slices.
type tileSet uint32

// setOf returns the set of the tiles of h.
func setOf(h Hand) tileSet {
	var ts tileSet
	for _, t := range h {
		ts = ts.with(t)
	}
	return ts
}

// has reports whether t is in the set.
func (ts tileSet) has(t Tile) bool { return ts&(1<<t.index()) != 0 }

// with returns the set with t added.
func (ts tileSet) with(t Tile) tileSet { return ts | 1<<t.index() }

// without returns the set without t.
func (ts tileSet) without(t Tile) tileSet { return ts &^ (1 << t.index()) }

// len returns the number of tiles in the set.
func (ts tileSet) len() int { return bits.OnesCount32(uint32(ts)) }

// lowest returns the tile of the lowest index in the set, which must not
// be empty.
func (ts tileSet) lowest() Tile { return tileTable[ts.lowestIndex()] }

// lowestIndex returns the index of the lightest tile of the set, which must
// not be empty.
func (ts tileSet) lowestIndex() int { return bits.TrailingZeros32(uint32(ts)) }

// pips returns the pips on the tiles of the set.
func (ts tileSet) pips() int {
	n := 0
	for ; ts != 0; ts &= ts - 1 {
		n += ts.lowest().Pips()
	}
	return n
}

// hand returns the tiles of the set as a Hand, heaviest first: never nil.
func (ts tileSet) hand() Hand {
	out := make(Hand, 0, ts.len())
	for i := SetSize - 1; i >= 0; i-- {
		if ts&(1<<i) != 0 {
			out = append(out, tileTable[i])
		}
	}
	return out
}

// showing holds, for each pip value, the set of the tiles that show it: the
// tiles that fit an open end of that value.
var showing = func() (out [MaxPips + 1]tileSet) {
	for _, t := range Set() {
		out[t.Hi] = out[t.Hi].with(t)
		out[t.Lo] = out[t.Lo].with(t)
	}
	return out
}()
