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
	sorted []int32
	starts [countSortLimit + 1]int32
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
	s.sortByCount(f)
	n := len(s.syms)
	w := s.weight[:0]
	for _, sym := range s.syms {
		w = append(w, f[sym])
	}
	s.parent = grow(s.parent, 2*n-1)
	leaf, node := 0, n // next leaf, next internal node to merge
	for range n - 1 {
		var pair [2]int
		for k := range pair {
			if leaf < n && (node >= len(w) || w[leaf] <= w[node]) {
				pair[k] = leaf
				leaf++
			} else {
				pair[k] = node
				node++
			}
		}
		id := int32(len(w))
		w = append(w, w[pair[0]]+w[pair[1]])
		s.parent[pair[0]], s.parent[pair[1]] = id, id
	}
	s.weight = w
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

// sortByCount sorts s.syms by their counts in f, ties kept in order: by
// counting when every count is below countSortLimit (nearly always: a
// band has a few hundred symbols), else by comparison.
func (s *huffScratch) sortByCount(f []int32) {
	var most int32
	for _, sym := range s.syms {
		most = max(most, f[sym])
	}
	if most >= countSortLimit {
		s.keys = s.keys[:0]
		for _, sym := range s.syms {
			s.keys = append(s.keys, uint64(f[sym])<<16|uint64(sym))
		}
		slices.Sort(s.keys)
		for i, k := range s.keys {
			s.syms[i] = int32(k & 0xffff)
		}
		return
	}
	starts := s.starts[:most+2]
	clear(starts)
	for _, sym := range s.syms {
		starts[f[sym]+1]++
	}
	for i := 1; i < len(starts); i++ {
		starts[i] += starts[i-1]
	}
	s.sorted = grow(s.sorted, len(s.syms))
	for _, sym := range s.syms {
		s.sorted[starts[f[sym]]] = sym
		starts[f[sym]]++
	}
	s.syms, s.sorted = s.sorted, s.syms
}

// countSortLimit bounds the counts sortByCount sorts by counting.
const countSortLimit = 1024

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
