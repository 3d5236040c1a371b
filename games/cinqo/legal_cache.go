package cinqo

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/quintetbot/quintet/games"
)

// placeKey is everything the listed placements depend on, the roll, the
// bank and the box, packed by keyOf into one integer.
type placeKey uint64

// keyOf packs the roll, the bank and whether the Hi/Lo die is boxed: four
// bits per face count (counts are 0-5), the box in bit 48.
func keyOf(roll, bank Dice, boxed bool) placeKey {
	k := pack(roll).nibbles() | pack(bank).nibbles()<<(4*Faces)
	if boxed {
		k |= 1 << (8 * Faces)
	}
	return placeKey(k)
}

// slot returns where the search for k starts in placeCache.slots.
func (k placeKey) slot() uint64 { return uint64(k) * 0x9e3779b97f4a7c15 >> (64 - placeSlotBits) }

// placeCache keeps the sorted placements of every position seen. Listing
// them (up to several hundred moves, formatted and sorted) was nearly all
// the cost of a random playout, and a roll of five dice with a bank has few
// forms: fewer than 12,000 keys in all, some 3,500 in play. It is a pure
// function's memo: the lists never change, so the engine stays
// deterministic. Safe for concurrent use.
//
// The lists are kept in an open-addressed table that is only ever added
// to, each beside its key, so that a lookup takes no lock and reads one
// slot. A list's strings are shared: the same few thousand moves recur in
// thousands of lists, and one copy of each keeps the memo small and the
// text Apply reads back in the processor's cache.
type placeCache struct {
	slots [1 << placeSlotBits]placeSlot
	mu    sync.Mutex                // held to add a list
	moves map[games.Move]games.Move // the one copy of every move in slots
}

// placeSlotBits sizes placeCache.slots: room for every key, and the keys
// reached in play fill a fifth, so that a lookup nearly always reads one
// slot.
const placeSlotBits = 14

// placeSlot holds the sorted placements of one key. moves is written once,
// before key is stored, and read only after key is loaded: no lock is
// needed.
type placeSlot struct {
	key   atomic.Uint64 // the placeKey, 0 while the slot is free (a roll is never empty)
	moves []games.Move
}

var placed = &placeCache{moves: map[games.Move]games.Move{}}

// list returns the sorted placements for k, computing them with build
// when they are not kept. The list is shared with every caller and must
// not be changed (Legal's slices are read-only).
func (c *placeCache) list(k placeKey, build func() []games.Move) []games.Move {
	for i := k.slot(); ; i = (i + 1) % uint64(len(c.slots)) {
		switch s := &c.slots[i]; s.key.Load() {
		case uint64(k):
			return s.moves
		case 0:
			return c.add(k, i, build())
		}
	}
}

// add keeps moves, the list of k, in the first free slot from i, and
// returns the list kept: another caller's when it added k first.
func (c *placeCache) add(k placeKey, i uint64, moves []games.Move) []games.Move {
	c.mu.Lock()
	defer c.mu.Unlock()
	for ; ; i = (i + 1) % uint64(len(c.slots)) {
		switch s := &c.slots[i]; s.key.Load() {
		case uint64(k):
			return s.moves
		case 0:
			c.share(moves)
			s.moves = moves
			s.key.Store(uint64(k))
			return moves
		}
	}
}

// share replaces each move of a new list by its kept copy, keeping a copy
// of those it has none of. c.mu must be held.
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
