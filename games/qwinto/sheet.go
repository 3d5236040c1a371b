package qwinto

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Sheet is one player's score sheet: the three rows by colour, position 0-9
// from the left, 0 for an empty (or blocked) cell, and the failed throws.
// A number is at most MaxValue, so a byte holds it and a sheet is small to
// copy: a state copies the sheets on every write.
//
// A sheet encodes as text, in the form String writes.
type Sheet struct {
	Rows   [3][Positions]int8
	Failed int
}

// Cell returns the number written at position p of row c, 0 when empty.
func (sh Sheet) Cell(c Colour, p int) int { return int(sh.Rows[c][p]) }

// Filled returns the number of filled cells of row c.
func (sh Sheet) Filled(c Colour) int {
	n := 0
	for _, v := range sh.Rows[c] {
		if v != 0 {
			n++
		}
	}
	return n
}

// Complete reports whether all nine usable cells of row c are filled.
func (sh Sheet) Complete(c Colour) bool { return sh.Filled(c) == Positions-1 }

// CompleteRows returns the number of complete rows.
func (sh Sheet) CompleteRows() int {
	n := 0
	for _, c := range AllColours {
		if sh.Complete(c) {
			n++
		}
	}
	return n
}

// Check tells whether v may be written at position p of row c: the cell is
// usable and empty, the row stays strictly increasing from left to right,
// and v does not already stand in the cell's column. The error wraps
// games.ErrIllegalMove with the reason a player reads. It does not know
// which dice were rolled.
func (sh Sheet) Check(c Colour, p, v int) error {
	switch {
	case p < 0 || p >= Positions:
		return illegal("refuse.qwinto.positions", rowName(c), Positions)
	case Blocked(c, p):
		return illegal("refuse.qwinto.blocked")
	case sh.Rows[c][p] != 0:
		return illegal("refuse.qwinto.filled")
	case v < 1 || v > MaxValue:
		return illegal("refuse.qwinto.value", v)
	}
	if l := sh.leftOf(c, p); l >= v {
		return illegal("refuse.qwinto.increase_left", rowName(c), l)
	}
	if r := sh.rightOf(c, p); r <= v {
		return illegal("refuse.qwinto.increase_right", rowName(c), r)
	}
	if sh.inColumn(Column(c, p), v) {
		return illegal("refuse.qwinto.in_column", v)
	}
	return nil
}

// CanWrite reports whether Check accepts v at position p of row c, without
// building a reason.
func (sh Sheet) CanWrite(c Colour, p, v int) bool {
	return p >= 0 && p < Positions && !Blocked(c, p) && sh.Rows[c][p] == 0 &&
		v >= 1 && v <= MaxValue && sh.leftOf(c, p) < v && sh.rightOf(c, p) > v &&
		!sh.inColumn(Column(c, p), v)
}

// Write returns the sheet with v written at position p of row c, or the
// reason it may not be written (see Check).
func (sh Sheet) Write(c Colour, p, v int) (Sheet, error) {
	if err := sh.Check(c, p, v); err != nil {
		return Sheet{}, err
	}
	sh.Rows[c][p] = int8(v)
	return sh, nil
}

// leftOf returns the nearest number left of position p in row c, or 0.
func (sh Sheet) leftOf(c Colour, p int) int {
	for i := p - 1; i >= 0; i-- {
		if v := sh.Cell(c, i); v != 0 {
			return v
		}
	}
	return 0
}

// rightOf returns the nearest number right of position p in row c, or
// MaxValue+1.
func (sh Sheet) rightOf(c Colour, p int) int {
	for i := p + 1; i < Positions; i++ {
		if v := sh.Cell(c, i); v != 0 {
			return v
		}
	}
	return MaxValue + 1
}

// inColumn reports whether v stands in any row's cell of column col.
func (sh Sheet) inColumn(col, v int) bool {
	for _, c := range AllColours {
		if p, ok := PositionAt(c, col); ok && int(sh.Rows[c][p]) == v {
			return true
		}
	}
	return false
}

// numbers is the rows of a sheet at full width: what ParseSheet reads
// before it knows that each number fits a Sheet.
type numbers [3][Positions]int

// numbers returns the rows of sh at full width.
func (sh Sheet) numbers() numbers {
	var rows numbers
	for c, row := range sh.Rows {
		for p, v := range row {
			rows[c][p] = int(v)
		}
	}
	return rows
}

// sheetOf returns the sheet of rows and failed throws, each number cut to
// the width of a Sheet's.
func sheetOf(rows numbers, failed int) Sheet {
	sh := Sheet{Failed: failed}
	for c, row := range rows {
		for p, v := range row {
			sh.Rows[c][p] = int8(v)
		}
	}
	return sh
}

// Valid reports whether the sheet could arise in play: numbers 1-18 in
// usable cells only, rows strictly increasing, no number twice in a column,
// at most MaxFailed failed throws.
func (sh Sheet) Valid() error { return validNumbers(sh.numbers(), sh.Failed) }

// validNumbers is Valid for a sheet of rows and failed throws.
func validNumbers(rows numbers, failed int) error {
	if failed < 0 || failed > MaxFailed {
		return fmt.Errorf("qwinto: %d failed throws", failed)
	}
	var empty Sheet
	for _, c := range AllColours {
		for p, v := range rows[c] {
			if v == 0 {
				continue
			}
			if err := empty.Check(c, p, v); err != nil {
				return fmt.Errorf("qwinto: %s position %d: %s", c, p+1, games.Reason(err))
			}
			empty.Rows[c][p] = int8(v)
		}
	}
	return nil
}

// illegal returns a refusal wrapping games.ErrIllegalMove, its reason
// the message key with args.
func illegal(key string, args ...any) error {
	return locale.Refuse("qwinto", games.ErrIllegalMove, key, args...)
}
