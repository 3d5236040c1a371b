package quinientos

import (
	"sync/atomic"

	"github.com/quintetbot/quintet/games"
)

// lineArena holds the layouts of one round's line of play, so that a play
// does not copy the layout. Each state's Layout is a window of buf, with no
// spare capacity; a play claims the free slot just left or right of its
// window, once, and writes the tile there. A second play from the same
// state (a branch) finds the slot claimed and copies the layout to a new
// arena. Slots are written only by the play that claimed them, before the
// state that shows them exists, and never again, so layouts stay values
// however states are shared.
type lineArena struct {
	buf    [2*SetSize + 1]Placed
	lo, hi atomic.Int32 // the claimed slots are buf[lo:hi]
}

// newArena returns an arena holding l in the middle, and its start; nil
// when l is too long to leave room on both sides.
func newArena(l Layout) (*lineArena, int) {
	a := &lineArena{}
	if len(l) > SetSize {
		return nil, 0
	}
	start := (len(a.buf) - len(l)) / 2
	copy(a.buf[start:], l)
	a.lo.Store(int32(start))
	a.hi.Store(int32(start + len(l)))
	return a, start
}

// place sets the layout to st.Layout.Place(t, e, by), in the arena when the
// slot beyond the end is free, else in a new one.
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
			ar.buf[a-1] = p
			st.at, st.Layout = a-1, ar.buf[a-1:b:b]
			return
		case !front && b < len(ar.buf) && ar.hi.CompareAndSwap(int32(b), int32(b+1)):
			ar.buf[b] = p
			st.Layout = ar.buf[a : b+1 : b+1]
			return
		}
		st.arena = nil // the slot is taken: copy to a new arena
	}
	st.Layout = l.Place(t, e, by)
}

// inArena reports whether the layout is the window of the arena at st.at.
func (st *state) inArena() bool {
	return st.arena != nil && len(st.Layout) > 0 && st.at >= 0 && st.at < len(st.arena.buf) && &st.Layout[0] == &st.arena.buf[st.at]
}
