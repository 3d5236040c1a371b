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

// raceTable is a board's tables of the race, built by raceTables at the
// board's first race rather than at start.
type raceTable struct {
	once sync.Once
	// lineChance holds, for each line and each set of its squares still to
	// cover (bit i for its i-th square, from row 1 down), the chance of
	// making the line before the deadline when every roll is played for that
	// line alone, as well as can be: E[raceDiscount^turns]. A line with
	// nothing to cover has chance 1. It ignores markers left and other
	// lines.
	lineChance [lineSlots][]float64
	// rollLineBits holds, for each line and roll (a, b) at [a-1][b-1], the
	// squares of the line that each candidate of the roll places on, as
	// bits of the line; candidates that place on none of them are left
	// out.
	rollLineBits [lineSlots][Faces][Faces][]uint16
	// squareLineBits holds, for each square, its bit on each line: 0 on
	// the lines it is not on.
	squareLineBits [NumSquares + 1][lineSlots]uint16
}

// raceTables builds the race's tables of the board once, at its first
// race in the process (some 17 ms of processor time, within that
// decision's budget, that a process with no short game never spends),
// and returns them. Outside their building, only a progress reads them
// without it: progressOf, which makes one, calls it first.
func (lay *layout) raceTables() *raceTable {
	lay.race.once.Do(lay.buildRaceTables)
	return &lay.race
}

func (lay *layout) buildRaceTables() {
	t := &lay.race
	for _, l := range lay.lineIDs {
		for i, q := range lay.lineSquares[l] {
			t.squareLineBits[q][l] = 1 << i
		}
	}
	for _, l := range lay.lineIDs {
		for a := range Faces {
			for b := range Faces {
				for _, c := range lay.candidates[a][b] {
					if m := lay.lineBits(l, c.need); m != 0 {
						t.rollLineBits[l][a][b] = append(t.rollLineBits[l][a][b], m)
					}
				}
			}
		}
		t.lineChance[l] = lay.solveChance(l, raceDiscount)
	}
}

// lineBits returns the squares of set a on line l as bits of the line.
func (lay *layout) lineBits(l Line, a squareSet) uint16 {
	var m uint16
	for i, q := range lay.lineSquares[l] {
		if a.has(q) {
			m |= 1 << i
		}
	}
	return m
}

// solveChance works out lineChance for line l with discount d, from the
// board's rollLineBits, which buildRaceTables has filled. With the
// squares of m to cover, a roll whose best candidate leaves m' has chance
// W(m'), a roll that fits none W(m), each after a turn that the deadline
// may end: W(m) = d (Σ over fitting rolls of W(m') + unfitting rolls ×
// W(m)) / 64. Every m' is a subset of m with fewer squares, so the masks
// in increasing order see theirs worked out.
func (lay *layout) solveChance(l Line, d float64) []float64 {
	w := make([]float64, 1<<len(lay.lineSquares[l]))
	w[0] = 1
	for m := 1; m < len(w); m++ {
		sum, miss := 0.0, 0
		for a := range Faces {
			for b := range Faces {
				best := -1.0
				for _, c := range lay.race.rollLineBits[l][a][b] {
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
// lineChance and the sum of their squares, on its board (a line not on
// the board is never missed, nor counts). Its value is kept up to date
// line by line as markers come.
type progress struct {
	lay     *layout
	miss    [lineSlots]uint16
	chance  [lineSlots]float64
	squares float64 // the sum over the lines of chance²
	made    bool    // some line has nothing left to cover
}

// progressOf returns the progress of a player with markers on held on
// board lay.
func progressOf(lay *layout, held squareSet) progress {
	t := lay.raceTables()
	p := progress{lay: lay}
	for _, l := range lay.lineIDs {
		p.miss[l] = (uint16(1)<<len(lay.lineSquares[l]) - 1) &^ lay.lineBits(l, held)
		p.chance[l] = t.lineChance[l][p.miss[l]]
		p.squares += p.chance[l] * p.chance[l]
		p.made = p.made || p.miss[l] == 0
	}
	return p
}

// cover adds markers on the squares of c (which the player has not).
func (p *progress) cover(c *candidate) {
	t := &p.lay.race
	for _, q := range c.targets() {
		for _, l := range p.lay.squareLines[q] {
			m := p.miss[l] &^ t.squareLineBits[q][l]
			w := t.lineChance[l][m]
			p.squares += w*w - p.chance[l]*p.chance[l]
			p.made = p.made || m == 0
			p.miss[l], p.chance[l] = m, w
		}
	}
}

// line returns a line with nothing left to cover, -1 for none.
func (p *progress) line() Line {
	for _, l := range p.lay.lineIDs {
		if p.miss[l] == 0 {
			return l
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
		return lineSlots + 1
	}
	return p.squares
}

// raceChoice returns the index among the candidates of roll d of the race
// policy's choice for a player with progress p: of the candidates in
// picks, the one of highest value, the first in Legal order of equals;
// -1 when picks is empty.
func raceChoice(p *progress, d Dice, picks picks) int {
	best, bestValue := -1, 0.0
	cs := p.lay.candidatesOf(d)
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
	lay := st.Board.layout()
	pr := progressOf(lay, st.Board.held(s))
	return lay.movesOf(st.Dice)[raceChoice(&pr, st.Dice, p)]
}
