package quinientos

import "github.com/quintetbot/quintet/games"

// line is the layout as the state holds it, in place: a ring of SetSize
// cells, of which the n from first are the tiles left to right. A round
// places at most SetSize tiles, so the ring never runs into itself, and a
// line copies with the state in one assignment.
type line struct {
	cells    [SetSize]cell
	first, n uint8
}

// cell is one tile on the line as Placed holds it: the half facing the
// start of the line, the half facing its end, and the seat that played it.
type cell struct{ left, right, by int8 }

// lineOf returns the line that holds l, a layout of at most SetSize tiles
// with halves 0-6 and seats 0-3 (Decode checks it).
func lineOf(l Layout) line {
	var out line
	for i, p := range l {
		out.cells[i] = cell{left: int8(p.Left), right: int8(p.Right), by: int8(p.By)}
	}
	out.n = uint8(len(l))
	return out
}

// at returns the i-th tile from the left end.
func (l *line) at(i int) cell { return l.cells[(int(l.first)+i)%SetSize] }

// ends returns the values of the open left and right ends, as Layout.Ends.
func (l *line) ends() (left, right int, ok bool) {
	if l.n == 0 {
		return 0, 0, false
	}
	return int(l.at(0).left), int(l.at(int(l.n) - 1).right), true
}

// place plays t on end e for seat by, as Layout.Place does: on an empty
// line e is ignored; t must fit end e.
func (l *line) place(t Tile, e End, by games.Seat) {
	left, right, ok := l.ends()
	switch {
	case !ok:
		l.cells[l.first] = cell{left: int8(t.Hi), right: int8(t.Lo), by: int8(by)}
	case e == Left:
		l.first = (l.first + SetSize - 1) % SetSize
		l.cells[l.first] = cell{left: int8(t.Other(left)), right: int8(left), by: int8(by)}
	default:
		l.cells[(int(l.first)+int(l.n))%SetSize] = cell{left: int8(right), right: int8(t.Other(right)), by: int8(by)}
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
		c := l.at(i)
		out[i] = Placed{Left: int(c.left), Right: int(c.right), By: games.Seat(c.by)}
	}
	return out
}
