package qwinto

// Positions is the number of positions in a row, blocked one included.
const Positions = 10

// Columns is the number of columns of the sheared sheet.
const Columns = 12

// MaxFailed is the number of failed throws that ends the game.
const MaxFailed = 4

// MaxValue is the largest sum three dice can show.
const MaxValue = 18

// rowOffset is the column of each row's position 0.
var rowOffset = [3]int{Red: 2, Yellow: 1, Blue: 0}

// blockedAt is each row's blocked (XX) position.
var blockedAt = [3]int{Red: 3, Yellow: 5, Blue: 4}

// bonusAt lists each row's bonus (%) positions.
var bonusAt = [3][]int{Red: {1, 5}, Yellow: {7}, Blue: {2, 9}}

// Column returns the sheet column (0-11) of position p (0-9) of row c.
func Column(c Colour, p int) int { return p + rowOffset[c] }

// Blocked reports whether position p of row c is a blocked (XX) cell.
func Blocked(c Colour, p int) bool { return blockedAt[c] == p }

// Bonus reports whether position p of row c is a bonus (%) cell.
func Bonus(c Colour, p int) bool {
	for _, b := range bonusAt[c] {
		if b == p {
			return true
		}
	}
	return false
}

// PositionAt returns the position of row c that lies in column col, and
// false when the row does not reach that column.
func PositionAt(c Colour, col int) (int, bool) {
	p := col - rowOffset[c]
	return p, p >= 0 && p < Positions
}
