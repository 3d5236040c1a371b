package cinqo

import (
	"strconv"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// at builds a position from its written form: space-separated keys, each
// key=value or a bare flag, all optional:
//
//	mode=race|rounds|solitaire rounds=N seats=N active=S round=N rolls=N
//	rack=DIGITS bank=DIGITS roll=DIGITS hilo=2-down boxed extra over
//	totals=N,N,...
//
// The defaults are a race of two seats, seat 0 (active=0) in round 1 before
// its first roll. The phase is Placing when roll is given, Over with the
// flag over, else Rolling. The position must pass Decode's checks.
func at(t testing.TB, text string) *state {
	t.Helper()
	st := &state{Mode: Race, Round: 1, Totals: newScores(2)}
	for _, field := range strings.Fields(text) {
		key, val, _ := strings.Cut(field, "=")
		var err error
		switch key {
		case "mode":
			err = st.Mode.UnmarshalText([]byte(val))
		case "rounds":
			var n int
			n, err = strconv.Atoi(val)
			st.Rounds = int8(n)
		case "seats":
			var n int
			n, err = strconv.Atoi(val)
			st.Totals = newScores(n)
		case "active":
			var n int
			n, err = strconv.Atoi(val)
			st.Active = int8(n)
		case "round":
			var n int
			n, err = strconv.Atoi(val)
			st.Round = int16(n)
		case "rolls":
			var n int
			n, err = strconv.Atoi(val)
			st.Rolls = int8(n)
		case "rack":
			err = st.Rack.UnmarshalText([]byte(val))
		case "bank":
			err = st.Bank.UnmarshalText([]byte(val))
		case "roll":
			err = st.Roll.UnmarshalText([]byte(val))
			st.Phase = Placing
		case "hilo":
			err = st.HiLo.UnmarshalText([]byte(val))
		case "boxed":
			st.Boxed = true
		case "extra":
			st.Extra = true
		case "over":
			st.Phase = Over
		case "totals":
			points := strings.Split(val, ",")
			st.Totals = newScores(len(points))
			for s, v := range points {
				n, e := strconv.Atoi(v)
				if e != nil {
					err = e
				}
				st.Totals.add(games.Seat(s), n)
			}
		default:
			t.Fatalf("position %q: unknown key %q", text, key)
		}
		if err != nil {
			t.Fatalf("position %q: %s: %v", text, field, err)
		}
	}
	if err := st.check(games.Seat(st.Active)); err != nil {
		t.Fatalf("position %q is impossible: %v", text, err)
	}
	return st
}

// step is one move of a scripted game: seat, move and the die faces it
// rolls (scoring dice first, then the Hi/Lo die: 1-3 up, 4-6 down), and the
// reason it is refused ("" when it must be accepted).
type step struct {
	seat  games.Seat
	move  games.Move
	dice  []int
	fails string
}

// play applies the steps in turn and returns the final state. A refused
// step leaves the state as it was. A step must use every die it lists.
func play(t *testing.T, st *state, steps ...step) *state {
	t.Helper()
	for i, sp := range steps {
		rp := &counted{R: gametest.Dice(sp.dice...)}
		next, err := st.Apply(sp.seat, sp.move, rp)
		switch {
		case sp.fails == "" && err != nil:
			t.Fatalf("step %d: %s %q: %v\n%s", i+1, sp.seat, sp.move, err, dump(st))
		case sp.fails != "" && err == nil:
			t.Fatalf("step %d: %s %q accepted, want %q\n%s", i+1, sp.seat, sp.move, sp.fails, dump(st))
		case sp.fails != "" && games.Reason(err) != sp.fails:
			t.Fatalf("step %d: %s %q refused with %q, want %q\n%s", i+1, sp.seat, sp.move, games.Reason(err), sp.fails, dump(st))
		case err == nil:
			if rp.n != len(sp.dice) {
				t.Fatalf("step %d: %s %q rolled %d dice, want %d\n%s", i+1, sp.seat, sp.move, rp.n, len(sp.dice), dump(st))
			}
			st = next.(*state)
		}
	}
	return st
}

// counted counts the dice drawn through it.
type counted struct {
	R games.Rand
	n int
}

func (c *counted) IntN(n int) int { c.n++; return c.R.IntN(n) }

// dump shows a state for failure messages: its phase and its board.
func dump(st *state) string {
	return "phase " + st.Phase.String() + ", " + st.status() + "\n" + st.Board().Text(nil)
}

// notationHint is how moves are written, as every unreadable move's
// reason ends in English.
var notationHint = strings.TrimPrefix(locale.English.Say("refuse.cinqo.notation", ""), "; ")
