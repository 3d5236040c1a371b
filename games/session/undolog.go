package session

import (
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// undoPrefix begins the move of a step that takes back earlier steps:
// "undo 17" returns the game to where it stood before the step at version
// 17, taking back that step and every game move after it. The step draws
// nothing and the generator is not rewound, so the dice drawn by the steps
// taken back stay spent: the next die is a new one.
const undoPrefix = string(StepUndo) + " "

// UndoMove is the move of a step that takes back the step at version v.
func UndoMove(v int64) games.Move { return games.Move(undoPrefix + strconv.FormatInt(v, 10)) }

// UndoTarget returns the version of the step an undo step takes back, and
// whether s is an undo step at all.
func UndoTarget(s Step) (int64, bool) {
	if s.Seat < 0 || len(s.Draws) > 0 || !strings.HasPrefix(string(s.Move), undoPrefix) {
		return 0, false
	}
	v, err := strconv.ParseInt(string(s.Move[len(undoPrefix):]), 10, 64)
	return v, err == nil && v > 0
}

// Effective returns the steps of a log that stand: every undo step is
// dropped with the steps it took back. Replaying the effective steps with
// their recorded dice gives the match's state; the dice of the steps taken
// back were drawn all the same and belong to the full log.
func Effective(steps []Step) []Step {
	out := make([]Step, 0, len(steps))
	for _, s := range steps {
		v, ok := UndoTarget(s)
		if !ok {
			out = append(out, s)
			continue
		}
		for len(out) > 1 && out[len(out)-1].Version >= v {
			out = out[:len(out)-1]
		}
	}
	return out
}

// gameMove reports whether a step is a move of the game, not the start,
// a resignation or a cancellation.
func gameMove(s Step) bool {
	return s.Seat >= 0 && !(len(s.Draws) == 0 && (s.Is(StepResign) || s.Is(StepCancel)))
}
