package quinientos

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

// TestTellMoveNamesForcedPasses: a play that forces the next seats to
// pass names them, so that a pass is told even when more moves follow
// it before anyone reads the board.
func TestTellMoveNamesForcedPasses(t *testing.T) {
	st := position(t, `
round 2 leader 1 turn 1
0: 6-6 4-2
1: 5-3 6-1 2-0
2: 3-1 2-2 6-5
3: 5-0 4-4`)
	for _, tt := range []struct {
		seat games.Seat
		move games.Move
		want string
	}{
		{1, "play 5-3", ""},
		{2, "play 3-1", ""},
		{3, "play 5-0", "play 5-0; {seat:0} passes"},
		{1, "play 2-0", ""},
		{2, "play 2-2", "play 2-2; {seat:3} passes"},
	} {
		next := play(t, st, noDeal, step{seat: tt.seat, move: tt.move})
		if got := games.TellMove(st, tt.seat, tt.move, next); tt.want != "" && got != tt.want || tt.want == "" && got != string(games.Normalize(tt.move)) {
			t.Errorf("%s %q tells %q, want %q\n%s", tt.seat, tt.move, got, tt.want, dump(st))
		}
		st = next
	}
}
