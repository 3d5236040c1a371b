package blingo

import "github.com/quintetbot/quintet/games"

// Closed reports whether q is closed to seat s: it lies on another
// player's Blingo line.
func (b *Board) Closed(s games.Seat, q Square) bool {
	if !q.Valid() {
		return false
	}
	return b.access(s).closed[q]
}

// Open reports whether seat s may place a marker on q, supply aside: s has
// no marker there yet, and q is not closed to s, or is an intersection s may
// take: on some line through q that is not another player's Blingo, s
// already holds every square not closed to s.
func (b *Board) Open(s games.Seat, q Square) bool {
	if !q.Valid() {
		return false
	}
	return b.access(s).open[q]
}

// access is what one seat may do on a board, by square number (index 0 is
// unused).
type access struct {
	closed [NumSquares + 1]bool // on another player's Blingo line
	open   [NumSquares + 1]bool // the seat may place a marker there
	owners [NumLines]SeatSet    // the Owners of every line
}

// access works out which squares are closed to and open to seat s.
func (b *Board) access(s games.Seat) *access {
	a := &access{owners: b.owners()}
	me := seatBit(s)
	for l, own := range a.owners {
		if own&^me == 0 {
			continue
		}
		for _, q := range lineSquares[l] {
			a.closed[q] = true
		}
	}
	for q := Square(1); q <= NumSquares; q++ {
		switch {
		case b[q-1].Has(s):
		case !a.closed[q]:
			a.open[q] = true
		default:
			a.open[q] = b.intersection(s, q, a)
		}
	}
	return a
}

// intersection reports whether seat s may take the closed square q: some
// line through q that is not another player's Blingo has every square not
// closed to s held by s.
func (b *Board) intersection(s games.Seat, q Square, a *access) bool {
	me := seatBit(s)
	for _, l := range squareLines[q] {
		if a.owners[l]&^me != 0 {
			continue
		}
		if b.holdsOpenRest(s, l, a) {
			return true
		}
	}
	return false
}

// holdsOpenRest reports whether s holds every square of l not closed to s.
func (b *Board) holdsOpenRest(s games.Seat, l Line, a *access) bool {
	for _, t := range lineSquares[l] {
		if !a.closed[t] && !b[t-1].Has(s) {
			return false
		}
	}
	return true
}

// openSquares lists the squares s may place a marker on, supply aside.
func (b *Board) openSquares(s games.Seat) []Square {
	a := b.access(s)
	var out []Square
	for q := Square(1); q <= NumSquares; q++ {
		if a.open[q] {
			out = append(out, q)
		}
	}
	return out
}

// canPlace reports whether seat s could place a marker with some roll: it
// has a marker left and an open square. Every square is reachable by some
// roll (1-8 by a die, 9s and 0s by a sum, the rest joined).
func (b *Board) canPlace(s games.Seat) bool {
	if b.Supply(s) <= 0 {
		return false
	}
	a := b.access(s)
	for _, ok := range a.open {
		if ok {
			return true
		}
	}
	return false
}
