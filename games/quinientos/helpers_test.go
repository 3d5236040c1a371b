package quinientos

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// position builds a state from a written position, one item a line:
//
//	round 2 leader 1 turn 3 scores 120 45
//	layout 4|6@1 6|6@2 6|1@3
//	0: 5-4 3-3
//	1: -
//	void 2: 3 5
//
// The layout lists tiles left to right as they lie, each "left|right" with
// "@seat" for the seat that played it (default 0). A hand line lists a
// seat's tiles, "-" for none; omitted seats hold nothing. A position need
// not use the whole set: tests write only the tiles that matter.
func position(t testing.TB, text string) *state {
	t.Helper()
	st := &state{flatState: flatState{round: 1}}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		var err error
		switch {
		case f[0] == "layout":
			var l Layout
			l, err = parseLayout(f[1:])
			st.line = lineOf(l)
		case f[0] == "void":
			err = parseVoid(st, f[1:])
		case strings.HasSuffix(f[0], ":"):
			err = parseHand(st, f)
		default:
			err = parseHeader(st, f)
		}
		if err != nil {
			t.Fatalf("position line %q: %v", line, err)
		}
	}
	return st
}

func parseHeader(st *state, f []string) error {
	for i := 0; i < len(f); i += 2 {
		if i+1 >= len(f) {
			return fmt.Errorf("%s has no value", f[i])
		}
		n, err := strconv.Atoi(f[i+1])
		if err != nil {
			return err
		}
		switch f[i] {
		case "round":
			st.round = int32(n)
		case "leader":
			st.leader = uint8(n)
		case "turn":
			st.turn = uint8(n)
		case "scores":
			if i+2 >= len(f) {
				return fmt.Errorf("scores takes two numbers")
			}
			m, err := strconv.Atoi(f[i+2])
			if err != nil {
				return err
			}
			st.Scores = [2]int{n, m}
			i++
		default:
			return fmt.Errorf("unknown key %q", f[i])
		}
	}
	return nil
}

func parseLayout(words []string) (Layout, error) {
	var l Layout
	for _, w := range words {
		tile, by, _ := strings.Cut(w, "@")
		p := Placed{}
		if by != "" {
			n, err := strconv.Atoi(by)
			if err != nil {
				return nil, err
			}
			p.By = games.Seat(n)
		}
		if len(tile) != 3 || tile[1] != '|' {
			return nil, fmt.Errorf("layout tile %q: want left|right", w)
		}
		p.Left, p.Right = int(tile[0]-'0'), int(tile[2]-'0')
		l = append(l, p)
	}
	return l, l.check()
}

func parseHand(st *state, f []string) error {
	s, err := strconv.Atoi(strings.TrimSuffix(f[0], ":"))
	if err != nil || s < 0 || s >= Seats {
		return fmt.Errorf("seat %q", f[0])
	}
	h := Hand{}
	for _, w := range f[1:] {
		if w == "-" {
			continue
		}
		tile, ok := ParseTile(w)
		if !ok {
			return fmt.Errorf("tile %q", w)
		}
		h = append(h, tile)
	}
	st.hands[s] = setOf(h)
	return nil
}

func parseVoid(st *state, f []string) error {
	if len(f) < 2 {
		return fmt.Errorf("void takes a seat and values")
	}
	s, err := strconv.Atoi(strings.TrimSuffix(f[0], ":"))
	if err != nil || s < 0 || s >= Seats {
		return fmt.Errorf("seat %q", f[0])
	}
	for _, w := range f[1:] {
		v, err := strconv.Atoi(w)
		if err != nil {
			return err
		}
		st.Void[s] = st.Void[s].With(v)
	}
	return nil
}

// dump shows a state for failure messages: the public board and every hand.
func dump(st *state) string {
	var b strings.Builder
	b.WriteString(games.ExpandSeats(st.status().In(locale.English), games.Seat.String) + "\n")
	b.WriteString(st.Board(games.Spectator).Text(nil))
	for s := range games.Seat(Seats) {
		fmt.Fprintf(&b, "hand %d: %s\n", s, handText(st.hand(s)))
	}
	return b.String()
}

// step is one move of a scripted game: seat and move, and the reason it is
// refused ("" when it must be accepted).
type step struct {
	seat  games.Seat
	move  games.Move
	fails string
}

// play applies the steps in turn with deals from r and returns the final
// state. A refused step leaves the state as it was.
func play(t *testing.T, st *state, r games.Rand, steps ...step) *state {
	t.Helper()
	for i, sp := range steps {
		next, err := st.Apply(sp.seat, sp.move, r)
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

// mustHand writes tiles as a Hand: mustHand("6-5 4-4"); "-" is none. It
// panics on a bad tile, a mistake in the test itself.
func mustHand(text string) Hand {
	h := Hand{}
	for _, w := range strings.Fields(text) {
		if w == "-" {
			continue
		}
		tile, ok := ParseTile(w)
		if !ok {
			panic("no tile " + w)
		}
		h = append(h, tile)
	}
	return h
}

// clone returns a copy of a state that Apply or New made, made as
// successor makes it.
func (st *state) clone() *state { return st.successor() }

// score fills in the pips, winner and points of a round from its number,
// ending, last tile and hands.
func (rd *Round) score() {
	var pips [2]int
	for s, h := range rd.Hands {
		pips[TeamOf(games.Seat(s))] += h.Pips()
	}
	rd.scorePips(pips)
}
