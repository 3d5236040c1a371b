package quingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// Legal lists the moves of seat s in canonical notation, sorted. While
// choosing it lists a few wild choices (see wildChoices); Apply takes any.
// On a turn it lists every check (see eachCheck), else every forced
// cross-out; in the last lap, the checks and pass.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	if st.Phase == Choosing {
		return st.tab.choices
	}
	found, n := st.findChecks(s)
	if n > 0 || st.Phase == LastLap {
		return st.checkMoves(&found, n, st.Phase == LastLap)
	}
	return st.crossOuts(s)
}

// eachCheck calls yield for every take of seat s that checks a box: each
// set of 1 to L dice left in the pool (a mask of pool indexes) whose sum
// is an open number box or the number of an open wild box, once for each
// of the two that is open.
func (st *state) eachCheck(s games.Seat, yield func(mask uint, b Box)) {
	sh := &st.sheets[s]
	targets := sh.targets()
	for mask, sum := range st.dice.subsets(st.limits[s]) {
		if !targets.has(sum) {
			continue
		}
		if sh.isOpen(NumberBox(sum)) {
			yield(mask, NumberBox(sum))
		}
		if sh.isOpen(WildBox(sum)) {
			yield(mask, WildBox(sum))
		}
	}
}

// findChecks returns the slots (see checkSlots) of seat s's checks and
// how many there are: every set of at most L dice left in the pool whose
// sum checks an open box.
func (st *state) findChecks(s games.Seat) (slotSet, int) {
	numbers, wilds := st.sheets[s].openSets()
	t := st.tab
	var found slotSet
	count := 0
	for sub, n := range st.dice.subsets(st.limits[s]) {
		if n <= NumberBoxes && numbers.has(n) {
			found.add(t.slotOf[sub][0])
			count++
		}
		if wilds.has(n) {
			found.add(t.slotOf[sub][1])
			count++
		}
	}
	return found, count
}

// passOnly is Legal when passing is the only move.
var passOnly = []games.Move{"pass"}

// checkMoves lists the n checks in found in canonical order, after "pass"
// when pass is set (it sorts first). A list of one move is shared: pass
// alone, or a check the table keeps.
func (st *state) checkMoves(found *slotSet, n int, pass bool) []games.Move {
	t := st.tab
	switch {
	case n == 0 && pass:
		return passOnly
	case n == 1 && !pass:
		c := &t.checks[found.first()]
		if list, ok := c.alone(st.dice.sumOf(c.mask)); ok {
			return list
		}
	}
	if pass {
		n++
	}
	out := make([]games.Move, 0, n)
	if pass {
		out = append(out, "pass")
	}
	for k, word := range found[:t.slotWords()] {
		for ; word != 0; word &= word - 1 {
			c := &t.checks[k<<6|bits.TrailingZeros64(word)]
			out = append(out, c.move(st.dice.sumOf(c.mask)))
		}
	}
	return out
}
