package quingo

// Score is the breakdown of a sheet's points. Open boxes count nothing;
// at the end of the game they are crossed.
type Score struct {
	Rows  [NumberRows]int  `json:"rows"`  // each number row: checked minus crossed, plus its bonus
	Bonus [NumberRows]bool `json:"bonus"` // the row is all checked and earns its bonus
	Wild  int              `json:"wild"`  // W per checked wild box; crossed wild boxes count 0
	Total int              `json:"total"`
}

// Score returns the points of sh under the shared set-up su.
func (sh Sheet) Score(su Setup) Score {
	var sc Score
	for r := range NumberRows {
		checked := 0
		for i, m := range sh.Row(r) {
			n := r*RowBoxes + i + 1
			switch m {
			case Checked:
				sc.Rows[r] += n
				checked++
			case Crossed:
				sc.Rows[r] -= n
			}
		}
		if checked == RowBoxes {
			sc.Bonus[r] = true
			sc.Rows[r] += su.Bonus[r]
		}
		sc.Total += sc.Rows[r]
	}
	for _, m := range sh.WildMarks {
		if m == Checked {
			sc.Wild += su.Wild
		}
	}
	sc.Total += sc.Wild
	return sc
}
