package blingo

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// seatLetters names the seats in written positions: a is seat 1.
const seatLetters = "abcdef"

// String writes the board as a position ParseBoard reads: the 88 squares
// (the short game's board: its 77) row by row, each "." when empty or the
// letters of the seats with a marker there (a for seat 1 ... f for seat
// 6), rows separated by " / ":
//
//	a ab . . . . . . . . . / . . . ...
func (b Board) String() string { return string(b.appendText(make([]byte, 0, 2*NumSquares+3*Rows))) }

// MarshalText writes the board as String does.
func (b Board) MarshalText() ([]byte, error) {
	return b.appendText(make([]byte, 0, 2*NumSquares+3*Rows)), nil
}

// UnmarshalText reads a board as ParseBoard does.
func (b *Board) UnmarshalText(text []byte) error {
	v, err := ParseBoard(string(text))
	if err != nil {
		return err
	}
	*b = v
	return nil
}

func (b Board) appendText(out []byte) []byte {
	for i, ss := range b[:b.Squares()] {
		switch {
		case i == 0:
		case i%Columns == 0:
			out = append(out, " / "...)
		default:
			out = append(out, ' ')
		}
		if ss == 0 {
			out = append(out, '.')
			continue
		}
		for s := range games.Seat(MaxSeats) {
			if ss.Has(s) {
				out = append(out, seatLetters[s])
			}
		}
	}
	return out
}

// ParseBoard reads a written position: 88 words, the squares from 1 to 88
// (row by row), or 77 for the short game's board of ShortRows rows, each
// "." (or "-") for an empty square or the letters a-f of the seats with a
// marker there, in any order and case. Slashes and line breaks may
// separate the rows; they count as spaces.
func ParseBoard(text string) (Board, error) {
	words := strings.Fields(strings.ReplaceAll(text, "/", " "))
	var b Board
	switch len(words) {
	case NumSquares:
	case ShortRows * Columns:
		b = NewBoard(ShortRows)
	default:
		return Board{}, fmt.Errorf("blingo: board: %d squares written, want %d (or %d on the short game's board)", len(words), NumSquares, ShortRows*Columns)
	}
	for i, w := range words {
		if w == "." || w == "-" {
			continue
		}
		for _, c := range strings.ToLower(w) {
			k := strings.IndexRune(seatLetters, c)
			if k < 0 {
				return Board{}, fmt.Errorf("blingo: board: square %d: %q is no seat letter (a-f)", i+1, c)
			}
			if b[i].Has(games.Seat(k)) {
				return Board{}, fmt.Errorf("blingo: board: square %d: %q twice", i+1, c)
			}
			b[i] |= seatBit(games.Seat(k))
		}
	}
	return b, nil
}

// Valid checks that b could arise in a game of seats players: no marker of
// a seat beyond the table, and no player with more than markers on it
// (each player's supply in all).
func (b *Board) Valid(seats, markers int) error {
	if top := b.maxSeat(); int(top) >= seats {
		return fmt.Errorf("blingo: board: a marker of %s at a table of %d", top, seats)
	}
	for s := range games.Seat(seats) {
		if n := b.Count(s); n > markers {
			return fmt.Errorf("blingo: board: %s has %d markers on the board, more than %d", s, n, markers)
		}
	}
	return nil
}
