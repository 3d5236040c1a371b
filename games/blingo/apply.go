package blingo

import (
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// Apply plays move m for seat s. The roll draws two dice from r. The
// receiver is never changed; on error the result is nil.
func (st *state) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if err := st.mayAct(s); err != nil {
		return nil, err
	}
	a, err := ParseMove(m)
	if err != nil {
		return nil, err
	}
	next := *st
	if st.Phase == Rolling {
		if a.Kind != Roll {
			return nil, illegal("roll the dice first: roll")
		}
		next.Turn++
		next.Dice = rollDice(r)
		next.Phase = Placing
		return &next, nil
	}
	if err := next.play(a); err != nil {
		return nil, err
	}
	return &next, nil
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Phase == Over:
		return fmt.Errorf("blingo: %w: the game is over", games.ErrGameOver)
	case s < 0 || int(s) >= st.Seats:
		return notYourTurn("you have no seat in this game")
	case s != st.Active:
		return notYourTurn("it is not your turn")
	}
	return nil
}

// play places the active seat's markers, or passes, then ends the turn.
func (st *state) play(a Action) error {
	s := st.Active
	choices, _ := st.choices()
	last := LastTurn{Turn: st.Turn, Seat: s, Dice: st.Dice}
	switch a.Kind {
	case Roll:
		return illegal("you have rolled %s: place a marker or pass", st.Dice)
	case Pass:
		if len(choices) > 0 {
			return illegal("the roll lets you place a marker, e.g. %s", choices[0].Move())
		}
	case Place:
		i := slices.IndexFunc(choices, func(c Choice) bool { return slices.Equal(c.Squares, a.Targets()) })
		if i < 0 {
			return st.whyNot(a, choices)
		}
		copy(last.Placed[:], choices[i].Squares)
		last.Blingos, last.Removed = st.Board.place(s, choices[i].Squares)
	}
	st.endTurn(last)
	return nil
}

// endTurn records the turn and ends the game at a blackout, when nobody
// could place a marker with any roll, or at the safety cap; else the next
// seat rolls.
func (st *state) endTurn(last LastTurn) {
	st.Last = last
	st.Dice = Dice{}
	var m masks
	st.Board.fillMasks(&m)
	switch {
	case m.covered == allSquares:
		st.End = Blackout
	case !st.anyCanPlace(&m):
		st.End = Stuck
	case st.Turn >= MaxTurns:
		st.End = Capped
	default:
		st.Active = (st.Active + 1) % games.Seat(st.Seats)
		st.Phase = Rolling
		return
	}
	st.Phase = Over
}

// anyCanPlace reports whether some player could place a marker with some
// roll, given the bitboards m of the board.
func (st *state) anyCanPlace(m *masks) bool {
	for s := range games.Seat(st.Seats) {
		if m.canPlace(s) {
			return true
		}
	}
	return false
}
