package quingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// total returns the points of seat s's sheet, as Sheet.Score counts them
// under the state's set-up, from the marks' bits without building a Sheet.
func (st *state) total(s games.Seat) int {
	m := &st.sheets[s]
	t := numberSum(m.checked) - numberSum(m.crossed) + int(st.wild)*bits.OnesCount32(m.checked>>NumberBoxes)
	const row = 1<<RowBoxes - 1
	for r, b := range st.bonus {
		if m.checked>>(r*RowBoxes)&row == row {
			t += int(b)
		}
	}
	return t
}

// numberSum returns the sum of the numbers of the number boxes in set,
// bit n-1 for box n.
func numberSum(set uint32) int {
	sum := 0
	for b := set & (1<<NumberBoxes - 1); b != 0; b &= b - 1 {
		sum += bits.TrailingZeros32(b) + 1
	}
	return sum
}
