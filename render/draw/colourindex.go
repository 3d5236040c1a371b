package draw

import "math/bits"

// colourIndex maps colours (pack) to palette indexes: an open-addressing
// table as colourTable is, several times cheaper to look up than a map,
// growing as colours are added. It is not safe for concurrent use.
type colourIndex struct {
	keys  []uint32 // packed RGB with bit 24 set; 0 is an empty slot
	vals  []uint8
	n     int
	shift uint32 // 32 less log2 of the slots: Fibonacci hashing takes a product's top bits
}

// minColourIndexSlots is the slots of an empty colourIndex, a power of two
// above twice a palette's colours.
const minColourIndexSlots = 1 << 10

// get returns the index kept for colour k, if any.
func (t *colourIndex) get(k uint32) (uint8, bool) {
	if t.n == 0 {
		return 0, false
	}
	mask := uint32(len(t.keys) - 1)
	for s := (k * 0x9E3779B1) >> t.shift; ; s = (s + 1) & mask {
		switch t.keys[s] {
		case k:
			return t.vals[s], true
		case 0:
			return 0, false
		}
	}
}

// put keeps index v for colour k, which it must not hold yet, doubling
// the table when it is half full.
func (t *colourIndex) put(k uint32, v uint8) {
	if 2*(t.n+1) > len(t.keys) {
		t.resize(max(minColourIndexSlots, 2*len(t.keys)))
	}
	mask := uint32(len(t.keys) - 1)
	s := (k * 0x9E3779B1) >> t.shift
	for t.keys[s] != 0 {
		s = (s + 1) & mask
	}
	t.keys[s], t.vals[s] = k, v
	t.n++
}

// resize moves the colours kept into a table of slots slots, a power of
// two.
func (t *colourIndex) resize(slots int) {
	keys, vals := t.keys, t.vals
	t.keys, t.vals, t.n = make([]uint32, slots), make([]uint8, slots), 0
	t.shift = uint32(32 - bits.TrailingZeros(uint(slots)))
	for s, k := range keys {
		if k != 0 {
			t.put(k, vals[s])
		}
	}
}

// each calls f with every colour kept and its index.
func (t *colourIndex) each(f func(k uint32, v uint8)) {
	for s, k := range t.keys {
		if k != 0 {
			f(k, t.vals[s])
		}
	}
}
