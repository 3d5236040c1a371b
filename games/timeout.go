package games

import "slices"

// TimeoutPolicy is implemented by a State whose turn timeouts play another
// move than Default: TimeoutMove returns the move for seat s when its time
// has run out, one of Legal(s). A State without it times out with Default.
type TimeoutPolicy interface {
	TimeoutMove(s Seat) Move
}

// TimeoutMove returns what a timeout plays for seat s in st.
func TimeoutMove(st State, s Seat) Move {
	if p, ok := st.(TimeoutPolicy); ok {
		if m := p.TimeoutMove(s); m != "" {
			return m
		}
	}
	return st.Default(s)
}

// TurnKeeper is implemented by a State in which a seat's turn takes
// several moves, such as Qwinto's roll and then writing it, or Cinq-O's
// rolls and placings. TurnKey returns a number that stays the same from
// the first move of the acting seat's turn to its last and differs once
// the turn has ended. A timeout plays the seat's timeout moves until its
// turn ends; in a State without it a turn is a single move.
type TurnKeeper interface {
	TurnKey() int
}

// SameTurn reports whether the turn of seat s that was under way in
// before still goes on in after: s may act in both and, for a TurnKeeper,
// the turn key did not change.
func SameTurn(before, after State, s Seat) bool {
	if after.Result().Over || !slices.Contains(after.Actors(), s) {
		return false
	}
	b, ok1 := before.(TurnKeeper)
	a, ok2 := after.(TurnKeeper)
	return ok1 && ok2 && b.TurnKey() == a.TurnKey()
}
