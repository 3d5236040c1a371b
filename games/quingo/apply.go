package quingo

import (
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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
	return illegal("refuse.quingo.wild_range", st.MaxWild())
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Phase == Over:
		return locale.Refuse("quingo", games.ErrGameOver, "refuse.game_over")
	case s < 0 || int(s) >= st.seats():
		return notYourTurn("refuse.quingo.no_seat")
	case st.isActor(s):
		return nil
	case st.Phase == Choosing:
		return notYourTurn("refuse.quingo.wait_others")
	case st.Phase == LastLap && !st.inLap(s):
		return notYourTurn("refuse.quingo.had_last")
	}
	return notYourTurn("refuse.quingo.not_your_turn")
}

// chooseWilds writes seat s's wild numbers and starts the first round once
// every seat has chosen.
func (st *state) chooseWilds(s games.Seat, a Action, r games.Rand) error {
	if a.Kind != ChooseWilds {
		return illegal("refuse.quingo.choose_first")
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
		return illegal("refuse.quingo.chosen_once")
	case Pass:
		if st.Phase != LastLap {
			return illegal("refuse.quingo.pass_last")
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
			return nil, nil, 0, illegal("refuse.quingo.no_die", l.String(), st.labelList())
		case st.dice.isTaken(i):
			return nil, nil, 0, illegal("refuse.quingo.taken", l.String())
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
		return illegal("refuse.quingo.limit", st.limits[s])
	case sum != a.Box.Number:
		return illegal("refuse.quingo.sum", sum, a.Box.Number)
	case a.Box.Wild && !sh.isOpen(a.Box):
		return illegal("refuse.quingo.no_wild", a.Box.Number)
	case !sh.isOpen(a.Box):
		return notOpen(a.Box.Number, sh.get(a.Box.Number-1))
	}
	return nil
}

// mayCross tells whether seat s must and may cross out a's box.
func (st *state) mayCross(s games.Seat, a Action) error {
	sh := &st.sheets[s]
	reach := st.dice.reach()
	switch {
	case st.Phase == LastLap:
		return illegal("refuse.quingo.last_pass")
	case st.canCheck(s, &reach):
		return illegal("refuse.quingo.can_check")
	case len(a.Dice) != 1:
		return illegal("refuse.quingo.one_die")
	case a.Box.Wild && !sh.isOpen(a.Box):
		return illegal("refuse.quingo.no_wild", a.Box.Number)
	case !sh.isOpen(a.Box):
		return notOpen(a.Box.Number, sh.get(a.Box.Number-1))
	}
	return nil
}

// labelList writes the labels of the pool's dice: "d4, d6, d8".
func (st *state) labelList() string { return strings.Join(st.tab.names, ", ") }

// illegal returns a refusal wrapping games.ErrIllegalMove, its reason
// the message key with args.
func illegal(key string, args ...any) error {
	return locale.Refuse("quingo", games.ErrIllegalMove, key, args...)
}

// notYourTurn returns a refusal wrapping games.ErrNotYourTurn.
func notYourTurn(key string) error {
	return locale.Refuse("quingo", games.ErrNotYourTurn, key)
}

// notOpen refuses box n, which is already checked or crossed.
func notOpen(n int, m Mark) error {
	if m == Crossed {
		return illegal("refuse.quingo.crossed", n)
	}
	return illegal("refuse.quingo.checked", n)
}
