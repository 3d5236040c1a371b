package session

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestStepKindsKeepTheirStoredMoves: logs already stored name the
// session's steps by these words, so the kinds must keep reading them,
// and no game move passes for one.
func TestStepKindsKeepTheirStoredMoves(t *testing.T) {
	stored := map[StepKind]Step{
		StepStart:  {Seat: games.Spectator, Move: "start"},
		StepResign: {Seat: 1, Move: "resign"},
		StepCancel: {Seat: games.Spectator, Move: "cancel"},
	}
	for kind, s := range stored {
		if !s.Is(kind) {
			t.Errorf("the stored step %+v is not %s", s, kind)
		}
		for _, m := range []games.Move{"write red 7", "resign now", "undo 3"} {
			if (Step{Seat: 0, Move: m}).Is(kind) {
				t.Errorf("the move %q passes for %s", m, kind)
			}
		}
	}
	if v, ok := UndoTarget(Step{Seat: 0, Move: "undo 17"}); !ok || v != 17 || UndoMove(17) != "undo 17" {
		t.Errorf("undo 17 reads as %d %v; UndoMove(17) = %q", v, ok, UndoMove(17))
	}
}
