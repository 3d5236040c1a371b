package quingo

// marks is a sheet as a state keeps it, small and free of pointers: the
// checked and the crossed boxes as bits, and the wild numbers. Bit n-1
// stands for number box n, bit NumberBoxes+i for wild box i.
type marks struct {
	checked, crossed uint32
	wilds            [WildBoxes]uint8 // 0 until chosen; at most MaxSum
}

// allBoxes has a bit for every box of a sheet.
const allBoxes = 1<<Boxes - 1

// marksOf returns sheet sh as marks; its wild numbers are at most MaxSum
// (see Sheet.valid).
func marksOf(sh Sheet) marks {
	var m marks
	for i, mk := range sh.Numbers {
		m.set(i, mk)
	}
	for i, mk := range sh.WildMarks {
		m.set(NumberBoxes+i, mk)
		m.wilds[i] = uint8(sh.Wilds[i])
	}
	return m
}

// set writes mark mk into box bit i.
func (m *marks) set(i int, mk Mark) {
	switch mk {
	case Checked:
		m.checked |= 1 << i
	case Crossed:
		m.crossed |= 1 << i
	}
}

// get returns the mark of box bit i: Checked is 1 and Crossed 2, and no
// box is both.
func (m *marks) get(i int) Mark {
	return Mark(m.checked>>i&1 | m.crossed>>i&1<<1)
}

// sheet returns the marks as a Sheet.
func (m *marks) sheet() Sheet {
	var sh Sheet
	for i := range sh.Numbers {
		sh.Numbers[i] = m.get(i)
	}
	for i := range sh.WildMarks {
		sh.WildMarks[i] = m.get(NumberBoxes + i)
		sh.Wilds[i] = int(m.wilds[i])
	}
	return sh
}

// chosen reports whether the wild numbers have been chosen.
func (m *marks) chosen() bool { return m.wilds[0] != 0 }

// open returns the open boxes as bits.
func (m *marks) open() uint32 { return allBoxes &^ (m.checked | m.crossed) }

// full reports whether no box is open.
func (m *marks) full() bool { return m.open() == 0 }

// openSets returns the sums that check an open number box and those that
// check an open wild box.
func (m *marks) openSets() (numbers, wilds sums) {
	open := m.open()
	numbers.lo = uint64(open&(1<<NumberBoxes-1)) << 1
	// The wilds' two words are kept in registers and filled without a
	// branch, which a processor would mispredict on the marks of a sheet.
	var low, high uint64
	for i, w := range m.wilds {
		bit := uint64(open>>(NumberBoxes+i)&1) << (w & 63)
		inHigh := uint64(w >> 6) // 0 or 1: wild numbers are below 128
		low |= bit &^ -inHigh
		high |= bit & -inHigh
	}
	// Closed boxes and wilds not yet chosen added sum 0, which checks nothing.
	return numbers, sums{low &^ 1, high}
}

// targets returns the sums that check an open box.
func (m *marks) targets() sums {
	numbers, wilds := m.openSets()
	return numbers.or(wilds)
}

// wildAt returns the leftmost open wild box holding n.
func (m *marks) wildAt(n int) (int, bool) {
	open := m.open()
	for i, w := range m.wilds {
		if int(w) == n && open&(1<<(NumberBoxes+i)) != 0 {
			return i, true
		}
	}
	return 0, false
}

// isOpen reports whether box b is open: the number box, or some wild box
// holding the number.
func (m *marks) isOpen(b Box) bool {
	if b.Wild {
		_, ok := m.wildAt(b.Number)
		return ok
	}
	return b.Number >= 1 && b.Number <= NumberBoxes && m.open()&(1<<(b.Number-1)) != 0
}

// mark marks box b, which must be open, Checked or Crossed.
func (m *marks) mark(b Box, mk Mark) {
	if b.Wild {
		if i, ok := m.wildAt(b.Number); ok {
			m.set(NumberBoxes+i, mk)
		}
		return
	}
	m.set(b.Number-1, mk)
}

// crossOpen crosses every open box, as at the end of the game.
func (m *marks) crossOpen() { m.crossed |= m.open() }
