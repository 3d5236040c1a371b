package qwinto

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
	a, err := ParseMove(m)
	if err != nil {
		return nil, err
	}
	next := *st
	switch st.Phase {
	case Choosing:
		err = next.choose(a, r)
	case Rerolling:
		err = next.rerollOrKeep(a, r)
	default:
		err = next.decide(s, a)
	}
	if err != nil {
		return nil, err
	}
	return &next, nil
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Phase == Over:
		return locale.Refuse("qwinto", games.ErrGameOver, "refuse.game_over")
	case s < 0 || int(s) >= st.seats():
		return notYourTurn("refuse.qwinto.no_seat")
	case st.isActor(s):
		return nil
	case st.Phase == Choosing:
		return notYourTurn("refuse.qwinto.not_your_roll")
	case st.Phase == Rerolling:
		return notYourTurn("refuse.qwinto.wait_reroll")
	}
	return notYourTurn("refuse.qwinto.decided")
}

// choose rolls the dice of the chosen colours.
func (st *state) choose(a Action, r games.Rand) error {
	if a.Kind != Roll {
		return illegal("refuse.qwinto.roll_first")
	}
	st.Turn++
	st.roll(a.Colours, r)
	if st.Variant {
		st.Phase = Rerolling
	} else {
		st.Phase = Deciding
	}
	return nil
}

// rerollOrKeep settles the variant's re-roll decision.
func (st *state) rerollOrKeep(a Action, r games.Rand) error {
	switch a.Kind {
	case Reroll:
		st.Rerolled = true
		st.roll(st.Rolled, r)
	case Keep:
	default:
		return illegal("refuse.qwinto.keep_or_reroll")
	}
	st.Phase = Deciding
	return nil
}

// roll draws one d6 for each colour of set, in canonical order.
func (st *state) roll(set Colours, r games.Rand) {
	st.Rolled = set
	st.Dice = [3]int{}
	for _, c := range set.List() {
		st.Dice[c] = games.Roll(r, 6)
	}
}

// decide plays a write or a skip of seat s, then resolves the roll once
// every seat has decided.
func (st *state) decide(s games.Seat, a Action) error {
	switch a.Kind {
	case Write:
		if !st.Rolled.Has(a.Colour) {
			return illegal("refuse.qwinto.not_rolled", dieName(a.Colour))
		}
		sh, err := st.Sheets[s].Write(a.Colour, a.Position, st.Sum())
		if err != nil {
			return err
		}
		st.setSheet(s, sh)
	case Skip:
		if s == st.Active {
			sh := st.Sheets[s]
			sh.Failed++
			st.setSheet(s, sh)
		}
	case Roll:
		return illegal("refuse.qwinto.already_rolled")
	default:
		if !st.Variant {
			return illegal("refuse.qwinto.no_rerolls")
		}
		return illegal("refuse.qwinto.reroll_when")
	}
	st.Decided = st.Decided.With(s)
	if st.Decided.All() {
		st.resolve()
	}
	return nil
}

// resolve ends the roll: the game ends when a player has MaxFailed failed
// throws or two complete rows; else the next seat rolls.
func (st *state) resolve() {
	for _, sh := range st.Sheets {
		if sh.Failed >= MaxFailed || sh.CompleteRows() >= 2 {
			st.Phase = Over
			return
		}
	}
	st.Phase = Choosing
	st.Active = (st.Active + 1) % games.Seat(st.seats())
	st.Rolled, st.Dice, st.Rerolled = 0, [3]int{}, false
	st.Decided = newDecisions(st.Decided.Len())
}

// notYourTurn returns a refusal wrapping games.ErrNotYourTurn, its
// reason the message key.
func notYourTurn(key string) error {
	return locale.Refuse("qwinto", games.ErrNotYourTurn, key)
}
