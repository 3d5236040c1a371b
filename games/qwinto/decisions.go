package qwinto

import (
	"encoding/json"
	"strconv"

	"github.com/quintetbot/quintet/games"
)

// decisions records which seats have written or skipped on the current
// roll. It is a value, so a state copies it with one assignment. In JSON it
// is a list of booleans, one per seat.
type decisions struct {
	seats int   // the number of seats
	done  uint8 // bit s: seat s has decided
}

func newDecisions(seats int) decisions { return decisions{seats: seats} }

// Len returns the number of seats.
func (d decisions) Len() int { return d.seats }

// Has reports whether seat s has decided.
func (d decisions) Has(s games.Seat) bool { return s >= 0 && s < 8 && d.done&(1<<s) != 0 }

// With returns d with seat s decided.
func (d decisions) With(s games.Seat) decisions {
	d.done |= 1 << s
	return d
}

// Any reports whether some seat has decided.
func (d decisions) Any() bool { return d.done != 0 }

// All reports whether every seat has decided.
func (d decisions) All() bool { return d.done == d.everyone() }

// Waiting returns the seats that have not decided, bit s for seat s.
func (d decisions) Waiting() uint8 { return d.everyone() &^ d.done }

func (d decisions) everyone() uint8 { return uint8(1)<<d.seats - 1 }

// MarshalJSON writes one boolean per seat.
func (d decisions) MarshalJSON() ([]byte, error) { return d.appendJSON(nil), nil }

func (d decisions) appendJSON(b []byte) []byte {
	b = append(b, '[')
	for s := range games.Seat(d.seats) {
		if s > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendBool(b, d.Has(s))
	}
	return append(b, ']')
}

// UnmarshalJSON reads a list of booleans, one per seat.
func (d *decisions) UnmarshalJSON(b []byte) error {
	var list []bool
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	*d = newDecisions(len(list))
	for s, done := range list {
		if done {
			*d = d.With(games.Seat(s))
		}
	}
	return nil
}
