package draw

import (
	"bytes"
	"encoding/binary"
	"image"
	"math/bits"
	"slices"
)

// MaxPaletteColours is the most colours an indexed PNG holds.
const MaxPaletteColours = 256

// colourTable counts the colours of an image: an open-addressing hash
// table of packed RGB values (alpha left out; the images it counts are
// opaque), far cheaper than a map for the few thousand colours of a board.
type colourTable struct {
	keys   []uint32 // packed RGB with bit 24 set; 0 is an empty slot
	counts []int32
	used   []int32 // the slots taken, in the order taken
	n      int
	runs   []colourRun // the runs of the row count read last
}

// tableSize is the slots of a colourTable, a power of two well above the
// colours of a board (a few thousand).
const tableSize = 1 << 14

func newColourTable() *colourTable {
	return &colourTable{keys: make([]uint32, tableSize), counts: make([]int32, tableSize)}
}

// reset empties the table for another image.
func (t *colourTable) reset() {
	for _, s := range t.used {
		t.keys[s], t.counts[s] = 0, 0
	}
	t.used = t.used[:0]
	t.n = 0
}

// slot returns the slot of key k (pack), claiming it when new;
// -1 when the table is too full to take it.
func (t *colourTable) slot(k uint32) int {
	h := (k * 0x9E3779B1) >> 18 // Fibonacci hashing onto 14 bits
	for i := uint32(0); i < tableSize; i++ {
		s := (h + i) & (tableSize - 1)
		switch t.keys[s] {
		case k:
			return int(s)
		case 0:
			if t.n >= tableSize/2 {
				return -1
			}
			t.keys[s] = k
			t.used = append(t.used, int32(s))
			t.n++
			return int(s)
		}
	}
	return -1
}

// count adds the pixels of img to the table, runs of one colour at a
// time. It reports false when the image has too many colours to count.
func (t *colourTable) count(img *image.RGBA) bool {
	r := img.Rect
	le := binary.LittleEndian
	var above []byte
	for y := r.Min.Y; y < r.Max.Y; y++ {
		px := row(img, y)
		if above != nil && bytes.Equal(px, above) {
			// The row above again: its runs counted again.
			for _, run := range t.runs {
				t.counts[run.slot] += run.n
			}
			continue
		}
		above = px
		t.runs = t.runs[:0]
		for i := 0; i < len(px); {
			w := le.Uint32(px[i:])
			j := i + 4
			for j+8 <= len(px) && le.Uint64(px[j:]) == uint64(w)|uint64(w)<<32 {
				j += 8
			}
			for j < len(px) && le.Uint32(px[j:]) == w {
				j += 4
			}
			s := t.slot(packWord(w))
			if s < 0 {
				return false
			}
			n := int32((j - i) / 4)
			t.counts[s] += n
			t.runs = append(t.runs, colourRun{int32(s), n})
			i = j
		}
	}
	return true
}

// colourRun is a run of pixels of one colour: its slot and its length.
type colourRun struct{ slot, n int32 }

// pack packs the RGB of the pixel at p[0:3] into a table key, with bit
// 24 set so that no key is 0.
func pack(p []byte) uint32 { return 1<<24 | uint32(p[0])<<16 | uint32(p[1])<<8 | uint32(p[2]) }

// packWord is pack of a pixel read as a little-endian word (R in its
// low byte).
func packWord(w uint32) uint32 { return 1<<24 | bits.ReverseBytes32(w)>>8 }

// colours returns the table's colours, most frequent first (ties by
// value, so the order depends on the image alone).
func (t *colourTable) colours() []uint32 {
	out := make([]uint32, 0, t.n)
	for _, s := range t.used {
		out = append(out, t.keys[s])
	}
	slices.SortFunc(out, func(a, b uint32) int {
		ca, cb := t.counts[t.slot(a)], t.counts[t.slot(b)]
		if ca != cb {
			return int(cb - ca)
		}
		return int(int64(a) - int64(b))
	})
	return out
}

// flat returns how many colours of the table cover flatPixels pixels or
// more: the first so many of colours.
func (t *colourTable) flat() int {
	n := 0
	for _, s := range t.used {
		if t.counts[s] >= flatPixels {
			n++
		}
	}
	return n
}

// choosePalette picks at most MaxPaletteColours of colours (most frequent
// first, the first flat of them flat areas' colours): all of them when
// they fit, else the flat colours (up to maxForcedFlat), then the most
// frequent that are not
// within a distance of one already picked, the distance shrinking, until
// all but paletteRoom are picked; the room left takes the flat colours of
// the next images of the same size (IndexedPNG). Flat areas keep their
// colour exactly, so the next board, which has them too, finds them all
// in the palette; the rare blends of anti-aliased edges share the nearest.
func choosePalette(colours []uint32, flat int) []uint32 {
	if len(colours) <= MaxPaletteColours {
		return colours
	}
	flat = min(flat, maxForcedFlat)
	picked := append(make([]uint32, 0, MaxPaletteColours), colours[:flat]...)
	taken := make([]bool, len(colours))
	for i := range flat {
		taken[i] = true
	}
	for _, d := range []int{48, 24, 12, 6, 3, 0} {
		for i, c := range colours {
			if taken[i] || len(picked) == MaxPaletteColours-paletteRoom {
				continue
			}
			if d == 0 || nearestDist(picked, c) > d*d {
				picked = append(picked, c)
				taken[i] = true
			}
		}
	}
	return picked
}

// maxForcedFlat is the most flat colours choosePalette takes before the
// others: half a palette, the other half kept for the blends that draw
// anti-aliased edges (a crowded board may have more flat colours, a few
// pixels of two colours' blend each).
const maxForcedFlat = MaxPaletteColours / 2

// paletteRoom is the room choosePalette leaves in a palette.
const paletteRoom = 32

// nearest returns the index in palette of the colour nearest c.
func nearest(palette []uint32, c uint32) int {
	best, bestD := 0, 1<<30
	for i, p := range palette {
		if d := dist2(p, c); d < bestD {
			best, bestD = i, d
			if d == 0 {
				break
			}
		}
	}
	return best
}

// nearestDist returns the squared distance from c to the nearest colour
// of palette (a large number when it is empty).
func nearestDist(palette []uint32, c uint32) int {
	best := 1 << 30
	for _, p := range palette {
		best = min(best, dist2(p, c))
	}
	return best
}

// dist2 is the squared distance of two packed colours, the green channel
// weighted double as the eye sees it.
func dist2(a, b uint32) int {
	dr := int(a>>16&0xff) - int(b>>16&0xff)
	dg := int(a>>8&0xff) - int(b>>8&0xff)
	db := int(a&0xff) - int(b&0xff)
	return dr*dr + 2*dg*dg + db*db
}
