package cinqo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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
		return nil, illegal("refuse.cinqo.roll_first")
	case a.Kind == Roll:
		return nil, illegal("refuse.cinqo.place_first")
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
		return locale.Refuse("cinqo", games.ErrGameOver, "refuse.game_over")
	case s < 0 || int(s) >= st.seats():
		return notYourTurn("refuse.cinqo.no_seat")
	case s != games.Seat(st.Active):
		return notYourTurn("refuse.cinqo.not_your_turn")
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

// missing explains why dice want are not all within have, the rolled
// dice (banked false) or the banked ones.
func missing(banked bool, have, want Dice) error {
	for f := 1; f <= Faces; f++ {
		switch h, w := have.Count(f), want.Count(f); {
		case w <= h:
		case h == 0 && banked:
			return illegal("refuse.cinqo.no_banked", f)
		case h == 0:
			return illegal("refuse.cinqo.no_rolled", f)
		case h == 1 && banked:
			return illegal("refuse.cinqo.one_banked", f)
		case h == 1:
			return illegal("refuse.cinqo.one_rolled", f)
		case banked:
			return illegal("refuse.cinqo.only_banked", count(h), f)
		default:
			return illegal("refuse.cinqo.only_rolled", count(h), f)
		}
	}
	return illegal("refuse.cinqo.not_there")
}

// illegal returns a refusal wrapping games.ErrIllegalMove, its reason
// the message key with args.
func illegal(key string, args ...any) error {
	return locale.Refuse("cinqo", games.ErrIllegalMove, key, args...)
}

// notYourTurn returns a refusal wrapping games.ErrNotYourTurn.
func notYourTurn(key string) error {
	return locale.Refuse("cinqo", games.ErrNotYourTurn, key)
}

// count is a small count of dice as a refusal says it: "two" in "there
// are only two rolled 5s".
type count int

// SayIn implements locale.Sayer.
func (c count) SayIn(l locale.Lang) string {
	switch c {
	case 2:
		return l.Say("refuse.cinqo.count_2")
	case 3:
		return l.Say("refuse.cinqo.count_3")
	}
	return l.Say("refuse.cinqo.count_4")
}
