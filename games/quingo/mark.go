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

// openBits returns the Open marks among eight as bits, bit i for marks[i],
// without a loop. It reads the marks as the bytes of one word: a mark is
// 0 (Open), 1 or 2, so it is open when neither of its byte's two low bits
// is set; a multiply then gathers the low bit of each byte into the top
// byte, in order.
func openBits(marks *[8]Mark) uint64 {
	w := uint64(marks[0]) | uint64(marks[1])<<8 | uint64(marks[2])<<16 | uint64(marks[3])<<24 |
		uint64(marks[4])<<32 | uint64(marks[5])<<40 | uint64(marks[6])<<48 | uint64(marks[7])<<56
	return (^(w | w>>1) & 0x0101010101010101) * 0x0102040810204080 >> 56
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
