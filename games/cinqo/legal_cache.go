package cinqo

import (
	"strings"
	"sync"

	"github.com/quintetbot/quintet/games"
)

// placeKey is everything the listed placements depend on, the roll, the
// bank and the box, packed by keyOf into one integer.
type placeKey uint64

// keyOf packs the roll, the bank and whether the Hi/Lo die is boxed: four
// bits per face count (counts are 0-5), the box in bit 48.
func keyOf(roll, bank Dice, boxed bool) placeKey {
	k := nibbles(roll) | nibbles(bank)<<(4*Faces)
	if boxed {
		k |= 1 << (8 * Faces)
	}
	return k
}

// nibbles packs the counts of d four bits each, face 1 lowest. It is
// written out face by face: Legal calls it twice a placement.
func nibbles(d Dice) placeKey {
	return placeKey(d[0]&0xf) | placeKey(d[1]&0xf)<<4 | placeKey(d[2]&0xf)<<8 |
		placeKey(d[3]&0xf)<<12 | placeKey(d[4]&0xf)<<16 | placeKey(d[5]&0xf)<<20
}

// placeCache keeps the sorted placements of the positions seen lately.
// Listing them (up to several hundred moves, formatted and sorted) was
// nearly all the cost of a random playout, and a roll of five dice with a
// bank has few enough forms that most lists are asked for again and
// again. It is a pure function's memo: the lists never change, so the
// engine stays deterministic. Safe for concurrent use.
//
// The lists share their strings: the same few thousand moves recur in
// thousands of lists, and one copy of each keeps the memo small and the
// text Apply reads back in the processor's cache.
type placeCache struct {
	mu    sync.RWMutex
	lists map[placeKey][]games.Move
	moves map[games.Move]games.Move // the one copy of every move in lists
}

// placeCacheLimit bounds the memo; it is emptied when full.
const placeCacheLimit = 8192

var placed = &placeCache{lists: map[placeKey][]games.Move{}, moves: map[games.Move]games.Move{}}

// list returns the sorted placements for k, computing them with build
// when they are not kept. The list is shared with every caller and must
// not be changed (Legal's slices are read-only).
func (c *placeCache) list(k placeKey, build func() []games.Move) []games.Move {
	c.mu.RLock()
	moves, ok := c.lists[k]
	c.mu.RUnlock()
	if !ok {
		moves = build()
		c.mu.Lock()
		if len(c.lists) >= placeCacheLimit {
			clear(c.lists)
			clear(c.moves)
		}
		c.share(moves)
		c.lists[k] = moves
		c.mu.Unlock()
	}
	return moves
}

// share replaces each move of a new list by its kept copy, keeping a copy
// of those it has none of. c.mu must be held for writing.
func (c *placeCache) share(list []games.Move) {
	for i, m := range list {
		kept, ok := c.moves[m]
		if !ok {
			kept = games.Move(strings.Clone(string(m)))
			c.moves[kept] = kept
		}
		list[i] = kept
	}
}
