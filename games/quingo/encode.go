package quingo

import (
	"fmt"
	"strconv"
)

// Encode writes the state as JSON, byte for byte as json.Marshal would (a
// test keeps the two equal), without reflection: a state is encoded after
// every move.
func (st *state) Encode() ([]byte, error) { return st.record().encode(), nil }

// encode writes the record as JSON, byte for byte as json.Marshal would.
func (rec *record) encode() []byte {
	b := make([]byte, 0, 256+64*len(rec.Sheets))
	b = append(b, `{"phase":"`...)
	b = append(b, phaseNames[rec.Phase]...)
	b = append(b, `","setup":{"bonus":`...)
	b = appendInts(b, rec.Setup.Bonus[:])
	b = append(b, `,"wild":`...)
	b = strconv.AppendInt(b, int64(rec.Setup.Wild), 10)
	b = append(b, `},"pool":[`...)
	for i, d := range rec.Pool {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"faces":`...)
		b = strconv.AppendInt(b, int64(d.Faces), 10)
		b = append(b, `,"value":`...)
		b = strconv.AppendInt(b, int64(d.Value), 10)
		b = append(b, `,"taken":`...)
		b = strconv.AppendBool(b, d.Taken)
		b = append(b, '}')
	}
	b = append(b, `],"sheets":[`...)
	for i, sh := range rec.Sheets {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = sh.appendText(b)
		b = append(b, '"')
	}
	b = append(b, `],"limits":`...)
	b = appendInts(b, rec.Limits)
	for _, f := range []struct {
		key string
		v   int
	}{{`,"round":`, rec.Round}, {`,"first":`, int(rec.First)}, {`,"turn":`, int(rec.Turn)}, {`,"finisher":`, int(rec.Finisher)}} {
		b = append(b, f.key...)
		b = strconv.AppendInt(b, int64(f.v), 10)
	}
	b = append(b, `,"lap":`...)
	b = appendInts(b, rec.Lap)
	b = append(b, `,"stalled":`...)
	b = strconv.AppendBool(b, rec.Stalled)
	b = append(b, `,"last":`...)
	b = rec.Last.appendJSON(b)
	return append(b, '}')
}

// appendInts appends a JSON array of xs, or null for a nil slice.
func appendInts[T ~int](b []byte, xs []T) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(x), 10)
	}
	return append(b, ']')
}

// appendJSON appends the event as json.Marshal would; the move is
// canonical, so it needs no escaping (check verifies it).
func (e *Event) appendJSON(b []byte) []byte {
	if e == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(e.Seat), 10)
	b = append(b, `,"move":"`...)
	b = append(b, e.Move...)
	b = append(b, '"')
	if len(e.Faces) > 0 {
		b = append(b, `,"faces":`...)
		b = appendInts(b, e.Faces)
	}
	if e.Sum != 0 {
		b = append(b, `,"sum":`...)
		b = strconv.AppendInt(b, int64(e.Sum), 10)
	}
	return append(b, '}')
}

// check verifies a decoded event of a game of n seats: a canonical take or
// pass, the faces matching the dice.
func (e *Event) check(n int) error {
	if e == nil {
		return nil
	}
	a, err := ParseMove(e.Move)
	switch {
	case err != nil || a.Move() != e.Move || a.Kind == ChooseWilds:
		return fmt.Errorf("last move %q", e.Move)
	case e.Seat < 0 || int(e.Seat) >= n:
		return fmt.Errorf("last move by seat %d", e.Seat)
	case len(e.Faces) != len(a.Dice):
		return fmt.Errorf("last move %q with faces %v", e.Move, e.Faces)
	}
	sum := 0
	for i, f := range e.Faces {
		if f < 1 || f > a.Dice[i].Faces {
			return fmt.Errorf("last move %q with faces %v", e.Move, e.Faces)
		}
		sum += f
	}
	if sum != e.Sum {
		return fmt.Errorf("last move %q sums to %d, not %d", e.Move, sum, e.Sum)
	}
	return nil
}
