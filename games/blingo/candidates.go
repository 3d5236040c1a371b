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
	move    games.Move // canonical notation
	option  Option
	squares [2]Square // ascending; the second 0 for one
	other   Square    // a single die of a pair: the other die's square; else 0
}

// targets returns the squares the candidate places on.
func (c *candidate) targets() []Square {
	if c.squares[1] == 0 {
		return c.squares[:1]
	}
	return c.squares[:]
}

// allowed reports whether the candidate is a choice for a seat that may
// place as r says and has supply markers left (at least one). A pair places
// on both dice when both are open and two markers are left; a single die of
// a pair is a choice when its square is open and the pair cannot place on
// both.
func (c *candidate) allowed(r *reach, supply int) bool {
	if !r.open(c.squares[0]) {
		return false
	}
	switch {
	case c.squares[1] != 0:
		return supply >= 2 && r.open(c.squares[1])
	case c.other != 0:
		return supply < 2 || !r.open(c.other)
	}
	return true
}

// picks is a set of candidates of one roll, bit i for candidate i.
type picks uint16

// len returns the number of candidates in the set.
func (p picks) len() int { return bits.OnesCount16(uint16(p)) }

// rollCandidates lists, for each roll (a, b) at [a-1][b-1], every
// placement it may give, sorted by move: the order of Legal.
// candidateMoves holds their moves, in the same order.
var (
	rollCandidates [Faces][Faces][]candidate
	candidateMoves [Faces][Faces][]games.Move
)

func init() {
	for a := 1; a <= Faces; a++ {
		for b := 1; b <= Faces; b++ {
			cs := buildCandidates(Dice{a, b})
			if len(cs) > 16 {
				panic("blingo: more candidates than picks holds")
			}
			rollCandidates[a-1][b-1] = cs
			for _, c := range cs {
				candidateMoves[a-1][b-1] = append(candidateMoves[a-1][b-1], c.move)
			}
		}
	}
}

// buildCandidates lists the placements roll d may give, sorted by move.
func buildCandidates(d Dice) []candidate {
	var out []candidate
	add := func(o Option, qs []Square, other Square) {
		c := candidate{option: o, other: other}
		copy(c.squares[:], qs)
		c.move = PlaceOn(qs...).Move()
		out = append(out, c)
	}
	for o := Pair; o <= Zero; o++ {
		ts := d.Targets(o)
		if o == Pair && len(ts) == 2 {
			add(Pair, ts, 0)
			add(Pair, ts[:1], ts[1])
			add(Pair, ts[1:], ts[0])
			continue
		}
		for _, q := range ts {
			add(o, []Square{q}, 0)
		}
	}
	slices.SortFunc(out, func(x, y candidate) int { return strings.Compare(string(x.move), string(y.move)) })
	return out
}

// candidatesOf returns the candidates of roll d, none before a roll.
func candidatesOf(d Dice) []candidate {
	if !d.Rolled() {
		return nil
	}
	return rollCandidates[d[0]-1][d[1]-1]
}

// moves returns the moves of the candidates in p of roll d, in order. A
// run of consecutive candidates shares the table's slice (read-only);
// any other set gets a new one. p is not empty.
func (p picks) moves(d Dice) []games.Move {
	if p == 0 {
		return nil
	}
	all := candidateMoves[d[0]-1][d[1]-1]
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
// seat with markers on held, the lines others being other players'
// Blingos.
func pickChoices(held squareSet, others LineSet, d Dice) picks {
	supply := Markers - held.len()
	if !d.Rolled() || supply <= 0 {
		return 0
	}
	r := reachOf(held, others)
	var p picks
	cs := candidatesOf(d)
	for i := range cs {
		if cs[i].allowed(&r, supply) {
			p |= 1 << i
		}
	}
	return p
}
