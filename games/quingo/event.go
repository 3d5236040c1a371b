package quingo

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// Event is a turn as the table saw it: who moved, the move, and the faces
// of the dice taken.
type Event struct {
	Seat  games.Seat `json:"seat"`
	Move  games.Move `json:"move"`            // canonical notation
	Faces []int      `json:"faces,omitempty"` // the faces of the dice taken, in the move's order
	Sum   int        `json:"sum,omitempty"`   // their sum
}

// Text describes the turn, the seat written with games.SeatRef:
// "{seat:1} took d4 4 + d10 3 + d12 12 = 19 for box 19",
// "{seat:1} could check nothing: took d8 6 and crossed out box 15",
// "{seat:1} passed".
func (e Event) Text() string {
	a, err := ParseMove(e.Move)
	ref := games.SeatRef(e.Seat)
	if err != nil || a.Kind != Take || len(a.Dice) != len(e.Faces) {
		if a.Kind == Pass {
			return ref + " passed"
		}
		return ref + " played " + string(e.Move)
	}
	var b strings.Builder
	b.Grow(80)
	b.WriteString(ref)
	if a.Cross {
		b.WriteString(" could check nothing: took ")
	} else {
		b.WriteString(" took ")
	}
	for i, d := range a.Dice {
		if i > 0 {
			b.WriteString(" + ")
		}
		b.WriteString(d.String())
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(e.Faces[i]))
	}
	if a.Cross {
		b.WriteString(" and crossed out ")
	} else {
		if len(a.Dice) > 1 {
			b.WriteString(" = ")
			b.WriteString(strconv.Itoa(e.Sum))
		}
		b.WriteString(" for ")
	}
	if a.Box.Wild {
		b.WriteString("a wild box holding ")
		b.WriteString(strconv.Itoa(a.Box.Number))
	} else {
		b.WriteString(a.Box.String())
	}
	return b.String()
}
