package blingo

import "github.com/quintetbot/quintet/games"

// Closed reports whether q is closed to seat s: it lies on another
// player's Blingo line.
func (b *Board) Closed(s games.Seat, q Square) bool {
	if !q.Valid() {
		return false
	}
	closed, _ := b.masks().access(s)
	return closed.has(q)
}

// Open reports whether seat s may place a marker on q, supply aside: s has
// no marker there yet, and q is not closed to s, or is an intersection s may
// take: on some line through q that is not another player's Blingo, s
// already holds every square not closed to s.
func (b *Board) Open(s games.Seat, q Square) bool {
	if !q.Valid() {
		return false
	}
	return b.openSet(s).has(q)
}

// openSet returns the squares seat s may place a marker on, supply aside.
func (b *Board) openSet(s games.Seat) squareSet {
	_, open := b.masks().access(s)
	return open
}
