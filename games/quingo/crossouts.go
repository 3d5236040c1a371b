package quingo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// compareDecimal orders numbers as their decimal strings: 1, 10, 11, ...,
// 19, 2, 20, ... — the order of boxes in sorted notation.
func compareDecimal(a, b int) int { return strings.Compare(strconv.Itoa(a), strconv.Itoa(b)) }

// decimalRank gives each number up to MaxSum its place in decimal order
// (see compareDecimal).
var decimalRank = func() (rank [MaxSum + 1]uint8) {
	var all [MaxSum + 1]int
	for i := range all {
		all[i] = i
	}
	slices.SortFunc(all[:], compareDecimal)
	for place, n := range all {
		rank[n] = uint8(place)
	}
	return rank
}()

// numberOrder lists the numbers of the number boxes, 1 to NumberBoxes, in
// decimal order (see compareDecimal).
var numberOrder = func() [NumberBoxes]int {
	var out [NumberBoxes]int
	for i := range out {
		out[i] = i + 1
	}
	slices.SortFunc(out[:], compareDecimal)
	return out
}()

// crossOrder returns the pool indexes sorted by the cross-out moves'
// common start, "take <label> cross ", so that moves written die by die in
// this order, each die's boxes in notation order, are sorted.
func crossOrder(names []string) []int {
	out := make([]int, len(names))
	for i := range out {
		out[i] = i
	}
	slices.SortFunc(out, func(a, b int) int {
		return strings.Compare("take "+names[a]+" cross ", "take "+names[b]+" cross ")
	})
	return out
}

// crossMoves holds a pool's cross-outs as strings, by die: "take d8
// cross 15" at number[15], "take d8 cross wild 18" at wild[18].
type crossMoves struct {
	number [NumberBoxes + 1]games.Move
	wild   [MaxSum + 1]games.Move
}

func newCrossMoves(name string) *crossMoves {
	c := new(crossMoves)
	for n := 1; n <= NumberBoxes; n++ {
		c.number[n] = games.Move("take " + name + " cross " + strconv.Itoa(n))
	}
	for n := 1; n <= MaxSum; n++ {
		c.wild[n] = games.Move("take " + name + " cross wild " + strconv.Itoa(n))
	}
	return c
}

// crossOuts lists seat s's forced cross-outs in canonical order: any one
// die left in the pool with any open box. Within a die the number boxes
// come first ("cross 15" before "cross wild 5"), each kind in notation
// order.
func (st *state) crossOuts(s games.Seat) []games.Move {
	sh := &st.sheets[s]
	open := sh.open()
	var numbers [NumberBoxes]int
	var wilds [WildBoxes]int
	nn, nw := 0, 0
	for _, n := range numberOrder {
		if open&(1<<(n-1)) != 0 {
			numbers[nn], nn = n, nn+1
		}
	}
	for i, w := range sh.wilds {
		if n := int(w); open&(1<<(NumberBoxes+i)) != 0 && !slices.Contains(wilds[:nw], n) {
			wilds[nw], nw = n, nw+1
		}
	}
	slices.SortFunc(wilds[:nw], func(a, b int) int { return int(decimalRank[a]) - int(decimalRank[b]) })
	t := st.tab
	out := newMoves(st.dice.leftCount() * (nn + nw))
	for _, i := range t.crossDice {
		if st.dice.isTaken(i) {
			continue
		}
		c := t.cross[i]
		for _, n := range numbers[:nn] {
			out = append(out, c.number[n])
		}
		for _, n := range wilds[:nw] {
			out = append(out, c.wild[n])
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
