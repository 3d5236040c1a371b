package blingo

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// candidate is one placement a roll may give, whoever plays it: the
// choices of a seat are the candidates of its roll that its open squares
// and supply allow.
type candidate struct {
	option  Option
	squares [2]Square // ascending; the second 0 for one
	need    squareSet // the squares it places on
	// The squares that, open, bar it: with one marker left, the pair on
	// both dice; with two, a single die of the pair, by the other die.
	barOne, barTwo squareSet
}

// move returns the candidate in canonical notation.
func (c *candidate) move() games.Move { return PlaceOn(c.targets()...).Move() }

// targets returns the squares the candidate places on.
func (c *candidate) targets() []Square {
	if c.squares[1] == 0 {
		return c.squares[:1]
	}
	return c.squares[:]
}

// allowed reports whether the candidate is a choice for a seat that may
// place on the squares of open (those of the roll, at least) and has two
// markers left or more (two), else one: the squares it needs are open and
// those that bar it are not.
func (c *candidate) allowed(open squareSet, two bool) bool {
	bar := c.barOne
	if two {
		bar = c.barTwo
	}
	return c.need.andNot(open).or(bar.and(open)).empty()
}

// picks is a set of candidates of one roll, bit i for candidate i.
type picks uint16

// len returns the number of candidates in the set.
func (p picks) len() int { return bits.OnesCount16(uint16(p)) }

// buildCandidates lists the placements roll d may give on the squares
// of board, sorted by move. The candidates hold no pointer, so the
// garbage collector need not scan them.
func buildCandidates(d Dice, board squareSet) []candidate {
	var out []candidate
	add := func(o Option, qs []Square, other squareSet) {
		c := candidate{option: o, barTwo: other}
		copy(c.squares[:], qs)
		for _, q := range qs {
			c.need = c.need.with(q)
		}
		if len(qs) == 2 {
			c.barOne = c.need
		}
		out = append(out, c)
	}
	for o := Pair; o <= Zero; o++ {
		ts := slices.DeleteFunc(d.Targets(o), func(q Square) bool { return !board.has(q) })
		if o == Pair && len(ts) == 2 {
			add(Pair, ts, squareSet{})
			add(Pair, ts[:1], squareSet{}.with(ts[1]))
			add(Pair, ts[1:], squareSet{}.with(ts[0]))
			continue
		}
		for _, q := range ts {
			add(o, []Square{q}, squareSet{})
		}
	}
	slices.SortFunc(out, func(x, y candidate) int { return strings.Compare(string(x.move()), string(y.move())) })
	return out
}

// moves returns the moves of the candidates in p of roll d on board lay,
// in order. A run of consecutive candidates shares the table's slice
// (read-only); any other set gets a new one. p is not empty.
func (p picks) moves(lay *layout, d Dice) []games.Move {
	if p == 0 {
		return nil
	}
	all := lay.movesOf(d)
	lo := bits.TrailingZeros16(uint16(p))
	if run := p >> lo; run&(run+1) == 0 {
		hi := lo + run.len()
		return all[lo:hi:hi]
	}
	ms := make([]games.Move, 0, p.len())
	for x := uint16(p); x != 0; x &= x - 1 {
		ms = append(ms, all[bits.TrailingZeros16(x)])
	}
	return ms
}

// pickChoices returns the candidates of roll d that are choices for a
// seat with markers on held, on board lay, the lines others being other
// players' Blingos, each player having markers in all.
func pickChoices(lay *layout, held squareSet, others LineSet, d Dice, markers int) picks {
	supply := markers - held.len()
	if !d.Rolled() || supply <= 0 {
		return 0
	}
	r := reachOf(lay, held, others)
	open, two := r.openAmong(lay.rollSquares[d[0]-1][d[1]-1]), supply >= 2
	var p picks
	cs := lay.candidatesOf(d)
	for i := range cs {
		if cs[i].allowed(open, two) {
			p |= 1 << i
		}
	}
	return p
}
