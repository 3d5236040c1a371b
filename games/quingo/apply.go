package quingo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// Apply plays move m for seat s. Dice come from r: the first round's when
// the last seat chooses its wilds, a new round's or a new pool's when a
// turn empties the pool or leaves no one able to check a box. The receiver
// is never changed; on error the result is nil.
func (st *state) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if err := st.mayAct(s); err != nil {
		return nil, err
	}
	if st.Phase != Choosing {
		if next, ok := st.quickTake(s, m, r); ok {
			return next, nil
		}
	}
	return st.applyRead(s, m, r)
}

// applyRead is Apply's general path, for a seat that may act: it reads m
// into an Action and plays it on a copy, giving every move that quickTake
// does not take its result or its error.
func (st *state) applyRead(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	a, err := st.parse(m)
	if err != nil {
		return nil, err
	}
	next := st.clone()
	if st.Phase == Choosing {
		err = next.chooseWilds(s, a, r)
	} else {
		err = next.turn(s, a, r)
	}
	if err != nil {
		return nil, err
	}
	return next, nil
}

// parse reads move m: one of the wild choices Legal lists from the table,
// without reading it again, any other by ParseMove. Five wild numbers in
// digits that ParseMove refuses (0, or past any pool's sum) get this
// pool's range, not the bound of every pool that ParseMove knows.
func (st *state) parse(m games.Move) (Action, error) {
	if a, ok := st.tab.choice(m); ok {
		return a, nil
	}
	a, err := ParseMove(m)
	if err != nil && wildsInDigits(m) {
		return Action{}, st.wildRange()
	}
	return a, err
}

// wildsInDigits tells whether m is "wilds" and five words of digits.
func wildsInDigits(m games.Move) bool {
	words := m.Fields()
	if len(words) != WildBoxes+1 || words[0] != "wilds" {
		return false
	}
	for _, w := range words[1:] {
		if strings.Trim(w, "0123456789") != "" {
			return false
		}
	}
	return true
}

// wildRange is the error for a wild number outside this pool's range.
func (st *state) wildRange() error {
	return illegal("wild numbers run from 1 to %d, the largest sum of this pool", st.MaxWild())
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Phase == Over:
		return fmt.Errorf("quingo: %w: the game is over", games.ErrGameOver)
	case s < 0 || int(s) >= st.seats():
		return notYourTurn("you have no seat in this game")
	case st.isActor(s):
		return nil
	case st.Phase == Choosing:
		return notYourTurn("you have chosen your wild numbers; wait for the others")
	case st.Phase == LastLap && !st.inLap(s):
		return notYourTurn("you have had your last turn")
	}
	return notYourTurn("it is not your turn")
}

// chooseWilds writes seat s's wild numbers and starts the first round once
// every seat has chosen.
func (st *state) chooseWilds(s games.Seat, a Action, r games.Rand) error {
	if a.Kind != ChooseWilds {
		return illegal("first choose your five wild numbers, e.g. wilds 21 22 23 24 25")
	}
	for _, w := range a.Wilds {
		if w > st.MaxWild() {
			return st.wildRange()
		}
	}
	for i, w := range a.Wilds {
		st.sheets[s].wilds[i] = uint8(w)
	}
	if len(st.Actors()) > 0 {
		return nil
	}
	st.Phase = Playing
	st.newRound(r)
	return nil
}

// turn plays seat s's take or pass, then moves play on.
func (st *state) turn(s games.Seat, a Action, r games.Rand) error {
	var err error
	switch a.Kind {
	case ChooseWilds:
		return illegal("the wild numbers are chosen once, before the first round")
	case Pass:
		if st.Phase != LastLap {
			return illegal("you may pass only on your last turn")
		}
		st.last.set(s, a.Move(), nil)
	case Take:
		err = st.take(s, a)
	}
	if err != nil {
		return err
	}
	st.endTurn(s, r)
	return nil
}

// take checks or crosses the box of a with the dice it names.
func (st *state) take(s games.Seat, a Action) error {
	idx, faces, sum, err := st.findDice(a.Dice)
	if err != nil {
		return err
	}
	if a.Cross {
		err = st.mayCross(s, a)
	} else {
		err = st.mayCheck(s, a, sum)
	}
	if err != nil {
		return err
	}
	mark := Checked
	if a.Cross {
		mark = Crossed
	}
	st.sheets[s].mark(a.Box, mark)
	for _, i := range idx {
		st.dice.taken |= 1 << i
	}
	st.last.set(s, a.Move(), faces)
	return nil
}

// findDice returns the pool indexes and faces of the dice labelled, and
// their sum; every die must be in the pool.
func (st *state) findDice(dice []Label) ([]int, []int, int, error) {
	idx := make([]int, len(dice))
	faces := make([]int, len(dice))
	sum := 0
	for k, l := range dice {
		i, ok := st.find(l)
		switch {
		case !ok:
			return nil, nil, 0, illegal("there is no %s in the pool: the dice are %s", l, st.labelList())
		case st.dice.isTaken(i):
			return nil, nil, 0, illegal("%s has already been taken this round", l)
		}
		idx[k], faces[k] = i, int(st.dice.value[i])
		sum += faces[k]
	}
	return idx, faces, sum, nil
}

// find returns the pool index of the die labelled l.
func (st *state) find(l Label) (int, bool) {
	i := slices.Index(st.tab.labels, l)
	return i, i >= 0
}

// mayCheck tells whether seat s may check a's box with dice summing to sum.
func (st *state) mayCheck(s games.Seat, a Action, sum int) error {
	sh := &st.sheets[s]
	switch {
	case len(a.Dice) > st.limits[s]:
		return illegal("your limit this round is %d %s", st.limits[s], plural(st.limits[s], "die", "dice"))
	case sum != a.Box.Number:
		return illegal("those dice sum to %d, not %d", sum, a.Box.Number)
	case a.Box.Wild && !sh.isOpen(a.Box):
		return illegal("you have no open wild box holding %d", a.Box.Number)
	case !sh.isOpen(a.Box):
		return illegal("box %d is already %s", a.Box.Number, sh.get(a.Box.Number-1))
	}
	return nil
}

// mayCross tells whether seat s must and may cross out a's box.
func (st *state) mayCross(s games.Seat, a Action) error {
	sh := &st.sheets[s]
	reach := st.dice.reach()
	switch {
	case st.Phase == LastLap:
		return illegal("on your last turn you pass instead of crossing a box out")
	case st.canCheck(s, &reach):
		return illegal("you can check a box, so you may not cross one out")
	case len(a.Dice) != 1:
		return illegal("a forced cross-out takes exactly one die")
	case a.Box.Wild && !sh.isOpen(a.Box):
		return illegal("you have no open wild box holding %d", a.Box.Number)
	case !sh.isOpen(a.Box):
		return illegal("box %d is already %s", a.Box.Number, sh.get(a.Box.Number-1))
	}
	return nil
}

// labelList writes the labels of the pool's dice: "d4, d6, d8".
func (st *state) labelList() string { return strings.Join(st.tab.names, ", ") }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func illegal(format string, args ...any) error {
	return fmt.Errorf("quingo: %w: "+format, append([]any{games.ErrIllegalMove}, args...)...)
}

func notYourTurn(reason string) error {
	return fmt.Errorf("quingo: %w: %s", games.ErrNotYourTurn, reason)
}
