package quingo

import "github.com/quintetbot/quintet/games"

// seatLists holds, for every set of seats (bit s for seat s), the seats in
// it, ascending; nil for the empty set. The lists are shared and must not
// be changed.
var seatLists = func() (out [1 << maxSeats][]games.Seat) {
	for set := 1; set < len(out); set++ {
		for s := range maxSeats {
			if set&(1<<s) != 0 {
				out[set] = append(out[set], games.Seat(s))
			}
		}
		out[set] = out[set][:len(out[set]):len(out[set])]
	}
	return out
}()

// seatsIn returns the shared list of the seats in set.
func seatsIn(set uint) []games.Seat {
	if set >= uint(len(seatLists)) {
		return nil
	}
	return seatLists[set]
}
