package quingo

import (
	"strings"

	"github.com/quintetbot/quintet/games"
)

// quickTake plays seat s's check or forced cross-out when m is written
// exactly in canonical notation, as Legal lists it, and is accepted: the
// common case, done without parsing m into an Action. Otherwise it reports false, having
// changed nothing, and Apply takes the general path, which gives every
// other move its result or its error. The caller has checked that s may
// act and that the wild numbers are chosen.
func (st *state) quickTake(s games.Seat, m games.Move, r games.Rand) (*state, bool) {
	rest, ok := strings.CutPrefix(string(m), "take ")
	if !ok {
		return nil, false
	}
	var idx [MaxLimit]int
	n, from, sum := 0, 0, 0
	for len(rest) > 0 && rest[0] == 'd' { // labels begin with d; the box words do not
		i, width, ok := st.tab.dieAt.read(rest)
		if !ok || i < from || n == len(idx) || st.dice.isTaken(i) {
			return nil, false
		}
		idx[n], n, from, sum = i, n+1, i+1, sum+int(st.dice.value[i])
		rest = rest[width+1:]
	}
	switch {
	case strings.HasPrefix(rest, "box "):
		return st.quickCheck(s, m, NumberBox(canonicalNumber(rest[len("box "):])), idx[:n], sum, r)
	case strings.HasPrefix(rest, "wild "):
		return st.quickCheck(s, m, WildBox(canonicalNumber(rest[len("wild "):])), idx[:n], sum, r)
	case strings.HasPrefix(rest, "cross wild "):
		return st.quickCross(s, m, WildBox(canonicalNumber(rest[len("cross wild "):])), idx[:n], r)
	case strings.HasPrefix(rest, "cross "):
		return st.quickCross(s, m, NumberBox(canonicalNumber(rest[len("cross "):])), idx[:n], r)
	}
	return nil, false
}

// quickCheck ends quickTake: it checks box b with the dice at pool indexes
// idx, summing to sum, when that is allowed.
func (st *state) quickCheck(s games.Seat, m games.Move, b Box, idx []int, sum int, r games.Rand) (*state, bool) {
	if b.Number < 1 || b.Number > b.maxNumber() || len(idx) > st.limits[s] || sum != b.Number || !st.sheets[s].isOpen(b) {
		return nil, false
	}
	var mask uint
	for _, i := range idx {
		mask |= 1 << i
	}
	slot := st.tab.slotOf[mask][0]
	if b.Wild {
		slot = st.tab.slotOf[mask][1]
	}
	// The table's copy of m, when it keeps one, costs no allocation.
	return st.quickMark(s, st.tab.checks[slot].move(sum), b, Checked, idx, r), true
}

// quickCross ends quickTake: it crosses box b out with the one die at
// idx, when seat s must and may.
func (st *state) quickCross(s games.Seat, m games.Move, b Box, idx []int, r games.Rand) (*state, bool) {
	if b.Number < 1 || b.Number > b.maxNumber() || st.Phase == LastLap || len(idx) != 1 || !st.sheets[s].isOpen(b) {
		return nil, false
	}
	if reach := st.dice.reach(); st.canCheck(s, &reach) {
		return nil, false
	}
	c := st.tab.cross[idx[0]]
	var mv games.Move
	if b.Wild {
		mv = c.wild[b.Number]
	} else {
		mv = c.number[b.Number]
	}
	return st.quickMark(s, mv, b, Crossed, idx, r), true
}

// quickMark plays the take quickTake has read and checked, m: it marks
// box b of seat s with the dice at pool indexes idx, and moves play on.
// The state keeps m, so m must not hold a larger string's bytes alive.
func (st *state) quickMark(s games.Seat, m games.Move, b Box, mark Mark, idx []int, r games.Rand) *state {
	next := st.clone()
	next.sheets[s].mark(b, mark)
	var faces [MaxLimit]int
	for k, i := range idx {
		next.dice.taken |= 1 << i
		faces[k] = int(st.dice.value[i])
	}
	next.last.set(s, m, faces[:len(idx)])
	next.endTurn(s, r)
	return next
}

// canonicalNumber reads a number written as strconv.Itoa writes it, of
// one or two digits; 0 when w is anything else.
func canonicalNumber(w string) int {
	if len(w) < 1 || len(w) > 2 || w[0] < '1' || w[0] > '9' {
		return 0
	}
	n := int(w[0] - '0')
	if len(w) == 2 {
		if w[1] < '0' || w[1] > '9' {
			return 0
		}
		n = 10*n + int(w[1]-'0')
	}
	return n
}
