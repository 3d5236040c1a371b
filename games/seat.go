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
