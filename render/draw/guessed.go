package draw

import (
	"bytes"
	"encoding/binary"
	"image"
	"slices"
)

// A band whose colours are counted afresh is nearly always compressed
// afresh too, and the palette it is compressed under is nearly always the
// last of its image's size. So IndexedPNG counts such a band and writes
// its palette indexes under that palette in one pass over its pixels
// (countIndexBand), and compresses those indexes when the palette it
// chooses gives each of the band's colours the index it was written with
// (guessHolds); else the band is indexed again as any other is.

// guessedBands holds the index rows written while counting an image's
// bands: guessed[i] reports whether band i's rows, at rows[i*bandRows*w:],
// hold its indexes under the palette chosen.
type guessedBands struct {
	rows    []byte
	guessed []bool
	idx     []uint8 // by e.band's slots, each colour's index under the palette guessed
	colours [][]uint8
	runs    []colourRun // the runs of each stretch of chunkPixels pixels as last read, chunkPixels a stretch
	nruns   []byte      // how many runs each stretch has
}

// reset readies g for an image of n bands of w pixels.
func (g *guessedBands) reset(n, w int) {
	g.rows = grow(g.rows, n*bandRows*w)
	g.guessed = append(g.guessed[:0], make([]bool, n)...)
	if g.idx == nil {
		g.idx = make([]uint8, tableSize)
	}
	for len(g.colours) < n {
		g.colours = append(g.colours, nil)
	}
}

// band returns the index rows of band b of an image w pixels wide.
func (g *guessedBands) band(b, w int) []byte {
	return g.rows[b*bandRows*w : (b+1)*bandRows*w]
}

// countIndexBand counts the colours of rows y0..y1-1 of img, band b, as
// countBand does, and writes each pixel's index under p into the band's
// rows of e.guess, keeping the index each colour took (e.guess.colours[b],
// in the order of the colours returned). A stretch of chunkPixels pixels
// that the row above has (three in four of a board's) takes that row's
// indexes and counts its runs again; the rest is read run by run. It
// reports false when the band has too many colours to count.
func (e *indexedPNG) countIndexBand(img *image.RGBA, b, y0, y1 int, p *palette) (bandColours, bool) {
	t, g := e.band, &e.guess
	t.reset()
	w := img.Rect.Dx()
	dst := g.band(b, w)
	chunks := (w + chunkPixels - 1) / chunkPixels
	g.runs = slices.Grow(g.runs[:0], chunks*chunkPixels)[:chunks*chunkPixels]
	g.nruns = grow(g.nruns, chunks)
	var above, aboveIdx []byte
	for y := y0; y < y1; y++ {
		px, out := row(img, y), dst[(y-y0)*w:(y-y0+1)*w]
		same := above != nil && bytes.Equal(px, above)
		if same {
			copy(out, aboveIdx)
		}
		for c := range chunks {
			a, z := c*chunkPixels, min((c+1)*chunkPixels, w)
			if same || above != nil && z-a == chunkPixels && sameChunk(px[4*a:4*z], above[4*a:4*z]) {
				// The row above's pixels: its indexes and its runs again.
				copy(out[a:z], aboveIdx[a:z])
				for _, r := range g.runs[c*chunkPixels : c*chunkPixels+int(g.nruns[c])] {
					t.counts[r.slot] += r.n
				}
				continue
			}
			if !e.countIndexChunk(px[4*a:4*z], out[a:z], c, p) {
				return bandColours{}, false
			}
		}
		above, aboveIdx = px, out
	}
	bc := e.bandColoursOf(img, y1)
	g.colours[b] = g.colours[b][:0]
	for _, s := range t.used {
		g.colours[b] = append(g.colours[b], g.idx[s])
	}
	return bc, true
}

// countIndexChunk counts the pixels px, stretch c of a row, into e.band
// run by run, keeping the runs as stretch c's, and writes their indexes
// under p into out. It reports false when the band has too many colours
// to count.
func (e *indexedPNG) countIndexChunk(px, out []byte, c int, p *palette) bool {
	t, g := e.band, &e.guess
	le := binary.LittleEndian
	runs := g.runs[c*chunkPixels : c*chunkPixels]
	for i := 0; i < len(out); {
		wd := le.Uint32(px[4*i:])
		j := i + 1
		for two := uint64(wd) | uint64(wd)<<32; j+2 <= len(out) && le.Uint64(px[4*j:]) == two; {
			j += 2
		}
		for j < len(out) && le.Uint32(px[4*j:]) == wd {
			j++
		}
		taken := t.n
		s := t.slot(packWord(wd))
		if s < 0 {
			return false
		}
		if t.n > taken {
			g.idx[s] = p.guess(t.keys[s])
		}
		t.counts[s] += int32(j - i)
		runs = append(runs, colourRun{int32(s), int32(j - i)})
		v := g.idx[s]
		for k := i; k < j; k++ {
			out[k] = v
		}
		i = j
	}
	g.nruns[c] = uint8(len(runs))
	return true
}

// guess returns the index p gives colour k, its own or the nearest p
// found for it, else the nearest of p's colours; p learns nothing.
func (p *palette) guess(k uint32) uint8 {
	if i, ok := p.index(k); ok {
		return i
	}
	return uint8(nearest(p.colours, k))
}

// guessHolds reports whether the colours of a band, whose slots in
// e.table are slots, take under the palette chosen (e.idx) the indexes
// guessed for them.
func (e *indexedPNG) guessHolds(slots []int32, guessed []uint8) bool {
	for j, s := range slots {
		if e.idx[s] != guessed[j] {
			return false
		}
	}
	return true
}
