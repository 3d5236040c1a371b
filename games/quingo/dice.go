package quingo

import (
	"math/bits"

	"github.com/quintetbot/quintet/games"
)

// dice is the pool as a state keeps it, small and free of pointers: the
// face each die shows and which dice are taken, by pool index. The sizes
// are the table's (see table.sizes).
type dice struct {
	value [MaxDice]uint8 // the face showing; 0 before the first roll
	n     uint8          // the number of dice
	taken uint16         // bit i: die i is taken this round
}

// diceOf returns the dice of pool p, which holds at most MaxDice dice
// showing at most MaxFaces (see Pool.valid).
func diceOf(p Pool) dice {
	d := dice{n: uint8(len(p))}
	for i, pd := range p {
		d.value[i] = uint8(pd.Value)
		if pd.Taken {
			d.taken |= 1 << i
		}
	}
	return d
}

// pool returns the dice as a Pool of the given sizes.
func (d *dice) pool(z Sizes) Pool {
	p := make(Pool, d.n)
	for i := range p {
		p[i] = PoolDie{Faces: z[i], Value: int(d.value[i]), Taken: d.isTaken(i)}
	}
	return p
}

func (d *dice) isTaken(i int) bool { return d.taken&(1<<i) != 0 }

// left returns the dice not yet taken, as a mask of pool indexes.
func (d *dice) left() uint { return (1<<d.n - 1) &^ uint(d.taken) }

// leftCount returns the number of dice not yet taken.
func (d *dice) leftCount() int { return bits.OnesCount(d.left()) }

// roll rolls every die, smallest first, sizes z, and returns them all.
func (d *dice) roll(r games.Rand, z Sizes) {
	for i := range d.n {
		d.value[i] = uint8(games.Roll(r, z[i]))
	}
	d.taken = 0
}

// reach returns the sums the dice left can make: reach[k] holds every
// sum of 1 to k of them.
func (d *dice) reach() [MaxLimit + 1]sums {
	var exact [MaxLimit + 1]sums
	exact[0].add(0)
	top := 0 // exact[k] is empty past top: no more dice seen
	for m := d.left(); m != 0; m &= m - 1 {
		v := int(d.value[bits.TrailingZeros(m)])
		top = min(top+1, MaxLimit)
		for k := top; k >= 1; k-- {
			exact[k] = exact[k].or(exact[k-1].shift(v))
		}
	}
	var out [MaxLimit + 1]sums
	for k := 1; k <= MaxLimit; k++ {
		out[k] = out[k-1].or(exact[k])
	}
	return out
}

// faces returns the faces the dice left show: the sums of one die.
func (d *dice) faces() sums {
	var out uint64 // faces are at most MaxFaces
	for m := d.left(); m != 0; m &= m - 1 {
		out |= 1 << d.value[bits.TrailingZeros(m)]
	}
	return sums{lo: out}
}
