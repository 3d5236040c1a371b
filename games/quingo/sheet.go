package quingo

import (
	"math/bits"
	"slices"
)

// Sheet is one player's score sheet: a mark for each of the numbers 1-20,
// the five wild numbers the player chose and a mark for each wild box.
// The row bonuses and the wild value are shared: see Setup.
type Sheet struct {
	Numbers   [NumberBoxes]Mark // number n at index n-1
	Wilds     [WildBoxes]int    // the wild numbers, left to right; 0 until chosen
	WildMarks [WildBoxes]Mark   // the wild boxes, left to right
}

// Chosen reports whether the wild numbers have been chosen.
func (sh Sheet) Chosen() bool { return sh.Wilds[0] != 0 }

// Row returns the marks of number row r, 0-3.
func (sh Sheet) Row(r int) [RowBoxes]Mark {
	return [RowBoxes]Mark(sh.Numbers[r*RowBoxes : (r+1)*RowBoxes])
}

// OpenBoxes counts the boxes still open, wild boxes included.
func (sh Sheet) OpenBoxes() int {
	n := uint64(bits.OnesCount64(sh.openNumbers()))
	for _, m := range sh.WildMarks {
		n += m.openBit()
	}
	return int(n)
}

// openNumbers returns the open number boxes as bits, bit n for number n.
// The last eight marks overlap the eight before; their bits agree.
func (sh *Sheet) openNumbers() uint64 {
	n := &sh.Numbers
	return openBits((*[8]Mark)(n[0:8]))<<1 | openBits((*[8]Mark)(n[8:16]))<<9 | openBits((*[8]Mark)(n[12:20]))<<13
}

// Full reports whether no box is open: checked and crossed both fill.
func (sh Sheet) Full() bool { return sh.OpenBoxes() == 0 }

// wildAt returns the leftmost open wild box holding n.
func (sh Sheet) wildAt(n int) (int, bool) {
	for i, w := range sh.Wilds {
		if w == n && sh.WildMarks[i] == Open {
			return i, true
		}
	}
	return 0, false
}

// IsOpen reports whether box b is open: the number box, or some wild box
// holding the number.
func (sh Sheet) IsOpen(b Box) bool {
	if b.Wild {
		_, ok := sh.wildAt(b.Number)
		return ok
	}
	return b.Number >= 1 && b.Number <= NumberBoxes && sh.Numbers[b.Number-1] == Open
}

// Mark returns the sheet with box b marked m; b must be open.
func (sh Sheet) Mark(b Box, m Mark) Sheet {
	if b.Wild {
		if i, ok := sh.wildAt(b.Number); ok {
			sh.WildMarks[i] = m
		}
		return sh
	}
	sh.Numbers[b.Number-1] = m
	return sh
}

// OpenList lists the open boxes: number boxes from 1 up, then each wild
// number once, in ascending order.
func (sh Sheet) OpenList() []Box {
	var out []Box
	for i, m := range sh.Numbers {
		if m == Open {
			out = append(out, NumberBox(i+1))
		}
	}
	var seen sums
	for _, n := range sortedWilds(sh) {
		if !seen.has(n) {
			seen.add(n)
			out = append(out, WildBox(n))
		}
	}
	return out
}

// sortedWilds returns the numbers of the open wild boxes, ascending.
func sortedWilds(sh Sheet) []int {
	var out []int
	for i, w := range sh.Wilds {
		if sh.WildMarks[i] == Open {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}
