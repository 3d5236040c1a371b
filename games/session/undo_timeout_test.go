package session_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// TestUndoRefusesATimeoutMove: a move played for a seat when its time ran
// out is never taken back, not even with consent: the request is refused
// at once, saying why, and nothing is asked of anyone.
func TestUndoRefusesATimeoutMove(t *testing.T) {
	mg, store, clock := timedMatch(t, session.Timing{})
	u := &undoTable{t: t, mg: mg, st: store}
	u.play("1", "roll")
	clock.Advance(11 * time.Minute)
	if ex := expire(t, mg); len(ex.Late) == 0 {
		t.Fatal("nobody's time ran out")
	}
	log, _ := store.Log(ctx, u.match().ID)
	if last := log[len(log)-1]; !last.Timeout {
		t.Fatalf("the log ends with %+v, not a timeout's move", last)
	}
	before := u.match()
	_, _, err := mg.Undo(ctx, "c", "1")
	if !errors.Is(err, session.ErrCannotUndo) || !strings.Contains(err.Error(), "played for you when your time ran out") {
		t.Fatalf("alice takes back the move played for her: %v", err)
	}
	if m := u.match(); m.Undo != nil || m.Version != before.Version {
		t.Fatalf("the refused request changed the match: undo %+v, v%d -> v%d", m.Undo, before.Version, m.Version)
	}
}
