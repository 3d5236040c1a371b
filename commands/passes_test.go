package commands

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// TestBoardTellsAHumansForcedPass: in Quinientos against three bots, a
// pass forced on alice is told on the board even when the bots play on
// after it in the same burst, and the board's last line, which tells
// the burst, says so with her name.
func TestBoardTellsAHumansForcedPass(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play quinientos", map[string]string{"bots": "3"})
	d.command("alice", "game start", nil)
	for i := 0; i < 200 && d.match().Phase == session.Playing; i++ {
		m := d.match()
		log, _ := d.matches.Log(d.t.Context(), m.ID)
		for j := len(log) - 1; j > 0 && log[j].Seat != 0; j-- {
			// A bot's play that forced alice's pass, with more bot moves
			// after it in the burst.
			if j < len(log)-1 && passedAfter(t, d, log, j, 0) {
				if text := d.sink.msgs[m.BoardMessage].Text; !strings.Contains(text, "; alice passes") {
					t.Fatalf("alice's pass in the burst is not told:\n%s", text)
				}
				return
			}
		}
		d.command("alice", "game move", map[string]string{"notation": legalWith(t, d, "alice", "")})
	}
	t.Skip("no burst with a pass of alice's in this deal")
}

// passedAfter reports whether the play of log[j], which did not end the
// round, forced seat's pass: the turn went past seat to a later one.
func passedAfter(t *testing.T, d *tableDriver, log []session.Step, j int, seat games.Seat) bool {
	t.Helper()
	before := replayLog(d.match(), session.Effective(log[:j]))
	after := replayStep(before, log[j])
	if before == nil || after == nil || len(after.Actors()) != 1 || len(log[j].Draws) > 0 {
		return false
	}
	for p := (log[j].Seat + 1) % 4; p != after.Actors()[0]; p = (p + 1) % 4 {
		if p == seat {
			return true
		}
	}
	return false
}
