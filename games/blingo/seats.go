package blingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// MaxSeats is the most players a game of Blingo takes.
const MaxSeats = 6

// SeatSet is a set of seats, bit s for seat s: the players with a marker
// on a square, or the players whose Blingo a line is.
type SeatSet uint8

// SeatsOf returns the set of the given seats.
func SeatsOf(seats ...games.Seat) SeatSet {
	var s SeatSet
	for _, x := range seats {
		s |= seatBit(x)
	}
	return s
}

func seatBit(s games.Seat) SeatSet {
	if s < 0 || s >= MaxSeats {
		return 0
	}
	return 1 << s
}

// Has reports whether seat s is in the set.
func (ss SeatSet) Has(s games.Seat) bool { return seatBit(s) != 0 && ss&seatBit(s) != 0 }

// Len returns the number of seats in the set.
func (ss SeatSet) Len() int { return bits.OnesCount8(uint8(ss)) }

// List returns the seats of the set, ascending.
func (ss SeatSet) List() []games.Seat {
	var out []games.Seat
	for s := range games.Seat(MaxSeats) {
		if ss.Has(s) {
			out = append(out, s)
		}
	}
	return out
}
