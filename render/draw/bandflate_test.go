package draw

import (
	"bytes"
	"compress/flate"
	"io"
	"math/rand/v2"
	"testing"
)

// inflate decompresses deflate blocks that end on a byte boundary, as a
// band's do, followed by an empty final block.
func inflate(t *testing.T, blocks []byte) []byte {
	t.Helper()
	r := flate.NewReader(bytes.NewReader(append(bytes.Clone(blocks), finalBlock...)))
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("inflate: %v", err)
	}
	return out
}

// bandInputs returns data a band deflater must read back: empty, single
// bytes, runs, rows repeating the row above, random bytes (stored),
// skewed counts deep enough to need length-limited codes, and every
// length from 1 to 300 of mixed data.
func bandInputs() map[string][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	in := map[string][]byte{
		"empty":  {},
		"one":    {7},
		"zeros":  make([]byte, 16*801),
		"max":    bytes.Repeat([]byte{0xff}, 70000),
		"random": make([]byte, 70000),
	}
	for i := range in["random"] {
		in["random"][i] = byte(r.IntN(256))
	}
	rows := make([]byte, 0, 16*101)
	line := make([]byte, 101)
	for i := range line {
		line[i] = byte(r.IntN(6))
	}
	for range 16 {
		rows = append(rows, line...)
	}
	in["rows"] = rows
	// Fibonacci counts give the deepest Huffman trees.
	var fib []byte
	a, b := 1, 1
	for sym := range 24 {
		for range a {
			fib = append(fib, byte(sym*7))
		}
		a, b = b, a+b
	}
	r.Shuffle(len(fib), func(i, j int) { fib[i], fib[j] = fib[j], fib[i] })
	in["fibonacci"] = fib
	for n := 1; n <= 300; n++ {
		d := make([]byte, n)
		for i := range d {
			if r.IntN(3) == 0 {
				d[i] = byte(r.IntN(256))
			} else if i > 0 {
				d[i] = d[i-1]
			}
		}
		in[string(rune('a'+n%26))+string(rune(n))] = d
	}
	return in
}

// TestBandDeflaterReadsBack: whatever the data, the blocks inflate to it,
// however many bands the deflater compressed before.
func TestBandDeflaterReadsBack(t *testing.T) {
	var d bandDeflater
	for round := range 2 {
		for name, data := range bandInputs() {
			for _, stride := range []int{1, 101, 801} {
				got := inflate(t, d.deflate(data, stride))
				if !bytes.Equal(got, data) {
					t.Fatalf("round %d, %s, stride %d: read back %d bytes, want %d", round, name, stride, len(got), len(data))
				}
			}
		}
	}
}

// TestBandDeflaterCompresses: runs and repeated rows take a small part of
// their bytes; random bytes take barely more than their own.
func TestBandDeflaterCompresses(t *testing.T) {
	var d bandDeflater
	in := bandInputs()
	for name, most := range map[string]int{"zeros": 80, "rows": 200, "max": 400, "random": 70000 + 100} {
		if n := len(d.deflate(in[name], 101)); n > most {
			t.Errorf("%s: %d bytes compressed to %d, want at most %d", name, len(in[name]), n, most)
		}
	}
}

// TestHuffmanCodesAreCompleteAndLimited: codes built from counts that
// would give a tree deeper than the limit stay within it, and every code
// built is complete (its lengths' Kraft sum is exactly one).
func TestHuffmanCodesAreCompleteAndLimited(t *testing.T) {
	var s huffScratch
	fib := make([]int32, numLitLen)
	a, b := int32(1), int32(1)
	for sym := range 30 {
		fib[sym*9] = a
		a, b = b, a+b
	}
	one := make([]int32, numDist)
	one[3] = 5
	for name, tc := range map[string]struct {
		freq    []int32
		maxBits int
	}{"fibonacci": {fib, 15}, "fibonacci7": {fib[:19], 7}, "one symbol": {one, 15}, "none": {make([]int32, numDist), 15}} {
		var c huffCode
		c.build(tc.freq, tc.maxBits, &s)
		kraft, deepest := 0, 0
		for sym, l := range c.lens[:len(tc.freq)] {
			if tc.freq[sym] > 0 && l == 0 {
				t.Errorf("%s: symbol %d is used but has no code", name, sym)
			}
			if l > 0 {
				kraft += 1 << (15 - l)
				deepest = max(deepest, int(l))
			}
		}
		if kraft != 1<<15 || deepest > tc.maxBits {
			t.Errorf("%s: Kraft sum %d/32768, longest code %d bits; want 32768 and at most %d", name, kraft, deepest, tc.maxBits)
		}
	}
}

// FuzzBandDeflater: any bytes, at any row length, read back whole.
func FuzzBandDeflater(f *testing.F) {
	for _, data := range bandInputs() {
		if len(data) < 4096 {
			f.Add(data, uint16(101))
		}
	}
	var d bandDeflater
	f.Fuzz(func(t *testing.T, data []byte, stride uint16) {
		if got := inflate(t, d.deflate(data, int(stride))); !bytes.Equal(got, data) {
			t.Fatalf("read back %d bytes, want %d", len(got), len(data))
		}
	})
}
