package qwinto

import (
	"errors"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// janeDoe is the seed's example sheet, the test vector of RULES.md.
const janeDoe = "red 2,3,6,X,9,11,12,13,15,16 yellow 1,3,4,5,0,X,12,13,0,0 blue 1,3,0,6,X,7,0,0,10,0 failed 3"

// emptySheet is a sheet with nothing written.
const emptySheet = "red 0,0,0,X,0,0,0,0,0,0 yellow 0,0,0,0,0,X,0,0,0,0 blue 0,0,0,0,X,0,0,0,0,0"

func mustSheet(t testing.TB, text string) Sheet {
	t.Helper()
	sh, err := ParseSheet(text)
	if err != nil {
		t.Fatalf("ParseSheet(%q): %v", text, err)
	}
	return sh
}

// step is one move of a scripted game: seat, move and the die faces it
// rolls, and the reason it is refused ("" when it must be accepted).
type step struct {
	seat  games.Seat
	move  games.Move
	dice  []int
	fails string
}

// play applies the steps in turn and returns the final state. A refused
// step leaves the state as it was.
func play(t *testing.T, st *state, steps ...step) *state {
	t.Helper()
	for i, sp := range steps {
		next, err := st.Apply(sp.seat, sp.move, gametest.Dice(sp.dice...))
		switch {
		case sp.fails == "" && err != nil:
			t.Fatalf("step %d: %s %q: %v\n%s", i+1, sp.seat, sp.move, err, dump(st))
		case sp.fails != "" && err == nil:
			t.Fatalf("step %d: %s %q accepted, want %q\n%s", i+1, sp.seat, sp.move, sp.fails, dump(st))
		case sp.fails != "" && games.Reason(err) != sp.fails:
			t.Fatalf("step %d: %s %q refused with %q, want %q", i+1, sp.seat, sp.move, games.Reason(err), sp.fails)
		case err == nil:
			st = next.(*state)
		}
	}
	return st
}

// dump shows a state for failure messages: the status and every sheet.
func dump(st *state) string {
	var b strings.Builder
	b.WriteString(st.status() + "\n")
	for s, sh := range st.Sheets {
		b.WriteString(sh.Text(games.Seat(s).String(), sh.Score().Total))
	}
	return b.String()
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }
