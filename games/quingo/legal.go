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
// of the two that is open, in canonical order.
func (st *state) eachCheck(s games.Seat, yield func(mask uint, b Box)) {
	var found checksFound
	st.findChecks(s, &found)
	t := st.tab
	for k, word := range found.slots[:t.slotWords()] {
		for ; word != 0; word &= word - 1 {
			c := &t.checks[k<<6|bits.TrailingZeros64(word)]
			b := NumberBox(int(found.sums[c.mask]))
			if c.wild {
				b = WildBox(b.Number)
			}
			yield(c.mask, b)
		}
	}
}

// checksFound is what findChecks finds of a seat's checks.
type checksFound struct {
	slots slotSet             // their slots (see checkSlots)
	sums  [1 << MaxDice]uint8 // by mask: the sum of its dice, for every set findChecks tried
	n     int                 // how many there are
}

// findChecks finds the checks of seat s: every set of at most L dice left
// in the pool whose sum checks an open box. It tries the sets smallest
// first, each sum the sum of the set without its lowest die plus that die.
func (st *state) findChecks(s games.Seat, found *checksFound) {
	numbers, wilds := st.sheets[s].openSets()
	t := st.tab
	for _, sub := range t.subsets.within(st.dice.left(), st.limits[s]) {
		n := found.sums[sub&(sub-1)] + st.dice.value[bits.TrailingZeros16(sub)]
		found.sums[sub] = n
		if numbers.has(int(n)) {
			found.slots.add(t.slotOf[sub][0])
			found.n++
		}
		if wilds.has(int(n)) {
			found.slots.add(t.slotOf[sub][1])
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
	out := newMoves(n)
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
