package qwinto

import "github.com/quintetbot/quintet/games"

// waitingActors[w] lists the seats of the bits of w in ascending order:
// the lists Actors returns while seats decide, built once and shared (a
// lone seat's list is games.Only's).
var waitingActors [1 << maxSeats][]games.Seat

func init() {
	for w := range waitingActors {
		for s := range games.Seat(maxSeats) {
			if w&(1<<s) != 0 {
				waitingActors[w] = append(waitingActors[w], s)
			}
		}
	}
}

// Actors lists the active seat while it chooses or keeps its roll, then
// every seat that has not yet decided.
func (st *state) Actors() []games.Seat {
	switch st.Phase {
	case Choosing, Rerolling:
		return games.Only(st.Active)
	case Deciding:
		return waitingActors[st.Decided.Waiting()]
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
