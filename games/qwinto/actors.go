package qwinto

import "github.com/quintetbot/quintet/games"

// Actors lists the active seat while it chooses or keeps its roll, then
// every seat that has not yet decided.
func (st *state) Actors() []games.Seat {
	switch st.Phase {
	case Choosing, Rerolling:
		return games.Only(st.Active)
	case Deciding:
		return games.SeatsIn(uint(st.Decided.Waiting()))
	}
	return nil
}

// isActor tells whether s is among Actors, without building the list.
func (st *state) isActor(s games.Seat) bool {
	switch st.Phase {
	case Choosing, Rerolling:
		return s == st.Active
	case Deciding:
		return s >= 0 && int(s) < st.Decided.Len() && !st.Decided.Has(s)
	}
	return false
}
