package qwinto

import "math/bits"

// PositionSet is a set of positions of one row, bit p for position p.
type PositionSet uint16

// Has reports whether position p is in the set.
func (ps PositionSet) Has(p int) bool { return ps&(1<<p) != 0 }

// Len returns the number of positions in the set.
func (ps PositionSet) Len() int { return bits.OnesCount16(uint16(ps)) }

// Open returns the positions of row c where v may be written: exactly those
// where CanWrite(c, p, v) holds, found in one pass along the row.
func (sh Sheet) Open(c Colour, v int) PositionSet {
	if v < 1 || v > MaxValue {
		return 0
	}
	var open PositionSet
	for p, cell := range sh.Rows[c] {
		switch x := int(cell); {
		case x == 0:
			if !Blocked(c, p) && !sh.inColumn(Column(c, p), v) {
				open |= 1 << p
			}
		case x < v: // no cell to its left may take v
			open = 0
		case x == v:
			return 0
		default: // no cell to its right may take v
			return open
		}
	}
	return open
}
