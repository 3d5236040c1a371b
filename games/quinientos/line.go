package quinientos

import "github.com/quintetbot/quintet/games"

// line is the layout as the state holds it, in place: a ring of SetSize
// cells, of which the n from first are the tiles left to right, and the
// values of its open ends, which every move reads. A round places at most
// SetSize tiles, so the ring never runs into itself, and a line copies with
// the state in one assignment.
type line struct {
	cells       [SetSize]cell
	first, n    uint8
	left, right uint8 // the open ends when n > 0
}

// cell is one tile on the line as Placed holds it, in one byte: the half
// facing the start of the line (bits 5-7), the half facing its end (bits
// 2-4) and the seat that played it (bits 0-1).
type cell uint8

// cellOf returns the cell of a tile lying with halves left and right,
// played by seat by.
func cellOf(left, right int, by games.Seat) cell { return cell(left<<5 | right<<2 | int(by)) }

// left, right and by read the cell's parts; placed returns it as Placed.
func (c cell) left() int      { return int(c >> 5) }
func (c cell) right() int     { return int(c>>2) & 7 }
func (c cell) by() games.Seat { return games.Seat(c & 3) }
func (c cell) placed() Placed { return Placed{Left: c.left(), Right: c.right(), By: c.by()} }

// lineOf returns the line that holds l, a layout of at most SetSize tiles
// with halves 0-6 and seats 0-3 (Decode checks it).
func lineOf(l Layout) line {
	var out line
	for i, p := range l {
		out.cells[i] = cellOf(p.Left, p.Right, p.By)
	}
	out.n = uint8(len(l))
	if left, right, ok := l.Ends(); ok {
		out.left, out.right = uint8(left), uint8(right)
	}
	return out
}

// loneDouble reports whether the line is one double alone, whose two
// ends are one place: a tile goes on it the same way on either side.
func (l *line) loneDouble() bool {
	return l.n == 1 && l.at(0).left() == l.at(0).right()
}

// at returns the i-th tile from the left end.
func (l *line) at(i int) cell { return l.cells[(int(l.first)+i)%SetSize] }

// ends returns the values of the open left and right ends, as Layout.Ends.
func (l *line) ends() (left, right int, ok bool) {
	return int(l.left), int(l.right), l.n > 0
}

// place plays t on end e for seat by, as Layout.Place does: on an empty
// line e is ignored; t must fit end e.
func (l *line) place(t Tile, e End, by games.Seat) {
	left, right, ok := l.ends()
	switch {
	case !ok:
		l.cells[l.first] = cellOf(t.Hi, t.Lo, by)
		l.left, l.right = uint8(t.Hi), uint8(t.Lo)
	case e == Left:
		l.first = (l.first + SetSize - 1) % SetSize
		l.cells[l.first] = cellOf(t.Other(left), left, by)
		l.left = uint8(t.Other(left))
	default:
		l.cells[(int(l.first)+int(l.n))%SetSize] = cellOf(right, t.Other(right), by)
		l.right = uint8(t.Other(right))
	}
	l.n++
}

// layout returns the line as a Layout, nil when it is empty.
func (l *line) layout() Layout {
	if l.n == 0 {
		return nil
	}
	out := make(Layout, l.n)
	for i := range out {
		out[i] = l.at(i).placed()
	}
	return out
}
