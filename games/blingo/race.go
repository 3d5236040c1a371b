package blingo

import (
	"sync"

	"github.com/quintetbot/quintet/games"
)

// The short game is a race to a first Blingo line: until someone makes
// one, no square is closed and no marker removed, so each player's
// markers grow by its own rolls alone. The tables here value a player's
// markers in that race, line by line.

// raceDiscount is the chance, after each of a player's turns, that the
// race goes on for another: the deadline that the other players' lines set
// falls after a turn with chance 1-raceDiscount.
const raceDiscount = 0.92

// lineChance, rollLineBits and squareLineBits are built by raceTables,
// at the first race rather than at start.
//
// lineChance holds, for each line and each set of its squares still to
// cover (bit i for its i-th square, from row 1 down), the chance of
// making the line before the deadline when every roll is played for that
// line alone, as well as can be: E[raceDiscount^turns]. A line with
// nothing to cover has chance 1. It ignores markers left and other lines.
var lineChance [NumLines][]float64

// rollLineBits holds, for each line and roll (a, b) at [a-1][b-1], the
// squares of the line that each candidate of the roll places on, as bits
// of the line; candidates that place on none of them are left out.
var rollLineBits [NumLines][Faces][Faces][]uint16

// squareLineBits holds, for each square, its bit on each line: 0 on the
// lines it is not on.
var squareLineBits [NumSquares + 1][NumLines]uint16

var raceOnce sync.Once

// raceTables builds the race's tables once, at the first race of the
// process (some 17 ms of processor time, within that decision's budget,
// that a process with no short game never spends); any use of them calls
// it first.
func raceTables() { raceOnce.Do(buildRaceTables) }

func buildRaceTables() {
	for l := range Line(NumLines) {
		for i, q := range lineSquares[l] {
			squareLineBits[q][l] = 1 << i
		}
	}
	for l := range Line(NumLines) {
		for a := range Faces {
			for b := range Faces {
				for _, c := range rollCandidates[a][b] {
					if m := lineBits(l, c.need); m != 0 {
						rollLineBits[l][a][b] = append(rollLineBits[l][a][b], m)
					}
				}
			}
		}
		lineChance[l] = solveChance(l, raceDiscount)
	}
}

// lineBits returns the squares of set a on line l as bits of the line.
func lineBits(l Line, a squareSet) uint16 {
	var m uint16
	for i, q := range lineSquares[l] {
		if a.has(q) {
			m |= 1 << i
		}
	}
	return m
}

// solveChance works out lineChance for line l with discount d. With the
// squares of m to cover, a roll whose best candidate leaves m' has chance
// W(m'), a roll that fits none W(m), each after a turn that the deadline
// may end: W(m) = d (Σ over fitting rolls of W(m') + unfitting rolls ×
// W(m)) / 64. Every m' is a subset of m with fewer squares, so the masks
// in increasing order see theirs worked out.
func solveChance(l Line, d float64) []float64 {
	w := make([]float64, 1<<len(lineSquares[l]))
	w[0] = 1
	for m := 1; m < len(w); m++ {
		sum, miss := 0.0, 0
		for a := range Faces {
			for b := range Faces {
				best := -1.0
				for _, c := range rollLineBits[l][a][b] {
					if c&uint16(m) != 0 {
						best = max(best, w[m&^int(c)])
					}
				}
				if best < 0 {
					miss++
				} else {
					sum += best
				}
			}
		}
		w[m] = d * sum / (Faces*Faces - d*float64(miss))
	}
	return w
}

// progress is a player's way to each line: the squares of the line it has
// yet to cover (bit i for its i-th square), each line's chance by
// lineChance and the sum of their squares. Its value is kept up to date
// line by line as markers come.
type progress struct {
	miss    [NumLines]uint16
	chance  [NumLines]float64
	squares float64 // the sum over the lines of chance²
	made    bool    // some line has nothing left to cover
}

// progressOf returns the progress of a player with markers on held.
func progressOf(held squareSet) progress {
	raceTables()
	var p progress
	for l := range Line(NumLines) {
		p.miss[l] = (uint16(1)<<len(lineSquares[l]) - 1) &^ lineBits(l, held)
		p.chance[l] = lineChance[l][p.miss[l]]
		p.squares += p.chance[l] * p.chance[l]
		p.made = p.made || p.miss[l] == 0
	}
	return p
}

// cover adds markers on the squares of c (which the player has not).
func (p *progress) cover(c *candidate) {
	for _, q := range c.targets() {
		for _, l := range squareLines[q] {
			m := p.miss[l] &^ squareLineBits[q][l]
			w := lineChance[l][m]
			p.squares += w*w - p.chance[l]*p.chance[l]
			p.made = p.made || m == 0
			p.miss[l], p.chance[l] = m, w
		}
	}
}

// line returns a line with nothing left to cover, -1 for none.
func (p *progress) line() Line {
	for l, m := range p.miss {
		if m == 0 {
			return Line(l)
		}
	}
	return -1
}

// value is the progress's worth in the race, higher better: the sum over
// the lines of the square of each one's chance before the deadline. The
// square makes the likeliest lines count most, yet a marker that brings
// two lines on counts for both. A made line is worth more than any
// progress without one.
func (p *progress) value() float64 {
	if p.made {
		return NumLines + 1
	}
	return p.squares
}

// raceChoice returns the index among the candidates of roll d of the race
// policy's choice for a player with progress p: of the candidates in
// picks, the one of highest value, the first in Legal order of equals;
// -1 when picks is empty.
func raceChoice(p *progress, d Dice, picks picks) int {
	best, bestValue := -1, 0.0
	cs := candidatesOf(d)
	for i := range cs {
		if picks&(1<<i) == 0 {
			continue
		}
		next := *p
		next.cover(&cs[i])
		if v := next.value(); best < 0 || v > bestValue {
			best, bestValue = i, v
		}
	}
	return best
}

// racing reports whether the game is a race for a first line: a short
// game where nobody holds a Blingo line yet.
func (st *state) racing() bool {
	return st.EndLines > 0 && st.Board.masks().blingos == blingoSets{}
}

// raceMove returns the race policy's move for seat s: while s may not
// move, ""; where s has no choice to make, AutoMove's move; else the
// choice of raceChoice.
func (st *state) raceMove(s games.Seat) games.Move {
	if m, ok := st.forced(s); ok {
		return m
	}
	p := st.picks()
	pr := progressOf(st.Board.held(s))
	return candidateMoves[st.Dice[0]-1][st.Dice[1]-1][raceChoice(&pr, st.Dice, p)]
}
