package blingo

import "github.com/quintetbot/quintet/games"

// The default policy plays bot seats and turn timeouts. It is deterministic:
//
//   - Before the roll it rolls; when the roll allows nothing it passes.
//   - Else it plays the choice of highest value: 1000 per line it makes its
//     Blingo, 100 per marker of another player that removes, 50 per marker
//     placed, and for each line through a placed square that is no other
//     player's Blingo, the square of the number of its markers on that line
//     afterwards: the nearer a line is to a Blingo, the more a marker on it
//     is worth. Ties go to the first choice in Legal order.

// Policy weights, in points of value.
const (
	valueBlingo  = 1000 // per line made the player's Blingo
	valueRemoved = 100  // per marker of another player removed
	valuePlaced  = 50   // per marker placed
)

// Default returns the default policy's move for seat s, "" when s may not
// move.
func (st *state) Default(s games.Seat) games.Move {
	if !st.isActor(s) {
		return ""
	}
	if st.Phase == Rolling {
		return Action{Kind: Roll}.Move()
	}
	cs, _ := st.choices()
	if len(cs) == 0 {
		return Action{Kind: Pass}.Move()
	}
	best, bestValue := 0, -1
	for i, c := range cs {
		if v := value(st.Board, s, c); v > bestValue {
			best, bestValue = i, v
		}
	}
	return cs[best].Move()
}

// value is the default policy's value of choice c for seat s on board b
// (a copy, which it plays the choice on).
func value(b Board, s games.Seat, c Choice) int {
	made, removed := b.place(s, c.Squares)
	v := valueBlingo*made.Len() + valueRemoved*removed + valuePlaced*len(c.Squares)
	owners, lay := b.owners(), b.layout()
	for _, q := range c.Squares {
		for _, l := range lay.squareLines[q] {
			if owners[l]&^seatBit(s) != 0 {
				continue
			}
			held := 0
			for _, t := range lay.lineSquares[l] {
				if b[t-1].Has(s) {
					held++
				}
			}
			v += held * held
		}
	}
	return v
}

// AutoMove plays what is no decision for the active seat: the roll that
// starts its turn, so a player meets the turn with the dice and the
// choices; the pass when the roll allows nothing; and the placement when
// the roll allows exactly one (TellMove says so on the board).
func (st *state) AutoMove(s games.Seat) games.Move {
	m, _ := st.forced(s)
	return m
}

// forced returns AutoMove's move for seat s and reports whether s has no
// choice to make: true as well, with "", when s may not move.
func (st *state) forced(s games.Seat) (games.Move, bool) {
	if !st.isActor(s) {
		return "", true
	}
	switch p := st.picks(); {
	case st.Phase == Rolling:
		return rollOnly[0], true
	case st.Phase == Placing && p == 0:
		return passOnly[0], true
	case st.Phase == Placing && p.len() == 1:
		return p.moves(st.Board.layout(), st.Dice)[0], true
	}
	return "", false
}

// onlyChoice reports whether m is the active seat's one placement for the
// roll: a move AutoMove plays for the seat.
func (st *state) onlyChoice(m games.Move) bool {
	p := st.picks()
	return st.Phase == Placing && p.len() == 1 && games.Normalize(m) == p.moves(st.Board.layout(), st.Dice)[0]
}
