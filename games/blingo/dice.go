package blingo

import (
	"fmt"
	"strconv"

	"github.com/quintetbot/quintet/games"
)

// Faces is the number of faces of each die.
const Faces = 8

// Dice are the two d8 of a turn, in the order rolled; {0, 0} before the
// roll.
type Dice [2]int

// rollDice draws the two dice from r.
func rollDice(r games.Rand) Dice { return Dice{games.Roll(r, Faces), games.Roll(r, Faces)} }

// Rolled reports whether the dice show a roll.
func (d Dice) Rolled() bool { return d[0] != 0 }

// Valid reports whether d is a roll of two d8 or {0, 0}.
func (d Dice) Valid() bool {
	if d == (Dice{}) {
		return true
	}
	return d[0] >= 1 && d[0] <= Faces && d[1] >= 1 && d[1] <= Faces
}

// Sum returns the sum of the dice.
func (d Dice) Sum() int { return d[0] + d[1] }

// Double reports whether both dice show the same face.
func (d Dice) Double() bool { return d.Rolled() && d[0] == d[1] }

// String writes the roll as "2 and 8".
func (d Dice) String() string { return strconv.Itoa(d[0]) + " and " + strconv.Itoa(d[1]) }

// Option is one of the ways to use a roll.
type Option int

// The options of a roll (a, b).
const (
	// Pair: a marker on a and one on b; a double places one.
	Pair Option = iota + 1
	// Joined: one marker on 10a+b or on 10b+a.
	Joined
	// Nine: when a+b = 9, one marker on a square whose number contains a 9.
	Nine
	// Zero: when a+b = 10, one marker on a square whose number contains a 0.
	Zero
)

var optionNames = [...]string{Pair: "pair", Joined: "joined", Nine: "nine", Zero: "zero"}

// String returns "pair", "joined", "nine" or "zero".
func (o Option) String() string {
	if o < Pair || o > Zero {
		return fmt.Sprintf("option(%d)", int(o))
	}
	return optionNames[o]
}

// MarshalText writes the option's name.
func (o Option) MarshalText() ([]byte, error) {
	if o < Pair || o > Zero {
		return nil, fmt.Errorf("blingo: no option %d", int(o))
	}
	return []byte(optionNames[o]), nil
}

// Targets returns the squares each option of the roll names, whoever
// plays it: Pair a and b (one square on a double); Joined 10a+b and 10b+a;
// Nine the squares with a 9 when a+b = 9; Zero the squares with a 0 when
// a+b = 10. The sets never share a square.
func (d Dice) Targets(o Option) []Square {
	a, b := Square(d[0]), Square(d[1])
	switch o {
	case Pair:
		return uniq(a, b)
	case Joined:
		return uniq(10*a+b, 10*b+a)
	case Nine:
		if d.Sum() == 9 {
			return withDigit(9)
		}
	case Zero:
		if d.Sum() == 10 {
			return withDigit(0)
		}
	}
	return nil
}

// withDigit lists the squares whose number contains the digit d.
func withDigit(d int) []Square {
	var out []Square
	for q := Square(1); q <= NumSquares; q++ {
		if q.hasDigit(d) {
			out = append(out, q)
		}
	}
	return out
}

// uniq returns a and b ascending, once when equal.
func uniq(a, b Square) []Square {
	switch {
	case a == b:
		return []Square{a}
	case a > b:
		return []Square{b, a}
	}
	return []Square{a, b}
}
