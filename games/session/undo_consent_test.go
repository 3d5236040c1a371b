package session_test

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// newUndoTableOf is a started Qwinto match of n humans, users "1" to "n"
// at seats 0 to n-1, Alice ("1") to roll.
func newUndoTableOf(t *testing.T, n int) *undoTable {
	mg, store := newManager(t)
	openLobby(t, mg)
	for i := 2; i <= n; i++ {
		if _, err := mg.Join(ctx, "c", session.Player{User: fmt.Sprint(i), Name: fmt.Sprint("P", i)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mg.Start(ctx, "c", "1"); err != nil {
		t.Fatal(err)
	}
	return &undoTable{t: t, mg: mg, st: store}
}

// TestUndoNeedsEveryOtherHuman: with three and four humans, Alice's write
// that every other human acted after comes back only when each of them
// has allowed it; any one of them left out, the last to answer, keeps it
// standing however many others allowed.
func TestUndoNeedsEveryOtherHuman(t *testing.T) {
	for _, n := range []int{3, 4} {
		for last := 2; last <= n; last++ {
			t.Run(fmt.Sprintf("%d humans, %d answers last", n, last), func(t *testing.T) {
				u := newUndoTableOf(t, n)
				u.play("1", "roll")
				before := u.match()
				u.play("1", "write")
				for i := 2; i <= n; i++ {
					u.play(fmt.Sprint(i), "skip")
				}
				written := u.match()
				_, req, err := u.mg.Undo(ctx, "c", "1")
				if err != nil || len(req.Waiting) != n-1 {
					t.Fatalf("alice asks: %v %+v; want %d waiting", err, req, n-1)
				}
				allowed := 0
				for i := 2; i <= n; i++ {
					if i == last {
						continue
					}
					allowed++
					out, _, err := u.mg.AnswerUndo(ctx, "c", fmt.Sprint(i), req.Asked, true)
					if err != nil || out != nil && len(out.Steps) != 0 {
						t.Fatalf("%d allows: %v %+v", i, err, out)
					}
					m := u.match()
					if !bytes.Equal(m.State, written.State) || m.Undo == nil {
						t.Fatalf("the write was taken back with %d of %d allowing", allowed, n-1)
					}
				}
				if w := u.match().Undo.Waiting; !slices.Equal(w, []games.Seat{games.Seat(last - 1)}) {
					t.Fatalf("still waiting for %v, want seat %d alone", w, last-1)
				}
				out, _, err := u.mg.AnswerUndo(ctx, "c", fmt.Sprint(last), req.Asked, true)
				if err != nil || out == nil || len(out.Steps) == 0 || !bytes.Equal(u.match().State, before.State) {
					t.Fatalf("the last consent (%d): %v", last, err)
				}
			})
		}
	}
}
