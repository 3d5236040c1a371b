package quinientos

import "github.com/quintetbot/quintet/games"

// HandSize is the number of tiles dealt to each player: the whole set is
// dealt, there is no boneyard.
const HandSize = SetSize / Seats

// Deal shuffles the set with r and deals seven tiles to each seat, seat 0
// first, each hand sorted heaviest first. The shuffle is Fisher-Yates from
// the top: it draws r.IntN(28), r.IntN(27), ..., r.IntN(2), 27 values.
func Deal(r games.Rand) [Seats]Hand {
	var hands [Seats]Hand
	for s, ts := range dealSets(r) {
		hands[s] = ts.hand()
	}
	return hands
}

// dealSets deals as Deal does, each hand as a tile set.
func dealSets(r games.Rand) [Seats]tileSet {
	var tiles [SetSize]uint8 // tile indexes, in Set's order: 27 (6-6) first
	for i := range tiles {
		tiles[i] = uint8(SetSize - 1 - i)
	}
	for i := len(tiles) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		tiles[i], tiles[j] = tiles[j], tiles[i]
	}
	var hands [Seats]tileSet
	for s := range hands {
		for _, i := range tiles[s*HandSize : (s+1)*HandSize] {
			hands[s] |= 1 << i
		}
	}
	return hands
}

// holder returns the seat whose hand holds t, or -1.
func holder(hands [Seats]tileSet, t Tile) games.Seat {
	for s, h := range hands {
		if h.has(t) {
			return games.Seat(s)
		}
	}
	return -1
}
