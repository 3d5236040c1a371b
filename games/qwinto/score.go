package qwinto

import "slices"

// FailedPenalty is the points a failed throw costs.
const FailedPenalty = 5

// Score is the breakdown of a sheet's points.
type Score struct {
	Rows   [3]int        `json:"rows"`   // points of each row, by colour
	Bonus  []BonusColumn `json:"bonus"`  // completed columns with a bonus cell
	Failed int           `json:"failed"` // penalty of the failed throws, <= 0
	Total  int           `json:"total"`
}

// BonusColumn is a column whose three cells are filled: it adds the number
// in its bonus cell.
type BonusColumn struct {
	Column int    `json:"column"` // sheet column, 0-11
	Colour Colour `json:"colour"` // row of the bonus cell
	Value  int    `json:"value"`  // the number in the bonus cell
}

// RowPoints returns the points of row c: its right-most number when the row
// is complete, else one per filled cell.
func (sh Sheet) RowPoints(c Colour) int {
	if !sh.Complete(c) {
		return sh.Filled(c)
	}
	return sh.Cell(c, Positions-1)
}

// Bonuses lists the columns whose three cells are all filled and that hold
// a bonus cell, left to right.
func (sh Sheet) Bonuses() []BonusColumn {
	var out []BonusColumn
	for _, c := range AllColours {
		for _, p := range bonusAt[c] {
			col := Column(c, p)
			if sh.columnFull(col) {
				out = append(out, BonusColumn{Column: col, Colour: c, Value: sh.Cell(c, p)})
			}
		}
	}
	slices.SortFunc(out, func(a, b BonusColumn) int { return a.Column - b.Column })
	return out
}

// columnFull reports whether every row reaches column col and every such
// cell is filled.
func (sh Sheet) columnFull(col int) bool {
	for _, c := range AllColours {
		p, ok := PositionAt(c, col)
		if !ok || sh.Rows[c][p] == 0 {
			return false
		}
	}
	return true
}

// Score returns the sheet's points: rows, bonus columns and failed throws.
func (sh Sheet) Score() Score {
	s := Score{Bonus: sh.Bonuses(), Failed: -FailedPenalty * sh.Failed}
	s.Total = s.Failed
	for _, c := range AllColours {
		s.Rows[c] = sh.RowPoints(c)
		s.Total += s.Rows[c]
	}
	for _, b := range s.Bonus {
		s.Total += b.Value
	}
	return s
}
