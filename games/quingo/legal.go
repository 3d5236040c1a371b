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
	var found checksFound
	st.findChecks(s, &found)
	if found.n > 0 || st.Phase == LastLap {
		return st.checkMoves(&found, st.Phase == LastLap)
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

// checksFound is what findChecks finds of a seat's checks.
type checksFound struct {
	slots slotSet             // their slots (see checkSlots)
	sums  [1 << MaxDice]uint8 // by mask: the sum of its dice, for the masks of slots only
	n     int                 // how many there are
}

// findChecks finds the checks of seat s: every set of at most L dice left
// in the pool whose sum checks an open box.
func (st *state) findChecks(s games.Seat, found *checksFound) {
	numbers, wilds := st.sheets[s].openSets()
	t := st.tab
	for sub, n := range st.dice.subsets(st.limits[s]) {
		if n <= NumberBoxes && numbers.has(n) {
			found.slots.add(t.slotOf[sub][0])
			found.sums[sub] = uint8(n)
			found.n++
		}
		if wilds.has(n) {
			found.slots.add(t.slotOf[sub][1])
			found.sums[sub] = uint8(n)
			found.n++
		}
	}
}

// passOnly is Legal when passing is the only move.
var passOnly = []games.Move{"pass"}

// checkMoves lists the checks found in canonical order, after "pass"
// when pass is set (it sorts first). A list of one move is shared: pass
// alone, or a check the table keeps.
func (st *state) checkMoves(found *checksFound, pass bool) []games.Move {
	t := st.tab
	n := found.n
	switch {
	case n == 0 && pass:
		return passOnly
	case n == 1 && !pass:
		c := &t.checks[found.slots.first()]
		if list, ok := c.alone(int(found.sums[c.mask])); ok {
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
	for k, word := range found.slots[:t.slotWords()] {
		for ; word != 0; word &= word - 1 {
			c := &t.checks[k<<6|bits.TrailingZeros64(word)]
			out = append(out, c.move(int(found.sums[c.mask])))
		}
	}
	return out
}
