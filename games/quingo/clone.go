package quingo

import "slices"

// stateRoom is room for a state's pool, limits and sheets, so that clone
// costs two allocations: the state, and this, which holds no pointers and
// so costs the garbage collector no scanning.
type stateRoom struct {
	pool   [MaxDice]PoolDie
	limits [maxSeats]int
	sheets [maxSeats]Sheet
	faces  [MaxLimit]int // the faces of the turn's Event, when it has one
}

// clone returns a copy of st that shares nothing it may change.
func (st *state) clone() *state {
	c, _, _ := st.cloneTurn()
	return c
}

// turnBlock is a state with the Event of the turn that made it.
type turnBlock struct {
	st state
	ev Event
}

// cloneTurn is clone with room for the turn's event: it returns the copy,
// an Event and room for its faces, all from the copy's two allocations.
func (st *state) cloneTurn() (*state, *Event, []int) {
	t := new(turnBlock)
	b := new(stateRoom)
	c := &t.st
	*c = *st
	c.Pool = cloneInto(b.pool[:], st.Pool)
	c.Sheets = cloneInto(b.sheets[:], st.Sheets)
	c.Limits = cloneInto(b.limits[:], st.Limits)
	c.Lap = slices.Clone(st.Lap)
	return c, &t.ev, b.faces[:]
}

// cloneInto copies xs into room when it fits, else into a new slice; nil
// stays nil.
func cloneInto[T any](room, xs []T) []T {
	if xs == nil {
		return nil
	}
	if len(xs) > len(room) {
		return slices.Clone(xs)
	}
	n := copy(room, xs)
	return room[:n:n]
}
