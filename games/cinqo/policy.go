package cinqo

import "github.com/quintetbot/quintet/games"

// The default policy plays bot seats and turn timeouts. It is deterministic:
//
//   - Before a roll it rolls.
//   - When the five dice (racked, banked and rolled) make a straight, it
//     racks them all.
//   - Otherwise it aims for the side of the boxed Hi/Lo die, or, before the
//     box, for the side with the better outlook: the card's number for the
//     racked, banked and perfect rolled dice with 4.5 (Hi) or 2.5 (Lo) for
//     each other die, times the Hi/Lo number when the arrow points that way,
//     else times 1.5; a tie goes to the arrow.
//   - It racks every rolled die showing the perfect face (6 for Hi, 1 for
//     Lo), and from the third roll on every die a pip from it. With none, it
//     racks the rolled die closest to perfect, or takes a banked die that is
//     strictly closer.
//   - With the bank empty, it banks one rolled die a pip from perfect as
//     insurance when a die stays to roll.
//   - While the unboxed Hi/Lo die points away from the aim, it does not end
//     the turn when it need not: it racks only the best rolled die, so the
//     Hi/Lo die rolls again.
//   - It boxes the Hi/Lo die when its arrow points to the aim and it shows
//     2 or 3, or at most one die stays to roll.
//   - When that leaves one die to roll and nothing in the bank, it racks
//     every die instead if that scores at least what the last roll (with
//     the Hi/Lo die, unless boxed) is expected to.

// lateRoll is the roll from which the policy racks dice a pip from perfect.
const lateRoll = 3

// Default returns the default policy's move for seat s, "" when s may not
// move.
func (st *state) Default(s games.Seat) games.Move {
	if !st.isActor(s) {
		return ""
	}
	if st.Phase == Rolling {
		return RollAction.Move()
	}
	a, err := st.canonical(st.choose())
	if err != nil {
		return st.rackAll().Move()
	}
	return a.Move()
}

// choose returns the policy's placement, not yet in canonical form.
func (st *state) choose() Action {
	if st.Rack.Plus(st.Bank).Plus(st.Roll).Straight() {
		return st.rackAll()
	}
	side := st.aim()
	t, near := side.Target(), side.Target()-1
	if side == Lo {
		near = 2
	}
	a := Action{Kind: Place}
	a.Rack[t-1] = int8(st.Roll.Count(t))
	if st.Rolls >= lateRoll {
		a.Rack[near-1] = int8(st.Roll.Count(near))
	}
	if a.Rack.Len() == 0 {
		rf := closest(st.Roll, t)
		if bf := closest(st.Bank, t); bf != 0 && distance(bf, t) < distance(rf, t) {
			a.Take[bf-1] = 1
		} else {
			a.Rack[rf-1] = 1
		}
	}
	left := st.Roll.Minus(a.Rack)
	if st.Bank.Minus(a.Take).Len() == 0 && left.Len() >= 2 && left.Count(near) > 0 {
		a.Bank[near-1] = 1
	}
	stay := left.Len() - a.Bank.Len()
	if !st.Boxed && st.HiLo.Side() != side && stay == 0 && st.Roll.Len() > 1 {
		a = Action{Kind: Place}
		a.Rack[closest(st.Roll, t)-1] = 1
		stay = st.Roll.Len() - 1
	}
	if !st.Boxed && st.HiLo.Side() == side && (st.HiLo.Number() >= 2 || stay <= 1) {
		a.Box = true
	}
	if stay == 1 && st.Bank.Minus(a.Take).Plus(a.Bank).Len() == 0 && st.lastRollWorse(a) {
		return st.rackAll()
	}
	return a
}

// lastRollWorse reports whether placement a, which leaves one die to roll
// and nothing in the bank, expects fewer points from that last roll than
// racking every die now.
func (st *state) lastRollWorse(a Action) bool {
	now := Score(st.Rack.Plus(st.Bank).Plus(st.Roll), st.HiLo).Points
	rack := st.Rack.Plus(a.Racked())
	faces := []HiLo{st.HiLo}
	if !st.Boxed && !a.Box {
		faces = []HiLo{OneUp, TwoUp, ThreeUp, OneDown, TwoDown, ThreeDown}
	}
	sum := 0
	for f := 1; f <= Faces; f++ {
		for _, h := range faces {
			sum += Score(rack.Plus(DiceOf(f)), h).Points
		}
	}
	return now*Faces*len(faces) >= sum
}

// aim returns the side the policy plays for: the boxed arrow's, else the
// side with the better outlook; a tie goes to the arrow.
func (st *state) aim() Side {
	if st.Boxed {
		return st.HiLo.Side()
	}
	hi, lo := st.outlook(Hi), st.outlook(Lo)
	switch {
	case hi > lo:
		return Hi
	case lo > hi:
		return Lo
	}
	return st.HiLo.Side()
}

// outlook estimates, in halves, the score of playing for side s: racked,
// banked and perfect rolled dice count as they are, every other die as the
// 4.5 (Hi) or 2.5 (Lo) that rolling on may bring, the total rounded away
// from perfect; the card's number for that total is multiplied by the
// Hi/Lo number when the arrow points to s, else by 1.5, the hope of a
// better face later.
func (st *state) outlook(s Side) int {
	t := s.Target()
	open := st.Roll.Len() - st.Roll.Count(t)
	total := st.Rack.Sum() + st.Bank.Sum() + t*st.Roll.Count(t)
	if s == Hi {
		total += (9 * open) / 2
	} else {
		total += (5*open + 1) / 2
	}
	mult := 3
	if st.HiLo.Side() == s {
		mult = 2 * st.HiLo.Number()
	}
	return Partial(s, total) * mult
}

// closest returns the face of d nearest to t, 0 when d is empty.
func closest(d Dice, t int) int {
	best := 0
	for f := 1; f <= Faces; f++ {
		if d.Count(f) > 0 && (best == 0 || distance(f, t) < distance(best, t)) {
			best = f
		}
	}
	return best
}

func distance(f, t int) int {
	if f > t {
		return f - t
	}
	return t - f
}
