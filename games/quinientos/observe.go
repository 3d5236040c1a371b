package quinientos

import (
	"slices"

	"github.com/quintetbot/quintet/games"
)

var _ games.Observer = (*state)(nil)

// redealTries is how many times Observe tries to deal the unseen tiles
// consistently with every pass before it deals them by counts alone.
const redealTries = 20

// Observe returns a state seat s cannot tell from st (see games.Observer):
// the tiles s cannot see, those in the other seats' hands, are dealt again
// from r, each seat keeping its number of tiles, no seat receiving a tile
// of a value it showed it lacks by passing this round, and, before the
// first lead of the game, the seat to play keeping the 6-6 it must lead,
// and later a tile that fits (the engine passes for a seat that has none).
// Everything else, the finished rounds included, is public and kept.
func (st *state) Observe(s games.Seat, r games.Rand) games.State {
	c := st.successor()
	var unseen tileSet
	var forbid [Seats]tileSet
	for o := range Seats {
		if games.Seat(o) == s {
			forbid[o] = ^tileSet(0)
			continue
		}
		unseen |= c.hands[o]
		for v := range MaxPips + 1 {
			if c.Void[o].Has(v) {
				forbid[o] |= showing[v]
			}
		}
	}
	if c.mustLeadDoubleSix() && c.Turn() != s {
		six := tileSet(0).with(Tile{MaxPips, MaxPips})
		for o := range Seats {
			if games.Seat(o) != c.Turn() {
				forbid[o] |= six
			}
		}
	}
	var counts [Seats]int
	for o := range Seats {
		if games.Seat(o) != s {
			counts[o] = c.hands[o].len()
		}
	}
	// The engine passes for a seat that cannot play, so the seat to play
	// holds a tile that fits.
	var must tileSet
	if left, right, open := c.line.ends(); open && c.Turn() != s {
		must = showing[left] | showing[right]
	}
	hands, ok := [Seats]tileSet{}, false
	for range redealTries {
		if hands, ok = deal(unseen, counts, forbid, r); ok && (must == 0 || hands[c.Turn()]&must != 0) {
			break
		}
		ok = false
	}
	if !ok {
		var none [Seats]tileSet
		for o := range Seats {
			if games.Seat(o) == s {
				none[o] = forbid[o]
			}
		}
		hands, _ = deal(unseen, counts, none, r)
	}
	for o := range Seats {
		if games.Seat(o) != s {
			c.hands[o] = hands[o]
		}
	}
	return c
}

// deal deals the tiles of set, shuffled by r, counts[o] to seat o, none of
// forbid[o] to seat o: the tiles fewest seats may take first, each to a
// seat that may take it drawn in proportion to the tiles it still needs.
// It reports false when it deals itself into a corner.
func deal(set tileSet, counts [Seats]int, forbid [Seats]tileSet, r games.Rand) ([Seats]tileSet, bool) {
	var hands [Seats]tileSet
	tiles := make([]int, 0, SetSize)
	for ts := set; ts != 0; ts &= ts - 1 {
		tiles = append(tiles, ts.lowestIndex())
	}
	for i := len(tiles) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		tiles[i], tiles[j] = tiles[j], tiles[i]
	}
	takers := func(i int) int {
		n := 0
		for o := range Seats {
			if counts[o] > 0 && forbid[o]&(1<<i) == 0 {
				n++
			}
		}
		return n
	}
	slices.SortStableFunc(tiles, func(a, b int) int { return takers(a) - takers(b) })
	for _, i := range tiles {
		total := 0
		for o := range Seats {
			if counts[o] > 0 && forbid[o]&(1<<i) == 0 {
				total += counts[o]
			}
		}
		if total == 0 {
			return hands, false
		}
		pick := r.IntN(total)
		for o := range Seats {
			if counts[o] == 0 || forbid[o]&(1<<i) != 0 {
				continue
			}
			if pick < counts[o] {
				hands[o] |= 1 << i
				counts[o]--
				break
			}
			pick -= counts[o]
		}
	}
	return hands, true
}
