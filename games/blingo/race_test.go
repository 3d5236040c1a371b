package blingo

import (
	"math"
	"math/bits"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestLineChanceOfTheNineDiagonal checks lineChance against the closed
// form of the one line that a single kind of roll covers, a marker a
// roll: every square of diagonal 9-79 has a 9, and only the 8 rolls of 64
// that add up to 9 place there. With k squares to cover the chance is
// q^k, q = d(8/64) / (1 - d(56/64)).
func TestLineChanceOfTheNineDiagonal(t *testing.T) {
	fullBoard.raceTables()
	l := firstDownLeft + 1
	if got := lineSquares[l]; got[0] != 9 || got[7] != 79 {
		t.Fatalf("line %d is %v, not diagonal 9-79", l, got)
	}
	q := raceDiscount / 8 / (1 - raceDiscount*7/8)
	for m, got := range fullBoard.race.lineChance[l] {
		if want := math.Pow(q, float64(bits.OnesCount(uint(m)))); math.Abs(got-want) > 1e-12 {
			t.Errorf("squares %08b to cover: chance %v, want %v", m, got, want)
		}
	}
}

// TestRaceTakesTheRareSquare: on an empty board, a double 1 gives square
// 1 (by the pair) or 11 (joined). Default takes 1, first in Legal order of
// two equal choices; the race policy takes 11, which only a double 1
// gives, for row 1, the quickest line.
func TestRaceTakesTheRareSquare(t *testing.T) {
	short := rolled(t, position(t, 4, 0, empty), 1, 1)
	short.EndLines = firstLines
	if got := short.Default(0); got != "place 1" {
		t.Errorf("Default plays %q, want place 1", got)
	}
	if got := short.raceMove(0); got != "place 11" {
		t.Errorf("the race policy plays %q, want place 11", got)
	}
}

// TestRaceBringsTheNearLineOn: a holds 11 and row 5 but 45 and 52, and
// rolls 2 and 5. Row 1, where 11 is the one square a double 1 alone
// gives, is a's likeliest line, and a marker on 2 and one on 5 bring it
// most; the value of the likeliest line alone played them. The race policy
// places 52, so that row 5 waits on 45 alone: with the policy playing
// on, a line comes within 5 turns some 8 times as often, within 10
// some 45% more often.
func TestRaceBringsTheNearLineOn(t *testing.T) {
	st := rolled(t, position(t, 4, 0, `
. . . . . . . . . . a
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. a a a a a a . a a a
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`), 2, 5)
	st.EndLines = firstLines
	if got := st.raceMove(0); got != "place 52" {
		t.Errorf("the race policy plays %q, want place 52", got)
	}
	held := st.Board.held(0)
	row5, row1 := held.with(52), held.with(2).with(5)
	for _, turns := range []int{5, 10} {
		near, far := raceLineWithin(row5, turns), raceLineWithin(row1, turns)
		t.Logf("a line within %d turns: %.3f after 52, %.3f after 2 and 5", turns, near, far)
		if near < far+0.05 {
			t.Errorf("within %d turns, a line after 52 (%.3f) is not clearly likelier than after 2 and 5 (%.3f)", turns, near, far)
		}
	}
}

// raceLineWithin returns the share of 4,000 seeded playouts of the race
// policy from a player's markers on held in which it makes a line within
// the given number of its turns.
func raceLineWithin(held squareSet, turns int) float64 {
	const playouts = 4000
	dice := gametest.Seeded(7)
	made := 0
	for range playouts {
		x, p := held, progressOf(fullBoard, held)
		for range turns {
			d := rollDice(dice)
			picks := pickChoices(fullBoard, x, 0, d, Unlimited)
			if picks == 0 {
				continue
			}
			c := &fullBoard.candidatesOf(d)[raceChoice(&p, d, picks)]
			x = x.or(c.need)
			if p.cover(c); p.made {
				made++
				break
			}
		}
	}
	return float64(made) / playouts
}

// TestHardRacesInTheShortGame: in short games to a first line (as stored
// before the board of ShortRows rows) between hard bots every decision is
// the race policy's, as nobody holds a line before the end; a full game,
// or a game where a player holds a line, is no race.
func TestHardRacesInTheShortGame(t *testing.T) {
	decisions := 0
	for seed := range uint64(20) {
		dice := gametest.Seeded(seed)
		var st games.State = storedShort(2+int(seed%5), Unlimited)
		var err error
		for !st.Result().Over {
			x := st.(*state)
			m := hardBot.Move(x, x.Active, gametest.Seeded(seed))
			if x.Phase == Placing && x.picks().len() > 1 {
				if want := x.raceMove(x.Active); m != want {
					t.Fatalf("seed %d, turn %d, dice %s: the hard bot plays %q, the race policy %q", seed, x.Turn, x.Dice, m, want)
				}
				decisions++
			}
			if st, err = st.Apply(x.Active, m, dice); err != nil {
				t.Fatal(err)
			}
		}
	}
	if decisions < 200 {
		t.Fatalf("only %d decisions", decisions)
	}
	short := rolled(t, position(t, 4, 0, empty), 1, 1)
	short.EndLines = firstLines
	if !short.racing() {
		t.Error("a short game without lines is no race")
	}
	full := rolled(t, position(t, 4, 0, empty), 1, 1)
	if full.racing() {
		t.Error("the full game is a race")
	}
	lined := rolled(t, position(t, 4, 0, `
a a a a a a a a a a a
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`), 1, 1)
	lined.EndLines = 2
	if lined.racing() {
		t.Error("a game where a player holds a line is a race")
	}
}

// TestRaceMove: the race policy rolls, passes and places as the rules
// allow, and answers "" to a seat that may not move.
func TestRaceMove(t *testing.T) {
	st := position(t, 2, 0, empty)
	st.EndLines = firstLines
	if got := st.raceMove(1); got != "" {
		t.Errorf("seat 1, not to move, gets %q", got)
	}
	if got := st.raceMove(0); got != "roll" {
		t.Errorf("before the roll: %q, want roll", got)
	}
	if got := rolled(t, position(t, 2, 0, noneLeft), 2, 8).raceMove(0); got != "pass" {
		t.Errorf("with nothing to place: %q, want pass", got)
	}
	x := rolled(t, st, 2, 8)
	if _, err := x.Apply(0, x.raceMove(0), nil); err != nil {
		t.Errorf("the race move is refused: %v", err)
	}
}
