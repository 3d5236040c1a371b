package cinqo

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/quintetbot/quintet/games"
)

// The totals and the last turn are kept in the state itself, without a
// pointer, so that the copy Apply makes on every move is one small block
// the collector need not look into. Their JSON is that of []int and *Turn.

// scores holds the points of each seat.
type scores struct {
	seats  int8
	points [maxSeats]int32
}

// newScores returns no points for each of n seats, 1-6.
func newScores(n int) scores { return scores{seats: int8(n)} }

// len returns the number of seats.
func (sc *scores) len() int { return int(sc.seats) }

// of returns the points of seat s.
func (sc *scores) of(s games.Seat) int { return int(sc.points[s]) }

// add gives seat s points more.
func (sc *scores) add(s games.Seat, points int) { sc.points[s] += int32(points) }

// list returns the points of each seat in a new slice.
func (sc *scores) list() []int {
	out := make([]int, sc.seats)
	for i := range out {
		out[i] = int(sc.points[i])
	}
	return out
}

// MarshalJSON writes the points as a JSON array.
func (sc scores) MarshalJSON() ([]byte, error) { return appendScores(nil, &sc), nil }

// UnmarshalJSON reads a JSON array of up to six totals.
func (sc *scores) UnmarshalJSON(b []byte) error {
	var list []int
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	if len(list) > maxSeats {
		return fmt.Errorf("%d seats", len(list))
	}
	out := newScores(len(list))
	for i, v := range list {
		if v < math.MinInt32 || v > math.MaxInt32 {
			return fmt.Errorf("%s has %d points", games.Seat(i), v)
		}
		out.points[i] = int32(v)
	}
	*sc = out
	return nil
}

// lastTurn is a finished turn (Turn) without its score, which follows from
// the dice, the Hi/Lo die and whether they were five of a kind in one
// roll, packed into eight bytes. The zero value, with no Hi/Lo face, is no
// turn.
type lastTurn struct {
	dice  uint32 // the dice, three bits a face count, face 1 lowest
	round int16
	who   uint8 // the seat (bits 0-2), an extra turn (bit 3), five of a kind (bit 4), the Hi/Lo face (bits 5-7)
}

// The flags of lastTurn.who.
const (
	lastExtra = 1 << 3
	lastFive  = 1 << 4
)

// lastOf keeps turn t, of a seat 0-5 with a Hi/Lo face and at most five
// dice. Its score must be the one Score gives its dice, or
// FiveOfAKindScore for five of a kind in one roll.
func lastOf(t Turn) lastTurn {
	l := lastTurn{round: int16(t.Round), who: uint8(t.Seat) | uint8(t.HiLo)<<5}
	for i, c := range t.Dice {
		l.dice |= uint32(c) << (3 * i)
	}
	if t.Extra {
		l.who |= lastExtra
	}
	if t.Score.FiveOfAKind {
		l.who |= lastFive
	}
	return l
}

// turn returns the turn kept, nil for none.
func (l lastTurn) turn() *Turn {
	hilo := HiLo(l.who >> 5)
	if hilo == NoHiLo {
		return nil
	}
	var dice Dice
	for i := range dice {
		dice[i] = int8(l.dice >> (3 * i) & 7)
	}
	score := Score(dice, hilo)
	if l.who&lastFive != 0 {
		score = FiveOfAKindScore(dice, hilo)
	}
	return &Turn{Seat: games.Seat(l.who & 7), Round: int(l.round), Extra: l.who&lastExtra != 0, Dice: dice, HiLo: hilo, Score: score}
}

// MarshalJSON writes the turn as a Turn.
func (l lastTurn) MarshalJSON() ([]byte, error) {
	t := l.turn()
	if t == nil {
		return []byte("null"), nil
	}
	return t.appendJSON(nil)
}

// UnmarshalJSON reads a Turn; its score is taken to be the one its dice
// make. null is no turn.
func (l *lastTurn) UnmarshalJSON(b []byte) error {
	var t *Turn
	if err := json.Unmarshal(b, &t); err != nil {
		return err
	}
	switch {
	case t == nil:
		*l = lastTurn{}
	case !t.HiLo.Valid() || t.Seat < 0 || t.Seat >= maxSeats || t.Round < 0 || t.Round > math.MaxInt16:
		return fmt.Errorf("last turn of %s in round %d with %q", t.Seat, t.Round, t.HiLo)
	default:
		*l = lastOf(*t)
	}
	return nil
}
