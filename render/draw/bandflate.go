package draw

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// bandDeflater compresses one band's filtered rows into deflate blocks
// that end on a byte boundary (an empty stored block, as a sync flush
// leaves), so that bands compressed apart join into one stream. It is
// written for filtered index rows, where runs of one byte (distance 1)
// and repeats of the row above (distance: the row's length) carry most
// of a band: it tries those two distances and the last position a 4-byte
// hash met, takes the longest match greedily, and codes the band with
// Huffman codes of its own (or the fixed codes, or stores it, whichever
// is shortest). Unlike flate.Writer's Flush, nothing is cleared or
// searched per band beyond the band itself.
type bandDeflater struct {
	last     [hashSlots]int32 // base + position + 1 of the last 4 bytes hashing to each slot
	base     int32
	tokens   []uint32
	litFreq  [numLitLen]int32
	distFreq [numDist]int32
	lit      huffCode
	dist     huffCode
	codegen  huffCode
	huff     huffScratch
	lens     [numLitLen + numDist]uint8
	cg       []uint8 // the code lengths run-length coded, with extra-bit values after 16, 17, 18
	bw       bitWriter
}

const (
	numLitLen  = 286
	numDist    = 30
	numCodegen = 19
	endOfBlock = 256
	maxMatch   = 258
	minMatch   = 4
	window     = 1 << 15
	hashBits   = 13
	hashSlots  = 1 << hashBits
	matchFlag  = 1 << 31
)

// deflate returns data compressed as deflate blocks (none final) ending on
// a byte boundary; stride is the length of one filtered row. The bytes
// returned are the deflater's own until its next call.
func (d *bandDeflater) deflate(data []byte, stride int) []byte {
	if d.base > 1<<30 {
		clear(d.last[:])
		d.base = 0
	}
	d.tokenize(data, stride)
	d.base += int32(len(data)) + 1
	d.bw.reset()
	d.writeBlock(data)
	return d.bw.out
}

// tokenize fills d.tokens with literals and matches for data and counts
// their symbols.
func (d *bandDeflater) tokenize(data []byte, stride int) {
	clear(d.litFreq[:])
	clear(d.distFreq[:])
	d.tokens = d.tokens[:0]
	n := len(data)
	le := binary.LittleEndian
	for i := 0; i < n; {
		best, bestDist := 0, 0
		limit := min(maxMatch, n-i)
		if limit >= minMatch {
			// Each candidate must share the next four bytes before it is
			// measured.
			u := le.Uint32(data[i:])
			if i >= 1 && u == le.Uint32(data[i-1:]) {
				if u == 0 && limit == maxMatch && bytes.Equal(data[i:i+maxMatch], zeros[:]) {
					best = maxMatch // the longest run of zeros, compared at memory speed
				} else {
					best = minMatch + matchLen(data[i+minMatch:i+limit], data[i-1+minMatch:])
				}
				bestDist = 1
			}
			if best < limit && stride > 1 && stride <= window && i >= stride && u == le.Uint32(data[i-stride:]) {
				if l := minMatch + matchLen(data[i+minMatch:i+limit], data[i-stride+minMatch:]); l > best {
					best, bestDist = l, stride
				}
			}
			if best < limit {
				h := hash4(u)
				v := d.last[h]
				d.last[h] = d.base + int32(i) + 1
				if v > d.base {
					c := int(v-d.base) - 1
					if dist := i - c; dist <= window && dist != bestDist && u == le.Uint32(data[c:]) {
						if l := minMatch + matchLen(data[i+minMatch:i+limit], data[c+minMatch:]); l > best {
							best, bestDist = l, dist
						}
					}
				}
			}
		}
		if best >= minMatch {
			d.tokens = append(d.tokens, matchFlag|uint32(best-3)<<16|uint32(bestDist-1))
			lc, _, _ := lengthCode(best)
			dc, _, _ := distCode(bestDist)
			d.litFreq[lc]++
			d.distFreq[dc]++
			i += best
			continue
		}
		d.tokens = append(d.tokens, uint32(data[i]))
		d.litFreq[data[i]]++
		i++
	}
	d.litFreq[endOfBlock]++
}

// zeros is the longest match of zero bytes.
var zeros [maxMatch]byte

// hash4 hashes four bytes onto hashBits bits.
func hash4(u uint32) uint32 { return (u * 0x9E3779B1) >> (32 - hashBits) }

// matchLen returns how many bytes from the start a and b share, at most
// len(a); b must be at least as long as a.
func matchLen(a, b []byte) int {
	n := 0
	for len(a)-n >= 8 {
		if x := binary.LittleEndian.Uint64(a[n:]) ^ binary.LittleEndian.Uint64(b[n:]); x != 0 {
			return n + bits.TrailingZeros64(x)>>3
		}
		n += 8
	}
	for n < len(a) && a[n] == b[n] {
		n++
	}
	return n
}

// lengthCode returns the deflate symbol of a match length (3..258), its
// extra bits and their count.
func lengthCode(length int) (code int, extra uint32, nExtra uint) {
	l := length - 3
	switch {
	case l < 8:
		return 257 + l, 0, 0
	case l == 255:
		return 285, 0, 0
	}
	nb := uint(bits.Len(uint(l))) - 1
	return 257 + 4*int(nb-1) + (l>>(nb-2))&3, uint32(l) & (1<<(nb-2) - 1), nb - 2
}

// distCode returns the deflate symbol of a match distance (1..32768), its
// extra bits and their count.
func distCode(dist int) (code int, extra uint32, nExtra uint) {
	x := dist - 1
	if x < 4 {
		return x, 0, 0
	}
	nb := uint(bits.Len(uint(x))) - 1
	return 2*int(nb) + (x>>(nb-1))&1, uint32(x) & (1<<(nb-1) - 1), nb - 1
}
