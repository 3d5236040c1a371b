package quingo

import "fmt"

// Mark is the state of one box of a sheet.
type Mark uint8

// The marks a box can hold.
const (
	// Open: nothing written yet.
	Open Mark = iota
	// Checked: scored with a sum of dice.
	Checked
	// Crossed: struck out, by a forced cross-out or at the end.
	Crossed
)

var markBytes = [...]byte{Open: '.', Checked: 'v', Crossed: 'x'}

var markNames = [...]string{Open: "open", Checked: "checked", Crossed: "crossed"}

// String returns "open", "checked" or "crossed".
func (m Mark) String() string {
	if m > Crossed {
		return fmt.Sprintf("mark(%d)", int(m))
	}
	return markNames[m]
}

// openBit returns 1 for Open, else 0. It takes no branch, which a
// processor would mispredict on the marks of a sheet.
func (m Mark) openBit() uint64 {
	var bit uint64
	if m == Open {
		bit = 1
	}
	return bit
}

// Byte returns the mark as written in a position: '.', 'v' or 'x'.
func (m Mark) Byte() byte { return markBytes[m] }

// parseMark reads '.' or '-', 'v', and 'x'.
func parseMark(b byte) (Mark, bool) {
	switch b {
	case '.', '-':
		return Open, true
	case 'v', 'V':
		return Checked, true
	case 'x', 'X':
		return Crossed, true
	}
	return Open, false
}
