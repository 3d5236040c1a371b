package quingo

import "strconv"

// The sheet's dimensions.
const (
	NumberRows  = 4                       // rows 1-5, 6-10, 11-15, 16-20
	RowBoxes    = 5                       // boxes in a row
	NumberBoxes = NumberRows * RowBoxes   // the numbers 1-20
	WildBoxes   = 5                       // the wild row
	Boxes       = NumberBoxes + WildBoxes // 25 in all
)

// Box names a box by the number that checks it: number box Number
// (1-20), or, when Wild, a wild box holding Number. Wild boxes holding the
// same number are alike; a move on one takes the leftmost open one.
type Box struct {
	Wild   bool
	Number int
}

// NumberBox returns number box n, 1-20.
func NumberBox(n int) Box { return Box{Number: n} }

// WildBox returns the wild box holding n.
func WildBox(n int) Box { return Box{Wild: true, Number: n} }

// String returns the box as typed after a take: "box 19" or "wild 18".
func (b Box) String() string {
	if b.Wild {
		return "wild " + strconv.Itoa(b.Number)
	}
	return "box " + strconv.Itoa(b.Number)
}

// maxNumber returns the largest number a box of b's kind names: the last
// number box, or the largest wild number there is.
func (b Box) maxNumber() int {
	if b.Wild {
		return MaxSum
	}
	return NumberBoxes
}

// RowOf returns the row, 0-3, of number n (1-20).
func RowOf(n int) int { return (n - 1) / RowBoxes }
