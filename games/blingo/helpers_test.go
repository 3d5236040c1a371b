package blingo

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// empty is the board with no marker on it.
const empty = `
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`

// storedShort returns a new short game of seats players as one was
// stored before the board of ShortRows rows: the full board, to a first
// line; supply markers a player.
func storedShort(seats, supply int) *state {
	st := newState(seats, supply)
	st.EndLines = firstLines
	return st
}

func mustBoard(t testing.TB, text string) Board {
	t.Helper()
	b, err := ParseBoard(text)
	if err != nil {
		t.Fatalf("ParseBoard: %v\n%s", err, text)
	}
	return b
}

// position returns a game of seats players on the written board, seat
// active to roll, each player having the box's supply (markers:50).
func position(t testing.TB, seats int, active games.Seat, board string) *state {
	t.Helper()
	st := newState(seats, Markers)
	st.Board = mustBoard(t, board)
	st.Active = active
	if err := st.Board.Valid(seats, st.Supply); err != nil {
		t.Fatal(err)
	}
	return st
}

// rolled returns st after its active seat rolled a and b.
func rolled(t testing.TB, st *state, a, b int) *state {
	t.Helper()
	next, err := st.Apply(st.Active, "roll", gametest.Dice(a, b))
	if err != nil {
		t.Fatalf("roll %d %d: %v\n%s", a, b, err, dump(st))
	}
	return next.(*state)
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
			t.Fatalf("step %d: %s %q refused with %q, want %q\n%s", i+1, sp.seat, sp.move, games.Reason(err), sp.fails, dump(st))
		case err == nil:
			st = next.(*state)
		}
	}
	return st
}

// dump shows a state for failure messages: the status, the text board and
// the position as written.
func dump(st *state) string {
	var b strings.Builder
	b.WriteString(st.status() + "\n")
	b.WriteString(st.board().Text(nil))
	b.WriteString("position: " + st.Board.String() + "\n")
	return b.String()
}

func moves(ms ...string) []games.Move {
	out := make([]games.Move, len(ms))
	for i, m := range ms {
		out[i] = games.Move(m)
	}
	return out
}
