package quingo

import (
	"fmt"
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
	parts := make([]string, len(a.Dice))
	for i, d := range a.Dice {
		parts[i] = d.String() + " " + strconv.Itoa(e.Faces[i])
	}
	taken := strings.Join(parts, " + ")
	target := a.Box.String()
	if a.Box.Wild {
		target = "a wild box holding " + strconv.Itoa(a.Box.Number)
	}
	if a.Cross {
		return fmt.Sprintf("%s could check nothing: took %s and crossed out %s", ref, taken, target)
	}
	if len(a.Dice) > 1 {
		taken += " = " + strconv.Itoa(e.Sum)
	}
	return fmt.Sprintf("%s took %s for %s", ref, taken, target)
}
