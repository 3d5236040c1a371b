package quingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// The default policy plays bot seats and turn timeouts. It is
// deterministic:
//
//   - Wilds: DefaultWilds of the pool.
//   - Check: the take worth most, a number box n counting 2n (the n it
//     scores and the n a cross would cost) plus the row's bonus when it
//     completes the row, a wild box W; ties to fewer dice, then the first
//     move in canonical order.
//   - Forced cross-out: the box that costs least, a number box n costing n
//     plus its row's bonus while the row has no cross, a wild box W; ties
//     to a wild box (the highest number), then the lower number box. It
//     takes the die showing the highest face, the first such in the pool.
//   - Last lap: check as above; pass when nothing can be checked.

// Default returns the default policy's move for seat s, "" when s may not
// move.
func (st *state) Default(s games.Seat) games.Move {
	if !st.isActor(s) {
		return ""
	}
	if st.Phase == Choosing {
		return st.tab.defWilds
	}
	if a, ok := st.bestCheck(s); ok {
		return a.Move()
	}
	if st.Phase == LastLap {
		return Action{Kind: Pass}.Move()
	}
	return st.bestCross(s).Move()
}

// bestCheck returns the check worth most to seat s, false when s can
// check nothing.
func (st *state) bestCheck(s games.Seat) (Action, bool) {
	var best Action
	bestValue, found := 0, false
	st.eachCheck(s, func(mask uint, b Box) {
		v, n := st.checkValue(s, b), bits.OnesCount(mask)
		if found && (v < bestValue || v == bestValue && n > len(best.Dice)) {
			return
		}
		a := TakeOf(b, st.labels(mask)...)
		if !found || v > bestValue || n < len(best.Dice) || a.String() < best.String() {
			best, bestValue, found = a, v, true
		}
	})
	return best, found
}

// checkValue is what checking box b is worth to seat s.
func (st *state) checkValue(s games.Seat, b Box) int {
	if b.Wild {
		return st.Setup().Wild
	}
	v := 2 * b.Number
	r := RowOf(b.Number)
	checked := 0
	for _, m := range st.Sheet(s).Row(r) {
		if m == Checked {
			checked++
		}
	}
	if checked == RowBoxes-1 {
		v += st.Setup().Bonus[r]
	}
	return v
}

// bestCross returns seat s's cheapest forced cross-out, taking the die
// showing the highest face.
func (st *state) bestCross(s games.Seat) Action {
	die := -1
	for i, v := range st.dice.value[:st.dice.n] {
		if !st.dice.isTaken(i) && (die < 0 || v > st.dice.value[die]) {
			die = i
		}
	}
	sh := st.Sheet(s)
	var best Box
	bestCost := -1
	for _, b := range sh.OpenList() {
		cost := st.crossCost(s, b)
		switch {
		case bestCost < 0, cost < bestCost,
			cost == bestCost && b.Wild && (!best.Wild || b.Number > best.Number):
			best, bestCost = b, cost
		}
	}
	return CrossOf(best, st.tab.labels[die])
}

// crossCost is what crossing box b out costs seat s.
func (st *state) crossCost(s games.Seat, b Box) int {
	if b.Wild {
		return st.Setup().Wild
	}
	r := RowOf(b.Number)
	for _, m := range st.Sheet(s).Row(r) {
		if m == Crossed {
			return b.Number
		}
	}
	return b.Number + st.Setup().Bonus[r]
}

// labels returns the labels of the dice in mask, in pool order.
func (st *state) labels(mask uint) []Label {
	out := make([]Label, 0, bits.OnesCount(mask))
	for m := mask; m != 0; m &= m - 1 {
		out = append(out, st.tab.labels[bits.TrailingZeros(m)])
	}
	return out
}
