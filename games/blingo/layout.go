package blingo

import "github.com/quintetbot/quintet/games"

// layout is the shape of a board, the full board of Rows rows or the
// short game's of ShortRows, with what the rules and the bots derive
// from it: its squares, its lines and the placements of each roll.
type layout struct {
	rows    int       // rows of 11 squares
	squares int       // the squares of the board are 1 to squares
	all     squareSet // its squares
	lines   LineSet   // its lines
	lineIDs []Line    // its lines, ascending

	lineMask      [lineSlots]squareSet   // the squares of each of its lines
	lineSquares   [lineSlots][]Square    // the same, from row 1 down
	squareLines   [NumSquares + 1][]Line // its lines through each square, ascending
	squareLineSet [NumSquares + 1]LineSet

	// For each roll (a, b) at [a-1][b-1], every placement it may give on
	// this board, sorted by move (the order of Legal), their moves and
	// the squares they place on. A roll that names a square past the
	// board has no placement there.
	candidates  [Faces][Faces][]candidate
	moves       [Faces][Faces][]games.Move
	rollSquares [Faces][Faces]squareSet

	race raceTable // the race policy's tables, built at its first race
}

// The two boards.
var (
	fullBoard  = newLayout(Rows)
	shortBoard = newLayout(ShortRows)
)

// newLayout works out the board of rows rows.
func newLayout(rows int) *layout {
	lay := &layout{rows: rows, squares: rows * Columns}
	for q := Square(1); int(q) <= lay.squares; q++ {
		lay.all = lay.all.with(q)
	}
	for l := range Line(lineSlots) {
		qs := l.squaresOn(rows)
		if qs == nil {
			continue
		}
		lay.lines |= LineSetOf(l)
		lay.lineIDs = append(lay.lineIDs, l)
		lay.lineSquares[l] = qs
		for _, q := range qs {
			lay.lineMask[l] = lay.lineMask[l].with(q)
			lay.squareLines[q] = append(lay.squareLines[q], l)
			lay.squareLineSet[q] |= LineSetOf(l)
		}
	}
	for a := 1; a <= Faces; a++ {
		for b := 1; b <= Faces; b++ {
			cs := buildCandidates(Dice{a, b}, lay.all)
			if len(cs) > 16 {
				panic("blingo: more candidates than picks holds")
			}
			lay.candidates[a-1][b-1] = cs
			for _, c := range cs {
				lay.moves[a-1][b-1] = append(lay.moves[a-1][b-1], c.move())
				lay.rollSquares[a-1][b-1] = lay.rollSquares[a-1][b-1].or(c.need)
			}
		}
	}
	return lay
}

// onBoard reports whether q is a square of the board.
func (lay *layout) onBoard(q Square) bool { return q >= 1 && int(q) <= lay.squares }

// candidatesOf returns the candidates of roll d, none before a roll.
func (lay *layout) candidatesOf(d Dice) []candidate {
	if !d.Rolled() {
		return nil
	}
	return lay.candidates[d[0]-1][d[1]-1]
}

// movesOf returns the moves of the candidates of roll d, which is
// rolled, in order (read-only).
func (lay *layout) movesOf(d Dice) []games.Move { return lay.moves[d[0]-1][d[1]-1] }
