package blingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// reach tells which squares one seat may place a marker on, supply aside,
// square by square: the answer of access for a few squares, without
// working out the whole board.
type reach struct {
	lay    *layout   // the board's shape
	held   squareSet // the seat's markers
	closed squareSet // the squares on another player's Blingo line
	others LineSet   // the lines that are another player's Blingo
}

// reach returns what seat s may place on.
func (m *masks) reach(s games.Seat) reach { return reachOf(m.lay, m.heldBy(s), m.blingos.others(s)) }

// reachOf returns what a seat with markers on held may place on, the
// lines others being other players' Blingos, on a board of shape lay.
func reachOf(lay *layout, held squareSet, others LineSet) reach {
	r := reach{lay: lay, held: held, others: others}
	for x := uint64(r.others); x != 0; x &= x - 1 {
		r.closed = r.closed.or(lay.lineMask[bits.TrailingZeros64(x)])
	}
	return r
}

// open reports whether the seat may place on q, as access's open set
// says: q holds no marker of the seat, and is not closed or lies on a line
// that is no other player's Blingo whose every square not closed is held.
func (r *reach) open(q Square) bool {
	if r.held.has(q) {
		return false
	}
	through := r.lay.squareLineSet[q]
	if through&r.others == 0 {
		return true
	}
	for x := uint64(through &^ r.others); x != 0; x &= x - 1 {
		if r.lay.lineMask[bits.TrailingZeros64(x)].andNot(r.closed).andNot(r.held).empty() {
			return true
		}
	}
	return false
}

// openAmong returns the squares of qs the seat may place on. Only those
// of them that are closed need their lines looked at.
func (r *reach) openAmong(qs squareSet) squareSet {
	free := qs.andNot(r.held)
	open := free.andNot(r.closed)
	if open == free {
		return open
	}
	for q := range free.and(r.closed).all {
		if r.open(q) {
			open = open.with(q)
		}
	}
	return open
}

// openSet returns every square the seat may place on: those without its
// marker that are not closed, and those of a line that is no other
// player's Blingo whose every square not closed it holds.
func (r *reach) openSet() squareSet {
	free := r.lay.all.andNot(r.held)
	open := free.andNot(r.closed)
	if r.others == 0 {
		return open
	}
	for x := uint64(r.lay.lines &^ r.others); x != 0; x &= x - 1 {
		line := r.lay.lineMask[bits.TrailingZeros64(x)]
		if line.andNot(r.closed).andNot(r.held).empty() {
			open = open.or(line.and(free))
		}
	}
	return open
}
