package quingo

import "slices"

// Room beside a cloned state for the pool and sheets of the common game:
// the default pool, up to four seats. A larger game's pool or sheets take
// their own allocation; the common game's state is smaller for it, and
// every move allocates one.
const (
	roomDice  = 6
	roomSeats = 4
)

// stateBlock is a state made by clone with room for its pool and sheets
// and for the Event of the turn that made it, so that clone costs a single
// allocation in the common game and copies only the state's own fields.
type stateBlock struct {
	st     state
	pool   [roomDice]PoolDie
	sheets [roomSeats]Sheet
	last   Event
	faces  [MaxLimit]int // the faces of last
}

// clone returns a copy of st that shares nothing it may change. The
// limits and the last lap are shared: they are only ever replaced (see
// newRound) or resliced, never written.
func (st *state) clone() *state {
	c, _, _ := st.cloneTurn()
	return c
}

// cloneTurn is clone with room for the turn's event: it returns the copy,
// an Event and room for its faces, all in the copy's allocation.
func (st *state) cloneTurn() (*state, *Event, []int) {
	b := new(stateBlock)
	b.st = *st
	b.st.Pool = cloneInto(b.pool[:], st.Pool)
	b.st.Sheets = cloneInto(b.sheets[:], st.Sheets)
	return &b.st, &b.last, b.faces[:]
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
