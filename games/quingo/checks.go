package quingo

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// checkSlot is one kind of take that checks a box: a set of dice (a mask
// of pool indexes) and whether it checks a number box or a wild box. Its
// move is prefix followed by the dice's sum.
type checkSlot struct {
	mask   uint
	dice   int          // the number of dice in mask
	wild   bool         // a wild box rather than a number box
	prefix string       // "take d4 d10 box " or "take d4 d10 wild "
	moves  []games.Move // by sum: the whole move, on pools small enough (see keepMoves)
}

// keepMoves is the most dice a pool may have for its table to keep every
// check as a string (a few thousand on six dice), so that Legal copies no
// bytes; larger pools write their checks afresh.
const keepMoves = 7

// move returns the slot's move for dice summing to n.
func (c *checkSlot) move(n int) games.Move {
	if n < len(c.moves) {
		return c.moves[n]
	}
	return games.Move(c.prefix + strconv.Itoa(n))
}

// alone returns the slot's move for dice summing to n as a list of that
// one move, shared with the table; false when the table keeps no such move.
func (c *checkSlot) alone(n int) ([]games.Move, bool) {
	if n >= len(c.moves) {
		return nil, false
	}
	return c.moves[n : n+1 : n+1], true
}

// keep fills c.moves for every sum the slot's dice can make, from top down:
// up to NumberBoxes for a number box.
func (c *checkSlot) keep(top int) {
	if !c.wild {
		top = min(top, NumberBoxes)
	}
	if top < c.dice {
		return
	}
	c.moves = make([]games.Move, top+1)
	for n := c.dice; n <= top; n++ {
		c.moves[n] = games.Move(c.prefix + strconv.Itoa(n))
	}
}

// checkSlots lists every slot of a pool whose dice are labelled names, up
// to MaxLimit dice, sorted by prefix, and the index in that list of each
// mask's slots, number box first. No prefix is a prefix of another (each
// ends in "box " or "wild ", and labels begin with "d"), so moves listed in
// this order, one per slot, are sorted as strings.
func checkSlots(names []string, z Sizes) ([]checkSlot, [][2]uint16) {
	var out []checkSlot
	for mask := uint(1); mask < 1<<len(names); mask++ {
		n := bits.OnesCount(mask)
		if n > MaxLimit {
			continue
		}
		var b strings.Builder
		b.WriteString("take ")
		for m := mask; m != 0; m &= m - 1 {
			b.WriteString(names[bits.TrailingZeros(m)])
			b.WriteByte(' ')
		}
		dice := b.String()
		out = append(out,
			checkSlot{mask: mask, dice: n, prefix: dice + "box "},
			checkSlot{mask: mask, dice: n, wild: true, prefix: dice + "wild "})
	}
	slices.SortFunc(out, func(a, b checkSlot) int { return strings.Compare(a.prefix, b.prefix) })
	if len(names) <= keepMoves {
		for i := range out {
			top := 0
			for m := out[i].mask; m != 0; m &= m - 1 {
				top += z[bits.TrailingZeros(m)]
			}
			out[i].keep(top)
		}
	}
	index := make([][2]uint16, 1<<len(names))
	for i, c := range out {
		if c.wild {
			index[c.mask][1] = uint16(i)
		} else {
			index[c.mask][0] = uint16(i)
		}
	}
	return slices.Clip(out), index
}

// slotSet is a set of check slots, by index: room for every slot of the
// largest pool.
type slotSet [(2*(1<<MaxDice) + 63) / 64]uint64

func (ss *slotSet) add(i uint16) { ss[i>>6] |= 1 << (i & 63) }

// first returns the lowest slot in the set; the set must not be empty.
func (ss *slotSet) first() int {
	k := 0
	for ss[k] == 0 {
		k++
	}
	return k<<6 | bits.TrailingZeros64(ss[k])
}

// slotWords returns how many words of a slotSet the table's slots use.
func (t *table) slotWords() int { return (len(t.checks) + 63) / 64 }
