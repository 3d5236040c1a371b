package blingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// The board read as words, eight squares at a time, square 8i+1 the low
// byte of word i: what Apply needs of the board, without a pass over every
// square.
const (
	boardWords = NumSquares / 8
	lowBits    = 0x0101010101010101          // bit 0 of each byte
	highBits   = 0x8080808080808080          // bit 7 of each byte
	seatBits   = lowBits * (1<<MaxSeats - 1) // the seats' bits of each byte
	gatherLow  = 0x0102040810204080          // times lowBits&w: bit 0 of byte k to bit 56+k
)

// word returns squares 8i+1 to 8i+8 as the bytes of a word, the first
// the lowest: one load.
func (b *Board) word(i uint) uint64 {
	q := b[8*i : 8*i+8]
	return uint64(q[0]) | uint64(q[1])<<8 | uint64(q[2])<<16 | uint64(q[3])<<24 |
		uint64(q[4])<<32 | uint64(q[5])<<40 | uint64(q[6])<<48 | uint64(q[7])<<56
}

// held returns the squares where seat s has a marker, as heldBy does,
// without a pass over every square: eight squares at a time, by eightHeld.
func (b *Board) held(s games.Seat) squareSet {
	if s < 0 || s >= MaxSeats {
		return squareSet{}
	}
	x := uint(s)
	return squareSet{
		lo: b.eightHeld(0, x) | b.eightHeld(1, x)<<8 | b.eightHeld(2, x)<<16 | b.eightHeld(3, x)<<24 |
			b.eightHeld(4, x)<<32 | b.eightHeld(5, x)<<40 | b.eightHeld(6, x)<<48 | b.eightHeld(7, x)<<56,
		hi: b.eightHeld(8, x) | b.eightHeld(9, x)<<8 | b.eightHeld(10, x)<<16,
	}
}

// eightHeld returns the squares 8i+1 to 8i+8 where seat s has a marker,
// as the bits of a byte: bit s of each square's byte, gathered by one
// multiplication.
func (b *Board) eightHeld(i, s uint) uint64 { return b.word(i) >> s & lowBits * gatherLow >> 56 }

// markers returns the number of markers on the board, all seats together.
func (b *Board) markers() int {
	n := 0
	for i := range uint(boardWords) {
		n += bits.OnesCount64(b.word(i) & seatBits)
	}
	return n
}
