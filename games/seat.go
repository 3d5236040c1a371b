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

// setSeats holds the lists SeatsIn shares, one per set of seats 0 to 7.
var setSeats = func() (out [1 << 8][]Seat) {
	for set := 1; set < len(out); set++ {
		for s := range 8 {
			if set&(1<<s) != 0 {
				out[set] = append(out[set], Seat(s))
			}
		}
		out[set] = out[set][:len(out[set]):len(out[set])]
	}
	return out
}()

// SeatsIn returns the seats of a set, bit s for seat s, in ascending
// order, as Actors returns them when several seats act at once; nil for
// the empty set. For sets of seats 0 to 7 the list is shared by every
// caller and read-only (see State); for a larger set it is new.
func SeatsIn(set uint) []Seat {
	if set < uint(len(setSeats)) {
		return setSeats[set]
	}
	var out []Seat
	for s := 0; set != 0; s, set = s+1, set>>1 {
		if set&1 != 0 {
			out = append(out, Seat(s))
		}
	}
	return out
}
