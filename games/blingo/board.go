package blingo

import "github.com/quintetbot/quintet/games"

// Board holds the markers on the 88 squares: for each square, the set of
// seats with a marker there (index q-1 for square q). A player has at most
// one marker on a square. Board is a value; copying it copies the position.
//
// A board encodes as text, in the form String writes and ParseBoard reads.
type Board [boardCells]SeatSet

// At returns the seats with a marker on q.
func (b *Board) At(q Square) SeatSet {
	if !q.Valid() {
		return 0
	}
	return b[q-1]
}

// Has reports whether seat s has a marker on q.
func (b *Board) Has(s games.Seat, q Square) bool { return b.At(q).Has(s) }

// Count returns the number of seat s's markers on the board: its score.
func (b *Board) Count(s games.Seat) int {
	n := 0
	for _, ss := range b {
		if ss.Has(s) {
			n++
		}
	}
	return n
}

// counts returns the number of each seat's markers on the board, as
// Count does, in one pass.
func (b *Board) counts() (n [MaxSeats]int) {
	for _, ss := range b {
		for s := range games.Seat(MaxSeats) {
			if ss.Has(s) {
				n[s]++
			}
		}
	}
	return n
}

// Supply returns the number of markers seat s has left to place when each
// player has markers in all (Markers with the box's supply, Unlimited by
// default).
func (b *Board) Supply(s games.Seat, markers int) int { return markers - b.Count(s) }

// Covered returns the number of squares holding at least one marker.
func (b *Board) Covered() int {
	n := 0
	for _, ss := range b {
		if ss != 0 {
			n++
		}
	}
	return n
}

// Blackout reports whether every square holds at least one marker: no
// word of the board has a zero byte.
func (b *Board) Blackout() bool {
	if NumSquares < boardCells {
		return b.Covered() == NumSquares
	}
	for i := range uint(boardWords) {
		if w := b.word(i); (w-lowBits)&^w&highBits != 0 {
			return false
		}
	}
	return true
}

// Owners returns the seats whose Blingo l is: those with a marker on every
// square of l. A player's markers on their own Blingo lines are never
// removed, so a line once completed stays that player's Blingo.
func (b *Board) Owners(l Line) SeatSet {
	own := SeatSet(1<<MaxSeats - 1)
	for _, q := range lineSquares[l] {
		own &= b[q-1]
	}
	return own
}

// owners returns the Owners of every line.
func (b *Board) owners() [NumLines]SeatSet {
	var out [NumLines]SeatSet
	for l := range out {
		out[l] = b.Owners(Line(l))
	}
	return out
}

// Blingos returns the lines that are seat s's Blingo.
func (b *Board) Blingos(s games.Seat) LineSet {
	var out LineSet
	for l, own := range b.owners() {
		if own.Has(s) {
			out |= LineSetOf(Line(l))
		}
	}
	return out
}

// maxSeat returns the highest seat with a marker on the board, -1 for none.
func (b *Board) maxSeat() games.Seat {
	var all SeatSet
	for _, ss := range b {
		all |= ss
	}
	top := games.Seat(-1)
	for _, s := range all.List() {
		top = s
	}
	return top
}
