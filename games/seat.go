package games

import "strconv"

// Seat is a player's place at the table, 0..n-1 in join order.
type Seat int

// Spectator is the seat of someone who does not play: View(Spectator) is the
// public view of a match.
const Spectator Seat = -1

// String returns "seat N" (1-based, as players count) or "spectator".
func (s Seat) String() string {
	if s < 0 {
		return "spectator"
	}
	return "seat " + strconv.Itoa(int(s)+1)
}

// onlySeats holds the lists Only shares, one per seat up to 15.
var onlySeats = func() (out [16][]Seat) {
	for s := range out {
		out[s] = []Seat{Seat(s)}
	}
	return out
}()

// Only returns a list of seat s alone, as Actors returns it on a seat's
// turn. For seats 0 to 15 the list is shared by every caller and read-only
// (see State); for any other seat it is new.
func Only(s Seat) []Seat {
	if s >= 0 && int(s) < len(onlySeats) {
		return onlySeats[s]
	}
	return []Seat{s}
}
