package quingo

import "slices"

// stateRoom is room for a state's pool, limits and sheets, so that clone
// costs two allocations: the state, and this, which holds no pointers and
// so costs the garbage collector no scanning.
type stateRoom struct {
	pool   [MaxDice]PoolDie
	limits [maxSeats]int
	sheets [maxSeats]Sheet
}

// clone returns a copy of st that shares nothing it may change.
func (st *state) clone() *state {
	b := new(stateRoom)
	c := new(state)
	*c = *st
	c.Pool = cloneInto(b.pool[:], st.Pool)
	c.Sheets = cloneInto(b.sheets[:], st.Sheets)
	c.Limits = cloneInto(b.limits[:], st.Limits)
	c.Lap = slices.Clone(st.Lap)
	return c
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
