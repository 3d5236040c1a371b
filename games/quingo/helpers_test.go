package quingo

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
	"github.com/quintetbot/quintet/games/locale"
)

// example114 is the seed's filled-in sheet, the test vector of RULES.md:
// bonuses 11, 3, 14, 15, W = 2, wilds 2, 15, 18, 7, 5; 114 points.
const example114 = "vvvvv vvvvv vxvxx vvxvv wild 2,15,18,7,5 vvxvv"

// setup114 is the set-up of the seed's example.
var setup114 = Setup{Bonus: [NumberRows]int{11, 3, 14, 15}, Wild: 2}

func mustSheet(t testing.TB, text string) Sheet {
	t.Helper()
	sh, err := ParseSheet(text)
	if err != nil {
		t.Fatalf("ParseSheet(%q): %v", text, err)
	}
	return sh
}

// position reads a written position, one item a line:
//
//	phase playing        choosing, playing, lastlap or over (default playing)
//	setup 11 3 14 15 w 2 the bonuses and W (default the seed's)
//	pool d4:4 d6:- ...   the pool as Pool.String writes it
//	limits 3 2           each seat's limit
//	round 3 first 1 turn 0 finisher -1
//	lap 1 2              the seats still to play in the last lap
//	0: <sheet>           seat 0's sheet as Sheet.String writes it
//
// The position must pass the decoder's checks.
func position(t testing.TB, text string) *state {
	t.Helper()
	st := &record{Phase: Playing, Setup: setup114, Round: 1, Finisher: -1}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		key, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch {
		case strings.HasSuffix(key, ":"):
			st.Sheets = append(st.Sheets, mustSheet(t, rest))
		case key == "phase":
			if err := st.Phase.UnmarshalText([]byte(rest)); err != nil {
				t.Fatal(err)
			}
		case key == "setup":
			_, err := fmt.Sscanf(rest, "%d %d %d %d w %d", &st.Setup.Bonus[0], &st.Setup.Bonus[1], &st.Setup.Bonus[2], &st.Setup.Bonus[3], &st.Setup.Wild)
			if err != nil {
				t.Fatalf("setup %q: %v", rest, err)
			}
		case key == "pool":
			p, err := ParsePool(rest)
			if err != nil {
				t.Fatal(err)
			}
			st.Pool = p
		case key == "limits":
			st.Limits = ints(t, rest)
		case key == "lap":
			for _, s := range ints(t, rest) {
				st.Lap = append(st.Lap, games.Seat(s))
			}
		default:
			words := strings.Fields(line)
			for i := 0; i+1 < len(words); i += 2 {
				n, err := strconv.Atoi(words[i+1])
				if err != nil {
					t.Fatalf("position line %q", line)
				}
				switch words[i] {
				case "round":
					st.Round = n
				case "first":
					st.First = games.Seat(n)
				case "turn":
					st.Turn = games.Seat(n)
				case "finisher":
					st.Finisher = games.Seat(n)
				default:
					t.Fatalf("position line %q", line)
				}
			}
		}
	}
	if st.Limits == nil {
		st.Limits = make([]int, len(st.Sheets))
	}
	pos, err := st.state()
	if err != nil {
		t.Fatalf("position does not hold: %v\n%s", err, text)
	}
	return pos
}

func ints(t testing.TB, text string) []int {
	t.Helper()
	var out []int
	for _, w := range strings.Fields(text) {
		n, err := strconv.Atoi(w)
		if err != nil {
			t.Fatalf("%q is no number", w)
		}
		out = append(out, n)
	}
	return out
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

// dump shows a state for failure messages: the status, the pool, the
// turn and every sheet.
func dump(st *state) string {
	name := func(s games.Seat) string { return "Seat " + strconv.Itoa(int(s)+1) }
	return games.ExpandSeats(st.status(), name) + "\n" + st.Board(games.Spectator).Text(name)
}

func itoa(n int) string { return strconv.Itoa(n) }

// seededDice returns dice for moves whose rolls a test does not check.
func seededDice() games.Rand { return gametest.Seeded(1) }

// notationHint is how moves are written, as every unreadable move's
// reason ends in English.
var notationHint = strings.TrimPrefix(locale.English.Say("refuse.quingo.notation", ""), "; ")
