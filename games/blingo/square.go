package blingo

import "strconv"

// The board's dimensions and the players' supplies.
const (
	Rows       = 8              // rows of the board, numbered 1-8 from the top
	Columns    = 11             // columns of the board, numbered 1-11 from the left
	ShortRows  = 7              // rows of the short game's board (option length:short): squares 1-77
	NumSquares = Rows * Columns // squares of the board, numbered 1-88
	Markers    = 50             // markers in each player's supply with the box's supply (option markers:50)
	MaxTurns   = 1000           // the safety cap: the game ends after this many turns
	// Unlimited is the supply of a player whose markers are unlimited, the
	// default: a player never holds two markers on a square, so never more
	// than NumSquares.
	Unlimited = NumSquares
)

// Square is a numbered square of the board, 1 to 88: row r, column c holds
// 11(r-1)+c, so row 1 is 1-11 and row 8 is 78-88.
type Square int

// SquareAt returns the square in row r (1-8) and column c (1-11).
func SquareAt(r, c int) Square { return Square(Columns*(r-1) + c) }

// Valid reports whether q is a square of the board.
func (q Square) Valid() bool { return q >= 1 && q <= NumSquares }

// Row returns the row of q, 1-8.
func (q Square) Row() int { return (int(q)-1)/Columns + 1 }

// Column returns the column of q, 1-11.
func (q Square) Column() int { return (int(q)-1)%Columns + 1 }

// String returns the square's number.
func (q Square) String() string { return strconv.Itoa(int(q)) }

// hasDigit reports whether the decimal number of q contains the digit d.
func (q Square) hasDigit(d int) bool {
	for n := int(q); n > 0; n /= 10 {
		if n%10 == d {
			return true
		}
	}
	return false
}
