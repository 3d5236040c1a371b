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
	// ColumnLine is a column of 8 squares, top to bottom (7 on the short
	// game's board).
	ColumnLine
	// DownRight is a diagonal from row 1 to row 8 in steps of 12, starting
	// at 1, 2, 3 or 4 (on the short game's board, to row 7 from 1 to 5).
	DownRight
	// DownLeft is a diagonal from row 1 to row 8 in steps of 10, starting
	// at 8, 9, 10 or 11 (on the short game's board, to row 7 from 7 to 11).
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

// Line is a line of a board, numbered 0-36. The full board's 27 lines
// are 0-26: the rows 1-8, then the columns 1-11, then the diagonals
// down-right from 1, 2, 3 and 4, then the diagonals down-left from 8, 9,
// 10 and 11. The short game's board of ShortRows rows has the rows 1-7
// (0-6) and the columns (8-18), 7 squares long, and diagonals of its
// own, 27-36: down-right from 1 to 5, then down-left from 7 to 11.
type Line int

// NumLines is the number of lines of the full board: 8 rows, 11 columns
// and 8 diagonals.
const NumLines = Rows + Columns + 8

// shortDiagonals is the number of diagonals each way on the short
// game's board: one from each column of row 1 with ShortRows-1 columns
// beside it that way.
const shortDiagonals = Columns - ShortRows + 1

// lineSlots is the number of Lines, of both boards.
const lineSlots = NumLines + 2*shortDiagonals

const (
	firstColumn         = Line(Rows)
	firstDownRight      = firstColumn + Columns
	firstDownLeft       = firstDownRight + 4
	firstShortDownRight = Line(NumLines)
	firstShortDownLeft  = firstShortDownRight + shortDiagonals
)

// lineSquares holds the squares of each line on its board (a column: on
// the full board), from row 1 down.
var lineSquares [lineSlots][]Square

func init() {
	for l := range Line(lineSlots) {
		lineSquares[l] = l.squaresOn(l.home())
	}
}

// home returns the rows of the board whose line l names: the short
// game's for its own diagonals, else the full board's.
func (l Line) home() int {
	if l >= firstShortDownRight {
		return ShortRows
	}
	return Rows
}

// squaresOn lists the squares of l on a board of rows rows, from row 1
// down (a row: left to right); none when l is no line of that board.
func (l Line) squaresOn(rows int) []Square {
	var out []Square
	switch {
	case l.Kind() == RowLine:
		if int(l) >= rows {
			return nil
		}
		for c := 1; c <= Columns; c++ {
			out = append(out, SquareAt(int(l)+1, c))
		}
	case l.Kind() == ColumnLine:
		for r := 1; r <= rows; r++ {
			out = append(out, SquareAt(r, int(l-firstColumn)+1))
		}
	case rows != l.home():
		return nil
	case l.Kind() == DownRight:
		first := l - firstDownRight
		if l >= firstShortDownRight {
			first = l - firstShortDownRight
		}
		for r := 1; r <= rows; r++ {
			out = append(out, SquareAt(r, int(first)+r))
		}
	default: // DownLeft
		first := int(l-firstDownLeft) + Rows
		if l >= firstShortDownLeft {
			first = int(l-firstShortDownLeft) + ShortRows
		}
		for r := 1; r <= rows; r++ {
			out = append(out, SquareAt(r, first+1-r))
		}
	}
	return out
}

// AllLines lists the full board's 27 lines in order.
func AllLines() []Line {
	out := make([]Line, NumLines)
	for i := range out {
		out[i] = Line(i)
	}
	return out
}

// Valid reports whether l is a line of either board.
func (l Line) Valid() bool { return l >= 0 && l < lineSlots }

// Kind returns the direction of l.
func (l Line) Kind() LineKind {
	switch {
	case l < firstColumn:
		return RowLine
	case l < firstDownRight:
		return ColumnLine
	case l < firstDownLeft:
		return DownRight
	case l < firstShortDownRight:
		return DownLeft
	case l < firstShortDownLeft:
		return DownRight
	}
	return DownLeft
}

// Squares returns the squares of l from row 1 down (a row: left to
// right), on the board of its diagonals; a column's on the full board.
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

// LinesThrough returns the full board's lines through q, ascending: its
// row, its column, and the diagonals it lies on.
func LinesThrough(q Square) []Line {
	if !q.Valid() {
		return nil
	}
	return append([]Line(nil), fullBoard.squareLines[q]...)
}

// LineSet is a set of lines, bit l for line l.
type LineSet uint64

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
func (s LineSet) Len() int { return bits.OnesCount64(uint64(s)) }

// List returns the lines of the set, ascending.
func (s LineSet) List() []Line {
	var out []Line
	for l := range Line(lineSlots) {
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
