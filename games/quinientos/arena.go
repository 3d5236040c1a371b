package quinientos

import (
	"sync/atomic"

	"github.com/quintetbot/quintet/games"
)

// roundArena holds, in one allocation, what the moves of a round make: the
// layouts, the hands left after each play, and the states. Every part is
// handed out by claims that never overlap, and a claimed part is written
// by its claimer, before the state that shows it exists, and never again:
// states stay values however they are shared or branched. When a part runs
// out the move allocates as usual.
//
// The layouts share line: each state's Layout is a window of it with no
// spare capacity; a play claims the free slot just left or right of the
// window and writes the tile there. A second play from the same state (a
// branch) finds the slot claimed and copies the layout to a new arena.
type roundArena struct {
	line   [2*SetSize + 1]Placed
	lo, hi atomic.Int32 // the claimed slots of line are line[lo:hi]

	tiles  [Seats * HandSize * (HandSize - 1) / 2]Tile // the hands of one line of play
	nTiles atomic.Int32                                // tiles claimed

	states  [SetSize]state // one line of play places at most SetSize tiles
	nStates atomic.Int32   // states claimed

	moves  [2 * SetSize]games.Move // Legal's lists
	nMoves atomic.Int32            // moves claimed
}

// lineStart is where an empty layout starts in a new arena.
const lineStart = SetSize

// newArena returns an arena holding l in the middle of its line, and the
// start of l; nil when l is too long to leave room on both sides.
func newArena(l Layout) (*roundArena, int) {
	if len(l) > SetSize {
		return nil, 0
	}
	a := &roundArena{}
	start := lineStart - len(l)/2
	copy(a.line[start:], l)
	a.lo.Store(int32(start))
	a.hi.Store(int32(start + len(l)))
	return a, start
}

// newState returns a state to fill: an unclaimed one of the arena, else a
// new one.
func (a *roundArena) newState() *state {
	if a != nil {
		if i := int(a.nStates.Add(1)); i <= len(a.states) {
			return &a.states[i-1]
		}
	}
	return new(state)
}

// hand returns an empty hand with room for n tiles, from the arena when
// it has them.
func (a *roundArena) hand(n int) Hand {
	if a != nil {
		if end := int(a.nTiles.Add(int32(n))); end <= len(a.tiles) {
			return a.tiles[end-n : end-n : end]
		}
	}
	return make(Hand, 0, n)
}

// moveList returns a list of n moves to fill, from the arena when it has
// them.
func (a *roundArena) moveList(n int) []games.Move {
	if a != nil {
		if end := int(a.nMoves.Add(int32(n))); end <= len(a.moves) {
			return a.moves[end-n : end : end]
		}
	}
	return make([]games.Move, n)
}

// place sets the layout to st.Layout.Place(t, e, by), in the arena when the
// slot beyond the end is free, else in a new arena.
func (st *state) place(t Tile, e End, by games.Seat) {
	l := st.Layout
	left, right, ok := l.Ends()
	front := ok && e == Left
	var p Placed
	switch {
	case !ok:
		p = Placed{Left: t.Hi, Right: t.Lo, By: by}
	case front:
		p = Placed{Left: t.Other(left), Right: left, By: by}
	default:
		p = Placed{Left: right, Right: t.Other(right), By: by}
	}
	for range 2 {
		if !st.inArena() {
			st.arena, st.at = newArena(l)
			if st.arena == nil {
				st.Layout = l.Place(t, e, by)
				return
			}
		}
		ar, a, b := st.arena, st.at, st.at+len(l)
		switch {
		case front && a > 0 && ar.lo.CompareAndSwap(int32(a), int32(a-1)):
			ar.line[a-1] = p
			st.at, st.Layout = a-1, ar.line[a-1:b:b]
			return
		case !front && b < len(ar.line) && ar.hi.CompareAndSwap(int32(b), int32(b+1)):
			ar.line[b] = p
			st.Layout = ar.line[a : b+1 : b+1]
			return
		}
		st.arena = nil // the slot is taken: copy to a new arena
	}
	st.Layout = l.Place(t, e, by)
}

// inArena reports whether the layout is the window of the arena's line
// from st.at: the slice itself, or an empty one at st.at.
func (st *state) inArena() bool {
	switch {
	case st.arena == nil || st.at < 0 || st.at >= len(st.arena.line):
		return false
	case len(st.Layout) == 0:
		return true
	}
	return &st.Layout[0] == &st.arena.line[st.at]
}
