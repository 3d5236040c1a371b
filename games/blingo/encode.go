package blingo

import (
	"fmt"
	"strconv"
)

// Encode writes the state as JSON, the board as ParseBoard reads it. It
// writes what json.Marshal would (a test keeps the two equal) without
// reflection: the conformance suite and the session encode states often.
func (st *state) Encode() ([]byte, error) {
	b := make([]byte, 0, 400)
	b = append(b, `{"seats":`...)
	b = strconv.AppendInt(b, int64(st.Seats), 10)
	b = append(b, `,"phase":"`...)
	b = append(b, st.Phase.String()...)
	b = append(b, `","active":`...)
	b = strconv.AppendInt(b, int64(st.Active), 10)
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(st.Turn), 10)
	b = append(b, `,"dice":`...)
	b = appendInts(b, st.Dice[:])
	b = append(b, `,"end":"`...)
	b = append(b, st.End.String()...)
	b = append(b, `","last":{"turn":`...)
	b = strconv.AppendInt(b, int64(st.Last.Turn), 10)
	b = append(b, `,"seat":`...)
	b = strconv.AppendInt(b, int64(st.Last.Seat), 10)
	b = append(b, `,"dice":`...)
	b = appendInts(b, st.Last.Dice[:])
	b = append(b, `,"placed":`...)
	b = appendInts(b, st.Last.Placed[:])
	b = append(b, `,"blingos":`...)
	b = strconv.AppendUint(b, uint64(st.Last.Blingos), 10)
	b = append(b, `,"removed":`...)
	b = strconv.AppendInt(b, int64(st.Last.Removed), 10)
	b = append(b, `},"board":"`...)
	b = st.Board.appendText(b)
	b = append(b, `","supply":`...)
	b = strconv.AppendInt(b, int64(st.Supply), 10)
	if st.EndLines != 0 {
		b = append(b, `,"endLines":`...)
		b = strconv.AppendInt(b, int64(st.EndLines), 10)
	}
	return append(b, '}'), nil
}

// appendInts appends a JSON array of small integers.
func appendInts[T ~int](b []byte, vs []T) []byte {
	b = append(b, '[')
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, ']')
}

// check verifies a decoded state.
func (st *state) check() error {
	switch {
	case st.Seats < MinSeats || st.Seats > MaxSeats:
		return fmt.Errorf("%d seats", st.Seats)
	case st.Active < 0 || int(st.Active) >= st.Seats:
		return fmt.Errorf("active seat %d", st.Active)
	case st.Phase < Rolling || st.Phase > Over:
		return fmt.Errorf("phase %d", st.Phase)
	case (st.End == Playing) != (st.Phase != Over):
		return fmt.Errorf("end %s in phase %s", st.End, st.Phase)
	case st.Turn < 0 || st.Turn > MaxTurns || (st.Phase == Placing && st.Turn == 0):
		return fmt.Errorf("turn %d in phase %s", st.Turn, st.Phase)
	case !st.Dice.Valid() || st.Dice.Rolled() != (st.Phase == Placing):
		return fmt.Errorf("dice %v in phase %s", st.Dice, st.Phase)
	case st.Supply < 1 || st.Supply > Unlimited:
		return fmt.Errorf("supply of %d markers", st.Supply)
	case st.EndLines < 0 || st.EndLines > NumLines:
		return fmt.Errorf("%d Blingo lines end the game", st.EndLines)
	case st.End == Lined && st.EndLines == 0:
		return fmt.Errorf("a game ended by its lines without lines that end it")
	case (st.Board.Rows() == ShortRows) != (st.EndLines == ShortLines):
		return fmt.Errorf("a board of %d rows in a game that %d Blingo lines end", st.Board.Rows(), st.EndLines)
	}
	if err := st.Last.check(st); err != nil {
		return err
	}
	return st.Board.Valid(st.Seats, st.Supply)
}

// check verifies the record of the last turn.
func (l LastTurn) check(st *state) error {
	if l.Turn == 0 {
		if l != (LastTurn{}) {
			return fmt.Errorf("a last turn numbered 0")
		}
		return nil
	}
	switch {
	case l.Turn > st.Turn || l.Turn < st.Turn-1:
		return fmt.Errorf("last turn %d at turn %d", l.Turn, st.Turn)
	case l.Seat < 0 || int(l.Seat) >= st.Seats:
		return fmt.Errorf("last seat %d", l.Seat)
	case !l.Dice.Valid() || !l.Dice.Rolled():
		return fmt.Errorf("last dice %v", l.Dice)
	case l.Blingos&^st.Board.layout().lines != 0 || l.Removed < 0:
		return fmt.Errorf("last Blingos %d, removed %d", l.Blingos, l.Removed)
	}
	for _, q := range l.Squares() {
		if !st.Board.OnBoard(q) {
			return fmt.Errorf("last placed on %d", q)
		}
	}
	return nil
}
