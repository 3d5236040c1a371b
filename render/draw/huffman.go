package draw

import (
	"math/bits"
	"slices"
)

// huffCode is a canonical Huffman code of up to numLitLen symbols: each
// symbol's code length (0: unused) and its code, bit-reversed for
// deflate's least-significant-first packing.
type huffCode struct {
	lens  [numFixedLit]uint8
	codes [numFixedLit]uint16
}

// numFixedLit is the symbols the fixed literal/length code gives codes
// to, two more than a block may use.
const numFixedLit = 288

// huffScratch is the working space of huffCode.build.
type huffScratch struct {
	syms   []int32 // symbols used, by frequency
	keys   []uint64
	weight []int32 // weights of leaves then internal nodes
	parent []int32
	freq   [numLitLen]int32
}

// build makes c the Huffman code of the symbols counted by freq, no code
// longer than maxBits. At least two symbols get a code (symbols 0 and 1
// are added, uncounted, when fewer are used), so that the code is complete
// whatever a decoder expects of one with a single symbol.
func (c *huffCode) build(freq []int32, maxBits int, s *huffScratch) {
	clear(c.lens[:])
	f := s.freq[:len(freq)]
	copy(f, freq)
	s.syms = s.syms[:0]
	for sym, n := range f {
		if n > 0 {
			s.syms = append(s.syms, int32(sym))
		}
	}
	for sym := int32(0); len(s.syms) < 2; sym++ {
		if f[sym] == 0 {
			f[sym] = 1
			s.syms = append(s.syms, sym)
		}
	}
	for !c.lengths(f, maxBits, s) {
		for _, sym := range s.syms { // too deep: flatten the counts and try again
			f[sym] = (f[sym] + 1) / 2
		}
	}
	c.assign(len(freq))
}

// lengths sets the code length of every symbol of s.syms from counts f by
// Huffman's construction (two queues over the symbols sorted by count),
// and reports false, leaving the lengths unset, when one exceeds maxBits.
func (c *huffCode) lengths(f []int32, maxBits int, s *huffScratch) bool {
	// Sorted by count, then symbol: each key is the count above the symbol.
	s.keys = s.keys[:0]
	for _, sym := range s.syms {
		s.keys = append(s.keys, uint64(f[sym])<<16|uint64(sym))
	}
	slices.Sort(s.keys)
	for i, k := range s.keys {
		s.syms[i] = int32(k & 0xffff)
	}
	n := len(s.syms)
	s.weight = s.weight[:0]
	for _, sym := range s.syms {
		s.weight = append(s.weight, f[sym])
	}
	s.parent = append(s.parent[:0], make([]int32, 2*n-1)...)
	leaf, node := 0, n // next leaf, next internal node to merge
	pick := func() int {
		if leaf < n && (node >= len(s.weight) || s.weight[leaf] <= s.weight[node]) {
			leaf++
			return leaf - 1
		}
		node++
		return node - 1
	}
	for range n - 1 {
		a, b := pick(), pick()
		id := int32(len(s.weight))
		s.weight = append(s.weight, s.weight[a]+s.weight[b])
		s.parent[a], s.parent[b] = id, id
	}
	// Depths from the root (the last node) down: a node's parent comes after it.
	depth := s.weight // reused: weights are no longer needed
	root := 2*n - 2
	depth[root] = 0
	for i := root - 1; i >= 0; i-- {
		depth[i] = depth[s.parent[i]] + 1
		if i < n && int(depth[i]) > maxBits {
			return false
		}
	}
	for i, sym := range s.syms {
		c.lens[sym] = uint8(depth[i])
	}
	return true
}

// assign gives the first n symbols their canonical codes from their
// lengths (RFC 1951, 3.2.2).
func (c *huffCode) assign(n int) {
	var count, next [16]uint16
	for _, l := range c.lens[:n] {
		count[l]++
	}
	count[0] = 0
	code := uint16(0)
	for l := 1; l < 16; l++ {
		code = (code + count[l-1]) << 1
		next[l] = code
	}
	for sym, l := range c.lens[:n] {
		if l == 0 {
			continue
		}
		c.codes[sym] = bits.Reverse16(next[l]) >> (16 - l)
		next[l]++
	}
}

// The fixed codes of deflate (RFC 1951, 3.2.6).
var fixedLit, fixedDist = fixedCodes()

func fixedCodes() (lit, dist huffCode) {
	for sym := range numFixedLit {
		var l uint8
		switch {
		case sym < 144:
			l = 8
		case sym < 256:
			l = 9
		case sym < 280:
			l = 7
		default:
			l = 8
		}
		lit.lens[sym] = l
	}
	lit.assign(numFixedLit)
	for sym := range numDist {
		dist.lens[sym] = 5
	}
	dist.assign(numDist)
	return lit, dist
}
