package quingo

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Event is a turn as the table saw it: who moved, the move, and the faces
// of the dice taken.
type Event struct {
	Seat  games.Seat `json:"seat"`
	Move  games.Move `json:"move"`            // canonical notation
	Faces []int      `json:"faces,omitempty"` // the faces of the dice taken, in the move's order
	Sum   int        `json:"sum,omitempty"`   // their sum
}

// Text describes the turn in English, the seat written with
// games.SeatRef: "{seat:1} took d4 4 + d10 3 + d12 12 = 19 for box 19",
// "{seat:1} could check nothing: took d8 6 and crossed out box 15",
// "{seat:1} passed".
func (e Event) Text() string { return e.Said().In(locale.English) }

// Said is the turn as Text says it, in every language.
func (e Event) Said() locale.Text {
	a, err := ParseMove(e.Move)
	ref := games.SeatRef(e.Seat)
	if err != nil || a.Kind != Take || len(a.Dice) != len(e.Faces) {
		if a.Kind == Pass {
			return locale.T("quingo.event.passed", ref)
		}
		return locale.T("quingo.event.played", ref, string(e.Move))
	}
	var dice strings.Builder
	for i, d := range a.Dice {
		if i > 0 {
			dice.WriteString(" + ")
		}
		dice.WriteString(d.String())
		dice.WriteByte(' ')
		dice.WriteString(strconv.Itoa(e.Faces[i]))
	}
	switch {
	case a.Cross:
		return locale.T(eventKeys[a.Box.Wild].crossed, ref, dice.String(), a.Box.Number)
	case len(a.Dice) > 1:
		return locale.T(eventKeys[a.Box.Wild].tookSum, ref, dice.String(), e.Sum, a.Box.Number)
	}
	return locale.T(eventKeys[a.Box.Wild].took, ref, dice.String(), a.Box.Number)
}

// eventKeys are the messages of a take, by whether its box is a wild one.
var eventKeys = map[bool]struct{ took, tookSum, crossed string }{
	false: {"quingo.event.took_box", "quingo.event.took_sum_box", "quingo.event.crossed_box"},
	true:  {"quingo.event.took_wild", "quingo.event.took_sum_wild", "quingo.event.crossed_wild"},
}
