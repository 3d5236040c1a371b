package quingo

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/quintetbot/quintet/games"
)

// Encode writes the state as JSON, byte for byte as json.Marshal would (a
// test keeps the two equal), without reflection: a state is encoded after
// every move.
func (st *state) Encode() ([]byte, error) {
	b := make([]byte, 0, 256+64*st.seats())
	b = append(b, `{"phase":"`...)
	b = append(b, phaseNames[st.Phase]...)
	b = append(b, `","setup":{"bonus":`...)
	b = appendInts(b, st.Setup.Bonus[:])
	b = append(b, `,"wild":`...)
	b = strconv.AppendInt(b, int64(st.Setup.Wild), 10)
	b = append(b, `},"pool":[`...)
	for i, d := range st.Pool {
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
	for i, sh := range st.Sheets {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = sh.appendText(b)
		b = append(b, '"')
	}
	b = append(b, `],"limits":`...)
	b = appendInts(b, st.Limits)
	for _, f := range []struct {
		key string
		v   int
	}{{`,"round":`, st.Round}, {`,"first":`, int(st.First)}, {`,"turn":`, int(st.Turn)}, {`,"finisher":`, int(st.Finisher)}} {
		b = append(b, f.key...)
		b = strconv.AppendInt(b, int64(f.v), 10)
	}
	b = append(b, `,"lap":`...)
	b = appendInts(b, st.Lap)
	b = append(b, `,"stalled":`...)
	b = strconv.AppendBool(b, st.Stalled)
	b = append(b, `,"last":`...)
	b = st.Last.appendJSON(b)
	return append(b, '}'), nil
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

// check verifies a decoded state: its parts are in range and agree with
// its phase.
func (st *state) check() error {
	n := st.seats()
	switch {
	case n < minSeats || n > maxSeats:
		return fmt.Errorf("%d seats", n)
	case len(st.Limits) != n:
		return fmt.Errorf("%d limits for %d seats", len(st.Limits), n)
	case st.Phase < Choosing || st.Phase > Over:
		return fmt.Errorf("phase %d", st.Phase)
	}
	if err := st.Setup.valid(); err != nil {
		return err
	}
	if err := st.Pool.valid(st.Round > 0); err != nil {
		return err
	}
	for s, sh := range st.Sheets {
		if err := sh.valid(); err != nil {
			return fmt.Errorf("%s: %w", games.Seat(s), err)
		}
		for _, w := range sh.Wilds {
			if w > st.MaxWild() {
				return fmt.Errorf("%s: wild number %d past the pool's largest sum", games.Seat(s), w)
			}
		}
		if st.Phase != Choosing && !sh.Chosen() {
			return fmt.Errorf("%s: wilds not chosen in phase %s", games.Seat(s), st.Phase)
		}
	}
	if err := st.Last.check(n); err != nil {
		return err
	}
	switch st.Phase {
	case Choosing:
		return st.checkChoosing()
	case Over:
		return st.checkOver()
	}
	return st.checkPlay()
}

func (st *state) checkChoosing() error {
	switch {
	case len(st.Actors()) == 0:
		return fmt.Errorf("every seat has chosen, yet play has not started")
	case st.Round != 0 || st.Turn != 0 || st.First != 0 || st.Finisher != -1 || st.Lap != nil || st.Last != nil || st.Stalled:
		return fmt.Errorf("play recorded while choosing wilds")
	case slices.ContainsFunc(st.Limits, func(l int) bool { return l != 0 }):
		return fmt.Errorf("limits rolled while choosing wilds")
	}
	return nil
}

func (st *state) checkOver() error {
	for s, sh := range st.Sheets {
		if sh.OpenBoxes() != 0 {
			return fmt.Errorf("%s has open boxes after the end", games.Seat(s))
		}
	}
	if st.Turn != -1 || st.Lap != nil {
		return fmt.Errorf("a turn after the end")
	}
	return nil
}

func (st *state) checkPlay() error {
	n := games.Seat(st.seats())
	switch {
	case st.Round < 1 || st.Stalled:
		return fmt.Errorf("round %d in play", st.Round)
	case st.Turn < 0 || st.Turn >= n || st.First < 0 || st.First >= n:
		return fmt.Errorf("turn %d, first %d", st.Turn, st.First)
	case slices.ContainsFunc(st.Limits, func(l int) bool { return l < 1 || l > LimitDie }):
		return fmt.Errorf("limits %v", st.Limits)
	}
	full := 0
	for _, sh := range st.Sheets {
		if sh.Full() {
			full++
		}
	}
	if st.Phase == Playing {
		switch {
		case full > 0 || st.Finisher != -1 || st.Lap != nil:
			return fmt.Errorf("a full sheet outside the last lap")
		case st.Pool.Left() == 0 || !st.anyCanCheck(st.allSeats()):
			return fmt.Errorf("a round no one can play is not over")
		}
		return nil
	}
	switch {
	case st.Finisher < 0 || st.Finisher >= n || !st.Sheets[st.Finisher].Full():
		return fmt.Errorf("last lap without a full sheet")
	case len(st.Lap) == 0 || st.Lap[0] != st.Turn || slices.Contains(st.Lap, st.Finisher):
		return fmt.Errorf("last lap %v, turn %d", st.Lap, st.Turn)
	case st.Pool.Left() == 0:
		return fmt.Errorf("an empty pool in the last lap")
	}
	for i, s := range st.Lap {
		if s < 0 || s >= n || (i > 0 && (s-st.Finisher+n)%n <= (st.Lap[i-1]-st.Finisher+n)%n) {
			return fmt.Errorf("last lap %v out of order", st.Lap)
		}
	}
	return nil
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
