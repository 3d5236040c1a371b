package quingo

import "slices"

// stateBlock is a state with room for its pool, limits and sheets, so that
// clone costs one allocation.
type stateBlock struct {
	st     state
	pool   [MaxDice]PoolDie
	limits [maxSeats]int
	sheets [maxSeats]Sheet
}

// clone returns a copy of st that shares nothing it may change.
func (st *state) clone() *state {
	b := new(stateBlock)
	c := &b.st
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
