package cinqo

import (
	"fmt"
	"strconv"
	"strings"
)

// Faces is the number of faces of a scoring die.
const Faces = 6

// DiceCount is the number of scoring dice.
const DiceCount = 5

// Dice is a multiset of scoring dice: Dice[f-1] counts the dice showing f.
// The zero value holds no dice. Dice is a value: copies never share. A
// count is a byte so that a state, which holds three Dice and is copied on
// every move, stays small.
type Dice [Faces]int8

// DiceOf returns the dice showing faces, each 1-6. It panics on any other
// face, which is a programming error.
func DiceOf(faces ...int) Dice {
	var d Dice
	for _, f := range faces {
		if f < 1 || f > Faces {
			panic(fmt.Sprintf("cinqo: no die face %d", f))
		}
		d[f-1]++
	}
	return d
}

// Count returns the number of dice showing f.
func (d Dice) Count(f int) int {
	if f < 1 || f > Faces {
		return 0
	}
	return int(d[f-1])
}

// Len returns the number of dice. It and Plus and Minus are written out
// face by face: the engine calls them several times a move.
func (d Dice) Len() int { return int(d[0] + d[1] + d[2] + d[3] + d[4] + d[5]) }

// Sum returns the total of the faces.
func (d Dice) Sum() int {
	s := 0
	for i, c := range d {
		s += (i + 1) * int(c)
	}
	return s
}

// Faces lists the faces in ascending order.
func (d Dice) Faces() []int {
	out := make([]int, 0, d.Len())
	for i, c := range d {
		for range c {
			out = append(out, i+1)
		}
	}
	return out
}

// Plus returns the dice of d and e together.
func (d Dice) Plus(e Dice) Dice {
	return Dice{d[0] + e[0], d[1] + e[1], d[2] + e[2], d[3] + e[3], d[4] + e[4], d[5] + e[5]}
}

// Minus returns d without the dice of e; e must be within d.
func (d Dice) Minus(e Dice) Dice {
	return Dice{d[0] - e[0], d[1] - e[1], d[2] - e[2], d[3] - e[3], d[4] - e[4], d[5] - e[5]}
}

// Holds reports whether every die of e is in d.
func (d Dice) Holds(e Dice) bool {
	for i := range d {
		if e[i] > d[i] {
			return false
		}
	}
	return true
}

// Straight reports whether d is 1-2-3-4-5 or 2-3-4-5-6.
func (d Dice) Straight() bool { return d == lowStraight || d == highStraight }

var lowStraight, highStraight = DiceOf(1, 2, 3, 4, 5), DiceOf(2, 3, 4, 5, 6)

// Kind returns the face of five of a kind, 0 when d is not five of a kind.
func (d Dice) Kind() int {
	for i, c := range d {
		if c == DiceCount {
			return i + 1
		}
	}
	return 0
}

// String returns the faces in ascending order separated by spaces, as the
// notation writes them: "5 6 6".
func (d Dice) String() string {
	faces := d.Faces()
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = strconv.Itoa(f)
	}
	return strings.Join(parts, " ")
}

// MarshalText writes the faces as digits in ascending order: "566".
func (d Dice) MarshalText() ([]byte, error) {
	b := make([]byte, 0, DiceCount)
	for i, c := range d {
		if c < 0 {
			return nil, fmt.Errorf("cinqo: %d dice showing %d", c, i+1)
		}
		for range c {
			b = append(b, byte('1'+i))
		}
	}
	return b, nil
}

// UnmarshalText reads digits 1-6 in any order, at most five of them.
func (d *Dice) UnmarshalText(b []byte) error {
	if len(b) > DiceCount {
		return fmt.Errorf("cinqo: %d dice in %q", len(b), b)
	}
	var out Dice
	for _, c := range b {
		if c < '1' || c > '0'+Faces {
			return fmt.Errorf("cinqo: no die face %q", c)
		}
		out[c-'1']++
	}
	*d = out
	return nil
}
