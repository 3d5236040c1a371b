package qwinto

import "github.com/quintetbot/quintet/games"

// The default policy plays bot seats and turn timeouts. It is deterministic:
//
//   - A cell's ideal number spreads the numbers left between its row
//     neighbours evenly over the empty cells between them, the row's right
//     end counting as 15 (above 14 three dice seldom roll). A write costs
//     its distance from the ideal, plus 2 for each empty cell between its
//     row neighbours that it leaves no number for, plus 1/(n+1) for each
//     empty cell it leaves with n numbers to spare. The best write is the cheapest (ties: red before yellow
//     before blue, left before right); it is good when it costs at most 2.
//   - Write: the best write when good. The active player writes the best
//     write whenever one is legal, so as not to take a failed throw; the
//     others skip when no write is good.
//   - Roll: the colours whose sums most often give the roller a write,
//     counting a good write twice (ties: the first of red, yellow,
//     red yellow, blue, red blue, yellow blue, all).
//   - Re-roll (variant): re-roll when the roll gives no good write.

// goodCost is the highest cost of a good write, in ninths.
const goodCost = 2 * 9

// Default returns the default policy's move for seat s, "" when s may not
// move.
func (st *state) Default(s games.Seat) games.Move {
	if !st.isActor(s) {
		return ""
	}
	switch st.Phase {
	case Choosing:
		return RollOf(bestColours(st.Sheets[s])).Move()
	case Rerolling:
		if _, cost, ok := bestWrite(st.Sheets[s], st.Rolled, st.Sum()); ok && cost <= goodCost {
			return Action{Kind: Keep}.Move()
		}
		return Action{Kind: Reroll}.Move()
	}
	a, cost, ok := bestWrite(st.Sheets[s], st.Rolled, st.Sum())
	if ok && (cost <= goodCost || s == st.Active) {
		return a.Move()
	}
	return Action{Kind: Skip}.Move()
}

// bestWrite returns the cheapest legal write of sum into a row of set, its
// cost in ninths, and false when no write is legal.
func bestWrite(sh Sheet, set Colours, sum int) (Action, int, bool) {
	return bestWriteIn(&sh, planOf(&sh), set, sum)
}

// bestWriteIn is bestWrite on a sheet whose plan is pl.
func bestWriteIn(sh *Sheet, pl *plan, set Colours, sum int) (Action, int, bool) {
	var best Action
	bestCost, found := 0, false
	for _, c := range AllColours {
		if !set.Has(c) {
			continue
		}
		for p, cp := range pl[c] {
			if !cp.ok || sum <= int(cp.lo) || sum >= int(cp.hi) || sh.inColumn(Column(c, p), sum) {
				continue
			}
			if cost := cp.cost(sum); !found || cost < bestCost {
				best, bestCost, found = WriteAt(c, p), cost, true
			}
		}
	}
	return best, bestCost, found
}

// writeCost is the cost of writing v at position p of row c, in ninths:
// the distance from the cell's ideal number plus the tightness it adds to
// the row.
// The ideal lies between the nearest numbers left and right of p (0 and
// topValue+1 at the row's ends), as far along as p is among the empty
// usable cells between them.
func writeCost(sh Sheet, c Colour, p, v int) int {
	lo, hi, kl, kr := 0, topValue+1, 0, 0
	for i := p - 1; i >= 0; i-- {
		if x := sh.Cell(c, i); x != 0 {
			lo = x
			break
		}
		if !Blocked(c, i) {
			kl++
		}
	}
	for i := p + 1; i < Positions; i++ {
		if x := sh.Cell(c, i); x != 0 {
			hi = min(hi, x)
			break
		}
		if !Blocked(c, i) {
			kr++
		}
	}
	// The ideal spreads the numbers left between the neighbours evenly.
	ideal := 9*lo + 9*(kl+1)*(hi-lo)/(kl+kr+2)
	dist := 9*v - ideal
	if dist < 0 {
		dist = -dist
	}
	before := tightness(sh, c)
	sh.Rows[c][p] = int8(v)
	return dist + tightness(sh, c) - before
}

// topValue is the highest number the policy plans a row for.
const topValue = 14

// bestColours returns the set of colours whose sums most often give a write
// on sh, a good write counting twice.
func bestColours(sh Sheet) Colours {
	// weight[c][sum]: 2 for a good write of sum in row c, 1 for a poor one.
	var weight [3][3*6 + 1]int
	pl := planOf(&sh)
	for _, c := range AllColours {
		for sum := 1; sum <= MaxValue; sum++ {
			if _, cost, ok := bestWriteIn(&sh, pl, ColoursOf(c), sum); ok {
				weight[c][sum] = 1
				if cost <= goodCost {
					weight[c][sum] = 2
				}
			}
		}
	}
	var best Colours
	bestValue := -1
	for set := Colours(1); set < 8; set++ { // AllSets, without the list
		value := 0
		for sum, ways := range sumWaysOf[set.Len()] {
			w := 0
			for _, c := range AllColours {
				if set.Has(c) {
					w = max(w, weight[c][sum])
				}
			}
			value += w * ways * pow6(3-set.Len())
		}
		if value > bestValue {
			best, bestValue = set, value
		}
	}
	return best
}

// sumWaysOf holds sumWays of 0 to 3 dice.
var sumWaysOf = [4][]int{sumWays(0), sumWays(1), sumWays(2), sumWays(3)}

// sumWays returns, for each sum, the number of ways n d6 show it.
func sumWays(n int) []int {
	ways := []int{1}
	for range n {
		next := make([]int, len(ways)+6)
		for s, w := range ways {
			for f := 1; f <= 6; f++ {
				next[s+f] += w
			}
		}
		ways = next
	}
	return ways
}

func pow6(n int) int {
	p := 1
	for range n {
		p *= 6
	}
	return p
}

// tightT is the cost, in ninths, of an empty cell with no number to spare
// in its gap; a cell with n to spare costs tightT/(n+1).
const tightT = 9

// tightness is the cost, in ninths, of the gaps of row c: 2 for each empty
// cell no number can fill any more, and for each gap of empty cells with
// numbers to spare, tightT a cell over one more than the numbers spare:
// the fewer numbers a gap leaves to spare, the likelier a cell stays empty.
func tightness(sh Sheet, c Colour) int {
	cost, lo, empty := 0, 0, 0
	for p := range Positions + 1 {
		hi := MaxValue + 1
		if p < Positions {
			if Blocked(c, p) {
				continue
			}
			if sh.Rows[c][p] == 0 {
				empty++
				continue
			}
			hi = sh.Cell(c, p)
		}
		if empty > 0 {
			spare := (hi - lo - 1) - empty
			if spare < 0 {
				cost += 18 * -spare
				cost += tightT * (empty + spare)
			} else {
				cost += tightT * empty / (spare + 1)
			}
		}
		lo, empty = hi, 0
	}
	return cost
}
