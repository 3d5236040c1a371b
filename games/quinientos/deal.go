package quinientos

import "github.com/quintetbot/quintet/games"

// HandSize is the number of tiles dealt to each player: the whole set is
// dealt, there is no boneyard.
const HandSize = SetSize / Seats

// Deal shuffles the set with r and deals seven tiles to each seat, seat 0
// first, each hand sorted heaviest first. The shuffle is Fisher-Yates from
// the top: it draws r.IntN(28), r.IntN(27), ..., r.IntN(2), 27 values.
func Deal(r games.Rand) [Seats]Hand {
	tiles := Set()
	for i := len(tiles) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		tiles[i], tiles[j] = tiles[j], tiles[i]
	}
	var hands [Seats]Hand
	for s := range hands {
		hands[s] = Hand(tiles[s*HandSize : (s+1)*HandSize : (s+1)*HandSize]).sorted()
	}
	return hands
}

// holder returns the seat whose hand holds t, or -1.
func holder(hands [Seats]Hand, t Tile) games.Seat {
	for s, h := range hands {
		if h.Contains(t) {
			return games.Seat(s)
		}
	}
	return -1
}
