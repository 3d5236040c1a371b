package cinqo

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Apply plays move m for seat s. Dice come from r. The receiver is never
// changed; on error the result is nil.
func (st *state) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if err := st.mayAct(s); err != nil {
		return nil, err
	}
	// The moves Legal lists are read without making an Action.
	switch {
	case st.Phase == Rolling && m == "roll":
		return st.applyRoll(r)
	case st.Phase == Placing:
		if p, ok := parsePlacement(m); ok {
			return st.applyPlacement(p)
		}
	}
	a, err := ParseMove(m)
	if err != nil {
		return nil, err
	}
	switch {
	case st.Phase == Rolling && a.Kind == Roll:
		return st.applyRoll(r)
	case st.Phase == Rolling:
		return nil, illegal("roll the dice first")
	case a.Kind == Roll:
		return nil, illegal("place the rolled dice first: rack at least one")
	}
	return st.applyPlacement(placementOf(a))
}

// applyRoll rolls the dice on a copy.
func (st *state) applyRoll(r games.Rand) (games.State, error) {
	next := st.clone()
	next.roll(r)
	return next, nil
}

// applyPlacement plays placement p, when it is possible, on a copy.
func (st *state) applyPlacement(p placement) (games.State, error) {
	p, err := st.settle(p)
	if err != nil {
		return nil, err
	}
	next := st.clone()
	next.place(p)
	return next, nil
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Phase == Over:
		return fmt.Errorf("cinqo: %w: the game is over", games.ErrGameOver)
	case s < 0 || int(s) >= st.seats():
		return notYourTurn("you have no seat in this game")
	case s != games.Seat(st.Active):
		return notYourTurn("it is not your turn")
	}
	return nil
}

// roll rolls every free die, one d6 each, then the Hi/Lo die unless it is
// boxed. Five of a kind ends the turn at once.
func (st *state) roll(r games.Rand) {
	n := st.free()
	roll := pack(st.Roll)
	for range n {
		roll += 1 << (8 * (games.Roll(r, Faces) - 1))
	}
	st.Roll = roll.unpack()
	if !st.Boxed {
		st.HiLo = HiLo(games.Roll(r, 6))
	}
	st.Rolls++
	st.Phase = Placing
	if n == DiceCount && st.Roll.Kind() != 0 {
		st.endTurn(st.Roll, FiveOfAKindScore(st.Roll, st.HiLo))
	}
}

// place moves the dice of settled placement p. When no die is left to
// roll, the banked dice are racked and the turn ends.
func (st *state) place(p placement) {
	rack := pack(st.Rack) + p.rack + p.take
	bank := pack(st.Bank) - p.take + p.bank
	st.Roll = Dice{} // the dice not placed are rolled again
	st.Boxed = st.Boxed || p.box
	st.Phase = Rolling
	if rack.len()+bank.len() < DiceCount {
		st.Rack, st.Bank = rack.unpack(), bank.unpack()
		return
	}
	all := (rack + bank).unpack()
	st.endTurn(all, Score(all, st.HiLo))
}

// endTurn boxes the Hi/Lo die, adds the score and passes the turn: the same
// seat plays again after five of a kind, the next seat otherwise. A race or
// a solitaire game ends when the total reaches 100, a game of rounds after
// the last seat's turn of the last round.
func (st *state) endTurn(dice Dice, sc Scoring) {
	a := games.Seat(st.Active)
	st.Last = lastOf(Turn{Seat: a, Round: int(st.Round), Extra: st.Extra, Dice: dice, HiLo: st.HiLo, Score: sc})
	st.Totals.add(a, sc.Points)
	st.Rolls, st.Rack, st.Bank, st.Roll, st.HiLo, st.Boxed = 0, Dice{}, Dice{}, Dice{}, NoHiLo, false
	st.Phase, st.Extra = Rolling, false
	switch {
	case st.Mode != Rounds && st.Totals.of(a) >= Target:
		st.Phase = Over
	case sc.FiveOfAKind:
		st.Extra = true
	case int(a)+1 < st.seats():
		st.Active++
	case st.Mode == Rounds && st.Round == int16(st.Rounds):
		st.Phase = Over
	default:
		st.Active, st.Round = 0, st.Round+1
	}
}

// missing explains why dice want are not all within have ("rolled" or
// "banked").
func missing(where string, have, want Dice) error {
	for f := 1; f <= Faces; f++ {
		switch h, w := have.Count(f), want.Count(f); {
		case w <= h:
		case h == 0:
			return illegal("there is no %s %d", where, f)
		case h == 1:
			return illegal("there is only one %s %d", where, f)
		default:
			return illegal("there are only %s %s %ds", number(h), where, f)
		}
	}
	return illegal("those dice are not there")
}

// number writes small counts as words.
func number(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return fmt.Sprint(n)
}

var numberWords = []string{"no", "one", "two", "three", "four", "five"}

func illegal(format string, args ...any) error {
	return fmt.Errorf("cinqo: %w: "+format, append([]any{games.ErrIllegalMove}, args...)...)
}

func notYourTurn(reason string) error {
	return fmt.Errorf("cinqo: %w: %s", games.ErrNotYourTurn, reason)
}
