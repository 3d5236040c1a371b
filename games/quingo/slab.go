package quingo

import (
	"sync"

	"github.com/quintetbot/quintet/games"
)

// slab hands out the elements of chunks of size values, one run after
// another, so that a run costs no allocation of its own: a game makes a
// state and a list of moves at every move, and allocating them one by one
// is much of what a move costs. A run keeps its whole chunk alive as long
// as it is held. The chunks with room left wait in a sync.Pool, one per
// processor at most, so that goroutines do not wait on each other.
type slab[T any] struct {
	size int
	pool sync.Pool // of *chunk[T]
}

// chunk is a run of values handed out in turn: used of them so far.
type chunk[T any] struct {
	used  int
	items []T
}

// take returns a run of n zero values, n at most the slab's size, with
// capacity n, so that appending past it never writes into another run.
func (s *slab[T]) take(n int) []T {
	c, _ := s.pool.Get().(*chunk[T])
	if c == nil || c.used+n > len(c.items) {
		c = &chunk[T]{items: make([]T, s.size)}
	}
	run := c.items[c.used : c.used+n : c.used+n]
	c.used += n
	if c.used < len(c.items) {
		s.pool.Put(c)
	}
	return run
}

// states hands out the states Apply makes: 32 to a chunk of 8 KB.
var states = slab[state]{size: 32}

// moveLists hands out Legal's lists: 512 moves to a chunk of 8 KB.
var moveLists = slab[games.Move]{size: 512}

// newMoves returns an empty list with room for n moves, from moveLists
// unless it is long.
func newMoves(n int) []games.Move {
	if n > moveLists.size/8 {
		return make([]games.Move, 0, n)
	}
	return moveLists.take(n)[:0]
}
