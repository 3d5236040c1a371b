package quingo

import "github.com/quintetbot/quintet/games"

// lastTurn is the last turn as a state keeps it: the Event without a
// pointer to a faces slice, so that it lives in the state's own
// allocation. A decoded event is kept as it was read, in read.
type lastTurn struct {
	read  *Event     // a decoded event, kept whole; nil otherwise
	move  games.Move // canonical notation; "" before the first turn
	seat  int8
	nFace uint8           // the number of faces
	sum   uint8           // their sum
	faces [MaxLimit]uint8 // the faces of the dice taken, in the move's order
}

// lastOf returns event e, nil before the first turn, as a lastTurn.
func lastOf(e *Event) lastTurn { return lastTurn{read: e} }

// set records seat s's move m, taking dice that show faces.
func (l *lastTurn) set(s games.Seat, m games.Move, faces []int) {
	*l = lastTurn{move: m, seat: int8(s), nFace: uint8(len(faces))}
	for i, f := range faces {
		l.faces[i] = uint8(f)
		l.sum += uint8(f)
	}
}

// event returns the last turn as an Event; nil before the first turn.
func (l *lastTurn) event() *Event {
	switch {
	case l.read != nil:
		return l.read
	case l.move == "":
		return nil
	}
	e := &Event{Seat: games.Seat(l.seat), Move: l.move, Sum: int(l.sum)}
	if l.nFace > 0 {
		e.Faces = make([]int, l.nFace)
		for i := range e.Faces {
			e.Faces[i] = int(l.faces[i])
		}
	}
	return e
}
