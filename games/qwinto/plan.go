package qwinto

// cellPlan is what the cost of a write into an empty usable cell depends
// on: the nearest numbers left and right of it in its row (0 and
// MaxValue+1 at the row's ends) and the empty usable cells between each
// of them and the cell. ok is false for a filled or blocked cell.
type cellPlan struct {
	lo, hi, kl, kr int8
	ok             bool
}

// plan holds the cellPlan of every cell of a sheet, so that the default
// policy weighs each write in a few steps instead of walking the row.
type plan [3][Positions]cellPlan

// planOf returns the plan of sh.
func planOf(sh *Sheet) *plan {
	var pl plan
	for _, c := range AllColours {
		lo, k := 0, 0
		for p := range Positions {
			if Blocked(c, p) {
				continue
			}
			if v := sh.Cell(c, p); v != 0 {
				lo, k = v, 0
				continue
			}
			pl[c][p] = cellPlan{lo: int8(lo), kl: int8(k), ok: true}
			k++
		}
		hi, k := MaxValue+1, 0
		for p := Positions - 1; p >= 0; p-- {
			if Blocked(c, p) {
				continue
			}
			if v := sh.Cell(c, p); v != 0 {
				hi, k = v, 0
				continue
			}
			pl[c][p].hi, pl[c][p].kr = int8(hi), int8(k)
			k++
		}
	}
	return &pl
}

// cost returns writeCost of v in the cell, which must fit between its
// neighbours: the distance from the ideal plus the change in tightness,
// which only the cell's gap sees.
func (cp cellPlan) cost(v int) int {
	lo, hi, kl, kr := int(cp.lo), int(cp.hi), int(cp.kl), int(cp.kr)
	top := min(hi, topValue+1)
	ideal := 9*lo + 9*(kl+1)*(top-lo)/(kl+kr+2)
	dist := 9*v - ideal
	if dist < 0 {
		dist = -dist
	}
	return dist + gapCost(kl, lo, v) + gapCost(kr, v, hi) - gapCost(kl+kr+1, lo, hi)
}

// gapCost is the tightness of a gap of k empty usable cells between the
// numbers lo and hi (see tightness).
func gapCost(k, lo, hi int) int {
	if k == 0 {
		return 0
	}
	spare := (hi - lo - 1) - k
	if spare < 0 {
		return 18*-spare + tightT*(k+spare)
	}
	return tightT * k / (spare + 1)
}
