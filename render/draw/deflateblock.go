package draw

import "encoding/binary"

// A band's deflate block: its header, its codes and its tokens, written
// least significant bit first (RFC 1951).

// writeBlock writes d.tokens as one block, dynamic, fixed or stored,
// whichever is shortest, then aligns the stream to a byte.
func (d *bandDeflater) writeBlock(data []byte) {
	d.lit.build(d.litFreq[:], 15, &d.huff)
	d.dist.build(d.distFreq[:], 15, &d.huff)
	nLit, nDist := used(d.lit.lens[:numLitLen], 257), used(d.dist.lens[:numDist], 1)
	copy(d.lens[:], d.lit.lens[:nLit])
	copy(d.lens[nLit:], d.dist.lens[:nDist])
	var cgFreq [numCodegen]int32
	d.cg = runLengths(d.cg[:0], d.lens[:nLit+nDist], &cgFreq)
	d.codegen.build(cgFreq[:], 7, &d.huff)
	nCodegen := numCodegen
	for nCodegen > 4 && d.codegen.lens[codegenOrder[nCodegen-1]] == 0 {
		nCodegen--
	}

	extra := 0
	for c := 257; c < numLitLen; c++ {
		extra += int(d.litFreq[c]) * int(lengthExtraBits(c))
	}
	for c := range numDist {
		extra += int(d.distFreq[c]) * int(distExtraBits(c))
	}
	dynamic := 3 + 5 + 5 + 4 + 3*nCodegen + extra
	dynamic += cost(d.lit.lens[:], d.litFreq[:]) + cost(d.dist.lens[:], d.distFreq[:])
	for c, f := range cgFreq {
		dynamic += int(f) * int(uint(d.codegen.lens[c])+codegenExtraBits[c])
	}
	fixed := 3 + extra + cost(fixedLit.lens[:], d.litFreq[:]) + cost(fixedDist.lens[:], d.distFreq[:])
	stored := (len(data)/0xffff+1)*(5*8) + 8*len(data)

	switch {
	case stored < dynamic && stored < fixed:
		d.writeStored(data)
		return
	case fixed <= dynamic:
		d.bw.write(1<<1, 3) // not final, fixed codes
		d.writeTokens(&fixedLit, &fixedDist)
	default:
		d.bw.write(2<<1, 3) // not final, dynamic codes
		d.bw.write(uint64(nLit-257), 5)
		d.bw.write(uint64(nDist-1), 5)
		d.bw.write(uint64(nCodegen-4), 4)
		for _, c := range codegenOrder[:nCodegen] {
			d.bw.write(uint64(d.codegen.lens[c]), 3)
		}
		for i := 0; i < len(d.cg); i++ {
			c := d.cg[i]
			d.bw.write(uint64(d.codegen.codes[c]), uint(d.codegen.lens[c]))
			if n := codegenExtraBits[c]; n > 0 {
				i++
				d.bw.write(uint64(d.cg[i]), n)
			}
		}
		d.writeTokens(&d.lit, &d.dist)
	}
	d.bw.write(0, 3) // an empty stored block: not final, stored
	d.bw.align()
	d.bw.out = append(d.bw.out, 0, 0, 0xff, 0xff)
}

// writeTokens writes d.tokens and the end of the block with codes lit and
// dist.
func (d *bandDeflater) writeTokens(lit, dist *huffCode) {
	w := &d.bw
	for _, t := range d.tokens {
		if t&matchFlag == 0 {
			w.write(uint64(lit.codes[t]), uint(lit.lens[t]))
			continue
		}
		lc, le, ln := lengthCode(int(t>>16&0xff) + 3)
		dc, de, dn := distCode(int(t&0xffff) + 1)
		w.write(uint64(lit.codes[lc])|uint64(le)<<lit.lens[lc], uint(lit.lens[lc])+ln)
		w.write(uint64(dist.codes[dc])|uint64(de)<<dist.lens[dc], uint(dist.lens[dc])+dn)
	}
	w.write(uint64(lit.codes[endOfBlock]), uint(lit.lens[endOfBlock]))
}

// writeStored writes data as stored blocks, which end on a byte boundary.
func (d *bandDeflater) writeStored(data []byte) {
	for {
		n := min(len(data), 0xffff)
		d.bw.write(0, 3)
		d.bw.align()
		d.bw.out = binary.LittleEndian.AppendUint16(d.bw.out, uint16(n))
		d.bw.out = binary.LittleEndian.AppendUint16(d.bw.out, ^uint16(n))
		d.bw.out = append(d.bw.out, data[:n]...)
		data = data[n:]
		if len(data) == 0 {
			return
		}
	}
}

// lengthExtraBits and distExtraBits return the extra bits of a length or
// distance symbol.
func lengthExtraBits(c int) uint {
	if c < 265 || c == 285 {
		return 0
	}
	return uint(c-261) / 4
}

func distExtraBits(c int) uint {
	if c < 4 {
		return 0
	}
	return uint(c)/2 - 1
}

// cost returns the bits of symbols counted by freq in codes of lens.
func cost(lens []uint8, freq []int32) int {
	n := 0
	for i, f := range freq {
		n += int(f) * int(lens[i])
	}
	return n
}

// used returns how many of lens a header must list: up to the last
// non-zero, at least least.
func used(lens []uint8, least int) int {
	n := len(lens)
	for n > least && lens[n-1] == 0 {
		n--
	}
	return n
}

// codegenOrder is the order a dynamic block's header lists the code
// lengths of the code-length alphabet in (RFC 1951, 3.2.7).
var codegenOrder = [numCodegen]int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

// codegenExtraBits is the extra bits that follow each symbol of the
// code-length alphabet: 16 repeats, 17 and 18 zeros (RFC 1951, 3.2.7).
var codegenExtraBits = [numCodegen]uint{16: 2, 17: 3, 18: 7}

// runLengths appends lens coded with the code-length alphabet (16 repeats
// the last length 3-6 times, 17 and 18 repeat zero 3-10 and 11-138
// times), each of 16, 17 and 18 followed by its extra-bit value, and
// counts the symbols into freq.
func runLengths(out []uint8, lens []uint8, freq *[numCodegen]int32) []uint8 {
	for i := 0; i < len(lens); {
		v := lens[i]
		run := 1
		for i+run < len(lens) && lens[i+run] == v {
			run++
		}
		i += run
		if v == 0 {
			for run >= 11 {
				n := min(run, 138)
				out = append(out, 18, uint8(n-11))
				freq[18]++
				run -= n
			}
			if run >= 3 {
				out = append(out, 17, uint8(run-3))
				freq[17]++
				run = 0
			}
		} else {
			out = append(out, v)
			freq[v]++
			run--
			for run >= 3 {
				n := min(run, 6)
				out = append(out, 16, uint8(n-3))
				freq[16]++
				run -= n
			}
		}
		for ; run > 0; run-- {
			out = append(out, v)
			freq[v]++
		}
	}
	return out
}

// bitWriter appends bits to out, least significant first, as deflate
// packs them.
type bitWriter struct {
	out []byte
	acc uint64
	n   uint
}

func (w *bitWriter) reset() { w.out, w.acc, w.n = w.out[:0], 0, 0 }

// write appends the low nb bits of v (nb at most 32).
func (w *bitWriter) write(v uint64, nb uint) {
	w.acc |= v << w.n
	w.n += nb
	if w.n >= 32 {
		w.out = binary.LittleEndian.AppendUint32(w.out, uint32(w.acc))
		w.acc >>= 32
		w.n -= 32
	}
}

// align writes the bits pending, padded with zeros to a byte.
func (w *bitWriter) align() {
	for w.n > 0 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
		w.n = w.n - min(w.n, 8)
	}
	w.acc = 0
}
