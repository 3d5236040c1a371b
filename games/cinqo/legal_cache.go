package cinqo

import (
	"slices"
	"sync"

	"github.com/quintetbot/quintet/games"
)

// placeKey is everything the listed placements depend on.
type placeKey struct {
	roll, bank Dice
	boxed      bool
}

// placeCache keeps the sorted placements of the positions seen lately.
// Listing them (up to several hundred moves, formatted and sorted) was
// nearly all the cost of a random playout, and a roll of five dice with a
// bank has few enough forms that most lists are asked for again and
// again. It is a pure function's memo: the lists never change, so the
// engine stays deterministic. Safe for concurrent use.
type placeCache struct {
	mu    sync.RWMutex
	lists map[placeKey][]games.Move
}

// placeCacheLimit bounds the memo; it is emptied when full.
const placeCacheLimit = 8192

var placed = &placeCache{lists: map[placeKey][]games.Move{}}

// list returns a copy of the sorted placements for k, computing them with
// build when they are not kept.
func (c *placeCache) list(k placeKey, build func() []games.Move) []games.Move {
	c.mu.RLock()
	moves, ok := c.lists[k]
	c.mu.RUnlock()
	if !ok {
		moves = build()
		c.mu.Lock()
		if len(c.lists) >= placeCacheLimit {
			clear(c.lists)
		}
		c.lists[k] = moves
		c.mu.Unlock()
	}
	return slices.Clone(moves)
}
