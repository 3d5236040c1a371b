package blingo

import (
	"fmt"
	"math/bits"
	"strings"
)

// LineKind is the direction of a line.
type LineKind int

// The kinds of line.
const (
	// RowLine is a row of 11 squares, left to right.
	RowLine LineKind = iota
	// ColumnLine is a column of 8 squares, top to bottom.
	ColumnLine
	// DownRight is a diagonal from row 1 to row 8 in steps of 12, starting
	// at 1, 2, 3 or 4.
	DownRight
	// DownLeft is a diagonal from row 1 to row 8 in steps of 10, starting
	// at 8, 9, 10 or 11.
	DownLeft
)

var lineKindNames = [...]string{"row", "column", "diagonal", "diagonal"}

// String returns "row", "column" or "diagonal".
func (k LineKind) String() string {
	if k < RowLine || k > DownLeft {
		return fmt.Sprintf("linekind(%d)", int(k))
	}
	return lineKindNames[k]
}

// Line is one of the 27 lines of the board, numbered 0-26: the rows 1-8,
// then the columns 1-11, then the diagonals down-right from 1, 2, 3 and 4,
// then the diagonals down-left from 8, 9, 10 and 11.
type Line int

// NumLines is the number of lines: 8 rows, 11 columns and 8 diagonals.
const NumLines = Rows + Columns + 2*diagonals

// diagonals is the number of diagonals of each direction: one from each
// column of row 1 that has Rows-1 columns beside it that way.
const diagonals = Columns - Rows + 1

const (
	firstColumn    = Line(Rows)
	firstDownRight = firstColumn + Columns
	firstDownLeft  = firstDownRight + diagonals
)

var (
	lineSquares   [NumLines][]Square     // the squares of each line, from row 1 down
	squareLines   [NumSquares + 1][]Line // the lines through each square, ascending
	squareLineSet [NumSquares + 1]LineSet
)

func init() {
	for l := range Line(NumLines) {
		lineSquares[l] = l.build()
		for _, q := range lineSquares[l] {
			squareLines[q] = append(squareLines[q], l)
			squareLineSet[q] |= LineSetOf(l)
		}
	}
}

// build lists the squares of l from row 1 down (a row: left to right).
func (l Line) build() []Square {
	var out []Square
	switch l.Kind() {
	case RowLine:
		for c := 1; c <= Columns; c++ {
			out = append(out, SquareAt(int(l)+1, c))
		}
	case ColumnLine:
		for r := 1; r <= Rows; r++ {
			out = append(out, SquareAt(r, int(l-firstColumn)+1))
		}
	case DownRight:
		for r := 1; r <= Rows; r++ {
			out = append(out, SquareAt(r, int(l-firstDownRight)+r))
		}
	case DownLeft:
		for r := 1; r <= Rows; r++ {
			out = append(out, SquareAt(r, int(l-firstDownLeft)+Rows+1-r))
		}
	}
	return out
}

// AllLines lists the 27 lines in order.
func AllLines() []Line {
	out := make([]Line, NumLines)
	for i := range out {
		out[i] = Line(i)
	}
	return out
}

// Valid reports whether l is one of the 27 lines.
func (l Line) Valid() bool { return l >= 0 && l < NumLines }

// Kind returns the direction of l.
func (l Line) Kind() LineKind {
	switch {
	case l < firstColumn:
		return RowLine
	case l < firstDownRight:
		return ColumnLine
	case l < firstDownLeft:
		return DownRight
	}
	return DownLeft
}

// Squares returns the squares of l from row 1 down (a row: left to right).
func (l Line) Squares() []Square { return append([]Square(nil), lineSquares[l]...) }

// String names the line as players read it: "row 3", "column 11",
// "diagonal 1-85" (its first and last squares).
func (l Line) String() string {
	if !l.Valid() {
		return fmt.Sprintf("line(%d)", int(l))
	}
	sq := lineSquares[l]
	switch l.Kind() {
	case RowLine:
		return fmt.Sprintf("row %d", int(l)+1)
	case ColumnLine:
		return fmt.Sprintf("column %d", int(l-firstColumn)+1)
	}
	return fmt.Sprintf("diagonal %d-%d", sq[0], sq[len(sq)-1])
}

// LinesThrough returns the lines through q, ascending: its row, its column,
// and the diagonals it lies on.
func LinesThrough(q Square) []Line {
	if !q.Valid() {
		return nil
	}
	return append([]Line(nil), squareLines[q]...)
}

// LineSet is a set of lines, bit l for line l.
type LineSet uint32

// LineSetOf returns the set of the given lines.
func LineSetOf(ls ...Line) LineSet {
	var s LineSet
	for _, l := range ls {
		s |= 1 << l
	}
	return s
}

// Has reports whether l is in the set.
func (s LineSet) Has(l Line) bool { return l.Valid() && s&(1<<l) != 0 }

// Len returns the number of lines in the set.
func (s LineSet) Len() int { return bits.OnesCount32(uint32(s)) }

// List returns the lines of the set, ascending.
func (s LineSet) List() []Line {
	var out []Line
	for l := range Line(NumLines) {
		if s.Has(l) {
			out = append(out, l)
		}
	}
	return out
}

// String names the lines: "row 1, diagonal 4-88"; "" for none.
func (s LineSet) String() string {
	names := make([]string, 0, s.Len())
	for _, l := range s.List() {
		names = append(names, l.String())
	}
	return strings.Join(names, ", ")
}
