package blingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Apply plays move m for seat s. The roll draws two dice from r. The
// receiver is never changed; on error the result is nil. A move in
// canonical notation is matched against the choices the state keeps;
// any other text is read and checked in full, for its reason when refused.
func (st *state) Apply(s games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if err := st.mayAct(s); err != nil {
		return nil, err
	}
	next := *st
	if !next.cached {
		next.cache()
	}
	if st.Phase == Rolling && m == "roll" {
		next.roll(r)
		return &next, nil
	}
	if st.Phase == Placing && next.playListed(m) {
		return &next, nil
	}
	a, err := ParseMove(m)
	if err != nil {
		return nil, err
	}
	if st.Phase == Rolling {
		if a.Kind != Roll {
			return nil, illegal("refuse.blingo.roll_first")
		}
		next.roll(r)
		return &next, nil
	}
	if err := next.play(a); err != nil {
		return nil, err
	}
	return &next, nil
}

// roll begins the placing phase with two dice from r.
func (st *state) roll(r games.Rand) {
	st.Turn++
	st.Dice = rollDice(r)
	st.Phase = Placing
	st.choice = st.activeChoices()
}

// playListed plays m when it is one of the listed moves in canonical
// notation: a choice, or "pass" when there is none. It reports whether it
// did; the state is unchanged when not. The state is cached.
func (st *state) playListed(m games.Move) bool {
	last := LastTurn{Turn: st.Turn, Seat: st.Active, Dice: st.Dice}
	if st.choice == 0 {
		if m != "pass" {
			return false
		}
		st.endTurn(last)
		return true
	}
	lay := st.Board.layout()
	cs, ms := lay.candidatesOf(st.Dice), lay.movesOf(st.Dice)
	for i := range cs {
		if st.choice&(1<<i) == 0 || ms[i] != m {
			continue
		}
		qs := cs[i].targets()
		copy(last.Placed[:], qs)
		last.Blingos, last.Removed = st.placeMarkers(qs)
		st.endTurn(last)
		return true
	}
	return false
}

// placeMarkers places the active seat's markers on qs, as Board.place
// does, and keeps the markers and Blingo lines of the cached state up to
// date.
func (st *state) placeMarkers(qs []Square) (LineSet, int) {
	s := st.Active
	held, lay := st.Board.held(s), st.Board.layout()
	var through LineSet
	for _, q := range qs {
		held = held.with(q)
		through |= lay.squareLineSet[q]
	}
	if lay.completes(held, through) != 0 {
		made, removed := st.Board.place(s, qs)
		st.markers = uint16(int(st.markers) + len(qs) - removed)
		st.blingos = st.Board.masks().blingos
		return made, removed
	}
	for _, q := range qs {
		st.Board[q-1] |= seatBit(s)
	}
	st.markers += uint16(len(qs))
	return 0, 0
}

// mayAct tells whether seat s may move now, and why not.
func (st *state) mayAct(s games.Seat) error {
	switch {
	case st.Phase == Over:
		return locale.Refuse("blingo", games.ErrGameOver, "refuse.game_over")
	case s < 0 || int(s) >= st.Seats:
		return notYourTurn("refuse.blingo.no_seat")
	case s != st.Active:
		return notYourTurn("refuse.blingo.wait_for", games.SeatRef(st.Active))
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
		if len(choices) > 0 {
			return illegal("refuse.blingo.rolled_place", st.Dice[0], st.Dice[1], string(choices[0].Move()))
		}
		return illegal("refuse.blingo.rolled_pass", st.Dice[0], st.Dice[1])
	case Pass:
		if len(choices) > 0 {
			return illegal("refuse.blingo.can_place", string(choices[0].Move()))
		}
	case Place:
		i := slices.IndexFunc(choices, func(c Choice) bool { return slices.Equal(c.Squares, a.Targets()) })
		if i < 0 {
			return st.whyNot(a, choices)
		}
		copy(last.Placed[:], choices[i].Squares)
		last.Blingos, last.Removed = st.placeMarkers(choices[i].Squares)
	}
	st.endTurn(last)
	return nil
}

// endTurn records the turn and ends the game at a blackout, when the
// player holds the Blingo lines that end a short game, when nobody could
// place a marker with any roll, or at the safety cap; else the next seat
// rolls. The state is cached.
func (st *state) endTurn(last LastTurn) {
	st.Last = last
	st.Dice = Dice{}
	st.choice = 0
	switch {
	case st.Board.Blackout():
		st.End = Blackout
	case st.EndLines > 0 && st.blingos[st.Active].Len() >= st.EndLines:
		st.End = Lined
	case !st.anyCanPlace():
		st.End = Stuck
	case st.Turn >= MaxTurns:
		st.End = Capped
	default:
		st.Active++
		if int(st.Active) == st.Seats {
			st.Active = 0
		}
		st.Phase = Rolling
		return
	}
	st.Phase = Over
}

// anyCanPlace reports whether some player could place a marker with some
// roll on the board, which is not blacked out: a square without a marker
// is on no Blingo line, so it is open to every player, and every square is
// named by some roll (1-8 by a die, 9s and 0s by a sum, the rest joined).
// So a player can place while a marker is left; each has Supply at most
// on the board. The state is cached.
func (st *state) anyCanPlace() bool { return int(st.markers) < st.Supply*st.Seats }
