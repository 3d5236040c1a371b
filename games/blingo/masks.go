package blingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// masks is a board as bitboards: what access needs, worked out in one
// pass over the squares.
type masks struct {
	lay     *layout             // the board's shape
	held    [MaxSeats]squareSet // the squares where each seat has a marker
	blingos blingoSets          // the lines that are each seat's Blingo
}

// blingoSets holds the lines that are each seat's Blingo.
type blingoSets [MaxSeats]LineSet

// masks builds the bitboards of b.
func (b *Board) masks() *masks {
	m := new(masks)
	b.fillMasks(m)
	return m
}

// fillMasks writes the bitboards of b into m.
func (b *Board) fillMasks(m *masks) {
	*m = masks{lay: b.layout()}
	var present SeatSet
	for i, ss := range b {
		if ss == 0 {
			continue
		}
		q := Square(i + 1)
		ss &= 1<<MaxSeats - 1
		present |= ss
		for x := uint8(ss); x != 0; x &= x - 1 {
			s := bits.TrailingZeros8(x)
			m.held[s] = m.held[s].with(q)
		}
	}
	for x := uint8(present); x != 0; x &= x - 1 {
		s := bits.TrailingZeros8(x)
		m.blingos[s] = m.lay.completes(m.held[s], m.lay.lines)
	}
}

// completes returns the lines of ls, lines of the board, whose every
// square is in a.
func (lay *layout) completes(a squareSet, ls LineSet) LineSet {
	var out LineSet
	for x := uint64(ls); x != 0; x &= x - 1 {
		l := bits.TrailingZeros64(x)
		if lay.lineMask[l].andNot(a).empty() {
			out |= 1 << l
		}
	}
	return out
}

// heldBy returns the squares where seat s has a marker; none for a seat
// beyond MaxSeats.
func (m *masks) heldBy(s games.Seat) squareSet {
	if s < 0 || s >= MaxSeats {
		return squareSet{}
	}
	return m.held[s]
}

// others returns the lines that are the Blingo of a seat other than s.
func (bs *blingoSets) others(s games.Seat) LineSet {
	var out LineSet
	for t := range bs {
		if games.Seat(t) != s {
			out |= bs[t]
		}
	}
	return out
}

// access works out which squares are closed to seat s (on another
// player's Blingo line) and which s may place a marker on, supply aside:
// those without a marker of s that are not closed, or are closed but lie
// on a line that is no other player's Blingo and whose every square not
// closed to s is held by s.
func (m *masks) access(s games.Seat) (closed, open squareSet) {
	r := m.reach(s)
	return r.closed, r.openSet()
}
