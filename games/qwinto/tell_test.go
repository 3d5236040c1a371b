package qwinto

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestTellMove: a write is told with the number it writes; a roll, a
// skip, and anything before the dice are rolled read as their notation.
func TestTellMove(t *testing.T) {
	before := newState(2, false)
	rolled := play(t, before, step{seat: 0, move: "roll red yellow", dice: []int{2, 3}})
	tests := []struct {
		st   *state
		move games.Move
		want string
	}{
		{rolled, "write red 6", "write 5 in red cell 6"},
		{rolled, "WRITE  yellow 2", "write 5 in yellow cell 2"},
		{rolled, "skip", "skip"},
		{before, "roll red yellow", "roll red yellow"},
		{before, "write red 6", "write red 6"}, // nothing rolled: no number to tell
		{rolled, "write green 1", "write green 1"},
	}
	for _, tt := range tests {
		if got := games.TellMove(tt.st, 1, tt.move, nil); got != tt.want {
			t.Errorf("TellMove(%q) in phase %s = %q, want %q", tt.move, tt.st.Phase, got, tt.want)
		}
	}
}
