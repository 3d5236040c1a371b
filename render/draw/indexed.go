package draw

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"image"
	"io"
	"slices"
	"sync"
	"sync/atomic"
)

// An indexed PNG holds a palette of at most MaxPaletteColours colours and
// a byte a pixel, a third of RGB's raw data; boards, flat areas and
// anti-aliased edges, compress to about half the bytes of their RGB PNG.
// Its costs are kept to what a move changes, as encodeOpaque's are
// (bands.go): each band's colours are counted once and kept by the band's
// key; the palette of the last image of the same size is used again while
// it holds every colour of a flat area; each band's indexes are compressed
// once for a palette and kept.

// indexedPNG holds the scratch state of one indexed encode, pooled.
type indexedPNG struct {
	table     *colourTable
	band      *colourTable
	prev, cur []byte  // a band's rows as indexes, the row above first
	sub, up   []byte  // a row filtered, its filter type first
	rows      []byte  // a band's filtered rows
	slots     []int32 // the slots in table of each band's colours, band after band
	deflater  bandDeflater
	out       bytes.Buffer
	idx       []uint8 // by e.table's slots, each colour's palette index
	scratch   []byte
	last      []uint32     // scratch for a band's last row's colours
	idat      bytes.Buffer // an image's zlib stream
}

var indexedPool sync.Pool

// IndexedPNG returns the canvas encoded as an indexed PNG of at most
// MaxPaletteColours colours: a canvas with that few colours exactly, any
// other with its colours reduced as choosePalette says (its flat areas
// exact, the rare blends of anti-aliased edges drawn in the nearest colour
// kept). The canvas itself is not changed. A translucent canvas, or one
// of too many colours to count, is encoded by PNG. Like PNG, it returns
// the bytes of an image encoded lately again, which must not be changed.
func (c *Canvas) IndexedPNG() ([]byte, error) {
	var keys []bandKey
	if c.deferred {
		keys = c.bandKeysOfOps()
		c.drawn = append(c.drawn[:0], make([]bool, len(keys))...)
	} else {
		var opaque bool
		if keys, opaque = scanImage(c.img); !opaque {
			return c.PNG()
		}
	}
	key := imageKey(c.img.Rect, keys)
	key.indexed = true
	if data, ok := pngs.get(key); ok {
		return data, nil
	}
	e, _ := indexedPool.Get().(*indexedPNG)
	if e == nil {
		e = &indexedPNG{table: newColourTable(), band: newColourTable(), idx: make([]uint8, tableSize)}
	}
	defer indexedPool.Put(e)
	pal, sets, ok := e.palette(c, keys)
	if !ok {
		return c.PNG()
	}
	e.out.Reset()
	if err := e.encode(&e.out, c, keys, sets, pal); err != nil {
		return nil, fmt.Errorf("draw: encode png: %w", err)
	}
	data := bytes.Clone(e.out.Bytes())
	pngs.put(key, data)
	return data, nil
}

// palette returns the palette of c's image, whose bands have keys: the
// colours of each band (kept by band; the bands counted afresh drawn
// first, drawBands) are gathered into e.table; the palette is the last
// one of an image of its size when it holds every colour of a flat area,
// or that palette with the colours it lacks when they fit, else one
// chosen for it; e.idx then holds each colour's index. It returns the
// colours of each band too, and reports false when the image has too
// many colours to count.
func (e *indexedPNG) palette(c *Canvas, keys []bandKey) (*palette, []bandColours, bool) {
	img := c.img
	e.table.reset()
	sets := make([]bandColours, len(keys))
	var missing []int
	for i, k := range keys {
		var ok bool
		if sets[i], ok = bandColourSets.get(k); !ok {
			missing = append(missing, i)
		}
	}
	c.needBands(missing)
	for _, i := range missing {
		y0 := img.Rect.Min.Y + i*bandRows
		bc, ok := e.countBand(img, y0, min(y0+bandRows, img.Rect.Max.Y))
		if !ok {
			return nil, nil, false
		}
		bandColourSets.put(keys[i], bc)
		sets[i] = bc
	}
	e.slots = e.slots[:0]
	for _, bc := range sets {
		for j, col := range bc.keys {
			s := e.table.slot(col)
			if s < 0 {
				return nil, nil, false
			}
			e.table.counts[s] += bc.counts[j]
			e.slots = append(e.slots, int32(s))
		}
	}
	size := img.Rect.Size()
	p := recent.get(size)
	switch missing := p.missing(e.table); {
	case p != nil && len(missing) == 0:
	case p != nil && len(p.colours)+len(missing) <= MaxPaletteColours:
		p = p.grown(missing)
		paletteStats.grown.Add(1)
	default:
		p = newPalette(choosePalette(e.table.colours(), e.table.flat()))
		paletteStats.chosen.Add(1)
	}
	recent.put(size, p)
	p.indexTable(e.table, e.idx)
	return p, sets, true
}

// indexesKey returns a hash of the palette index of each colour of a
// band, never 0; slots are the colours' slots in e.table, whose indexes
// e.idx holds. A band's compressed indexes depend on its pixels and on
// the indexes of its colours and of the colours of the row above it
// alone, so a band compressed under one palette serves another that
// gives those colours the same indexes (one grown from it, say).
func (e *indexedPNG) indexesKey(slots []int32) uint64 {
	e.scratch = e.scratch[:0]
	for _, s := range slots {
		e.scratch = append(e.scratch, e.idx[s])
	}
	return maphash.Bytes(seed, e.scratch) | 1
}

// coloursKey is indexesKey of colours, looked up in e.table.
func (e *indexedPNG) coloursKey(colours []uint32) uint64 {
	e.scratch = e.scratch[:0]
	for _, k := range colours {
		e.scratch = append(e.scratch, e.idx[e.table.slot(k)])
	}
	return maphash.Bytes(seed, e.scratch) | 1
}

// paletteStats counts the palettes IndexedPNG made.
var paletteStats struct{ grown, chosen atomic.Uint64 }

// PaletteStats returns how many palettes IndexedPNG chose afresh and how
// many it made by adding colours to the last one of an image's size,
// since the start.
func PaletteStats() (chosen, grown uint64) {
	return paletteStats.chosen.Load(), paletteStats.grown.Load()
}

// countBand counts the colours of rows y0..y1-1 of img.
func (e *indexedPNG) countBand(img *image.RGBA, y0, y1 int) (bandColours, bool) {
	e.band.reset()
	sub := image.RGBA{Pix: img.Pix[img.PixOffset(img.Rect.Min.X, y0):], Stride: img.Stride, Rect: image.Rect(img.Rect.Min.X, y0, img.Rect.Max.X, y1)}
	if !e.band.count(&sub) {
		return bandColours{}, false
	}
	px := row(img, y1-1)
	last := e.last[:0]
	var prev uint32
	for i := 0; i < len(px); i += 4 {
		if k := pack(px[i:]); k != prev && !slices.Contains(last, k) {
			last, prev = append(last, k), k
		} else {
			prev = k
		}
	}
	e.last = last
	// One array holds the band's colours and its last row's; the counts
	// another: two allocations a band counted, each of its size.
	n := len(e.band.used)
	colours := make([]uint32, n+len(last))
	bc := bandColours{keys: colours[:n:n], counts: make([]int32, n), last: colours[n:]}
	for i, s := range e.band.used {
		bc.keys[i] = e.band.keys[s]
		bc.counts[i] = e.band.counts[s]
	}
	copy(bc.last, last)
	return bc, true
}

// bandColours is the colours of a band and how many pixels each covers,
// and the colours of its last row, which the next band's first row is
// filtered against.
type bandColours struct {
	keys   []uint32
	counts []int32
	last   []uint32
}

// bandColourSets keeps the colours of recent bands by the bands' keys.
var bandColourSets = newFIFOCache[bandKey](bandCacheBytes/4, func(bc bandColours) int { return 8*len(bc.keys) + 4*len(bc.last) })

// palette is a chosen palette, its id (a hash of its colours), the index
// of each of its colours and, as they are met, the index of the nearest
// for colours it lacks. A palette's colours never change.
type palette struct {
	id      uint64
	colours []uint32
	exact   map[uint32]uint8
	mu      sync.Mutex
	known   colourIndex // guarded by mu: each colour of exact, and each colour met and the index of its nearest
	near    int         // guarded by mu: the colours of known not in exact
}

// newPalette returns the palette of colours.
func newPalette(colours []uint32) *palette {
	var h maphash.Hash
	h.SetSeed(seed)
	for _, k := range colours {
		var w [4]byte
		binary.LittleEndian.PutUint32(w[:], k)
		h.Write(w[:])
	}
	p := &palette{id: h.Sum64() | 1, colours: colours, exact: make(map[uint32]uint8, len(colours))}
	for i, k := range colours {
		p.exact[k] = uint8(i)
	}
	p.knowExact()
	return p
}

// knowExact empties p.known but for p's own colours. p.mu must be held, or
// p unshared.
func (p *palette) knowExact() {
	p.known, p.near = colourIndex{}, 0
	for k, i := range p.exact {
		p.known.put(k, i)
	}
}

// index returns the index p gives colour k: its own, or the nearest's
// when p has met k; false when it has not.
func (p *palette) index(k uint32) (uint8, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.known.get(k)
}

// grown returns p with colours added after its own. Every colour keeps
// the index p gives it, its own or the nearest p found for it, so that
// the bands drawn under p serve under the new palette unchanged
// (indexesKey); only colours p never met take the nearest of the new
// palette.
func (p *palette) grown(colours []uint32) *palette {
	q := newPalette(append(slices.Clone(p.colours), colours...))
	p.mu.Lock()
	defer p.mu.Unlock()
	p.known.each(func(k uint32, i uint8) {
		if _, own := p.exact[k]; own {
			return
		}
		if _, ok := q.exact[k]; !ok {
			q.known.put(k, i)
			q.near++
		}
	})
	return q
}

// maxNear bounds the colours a palette keeps the nearest of.
const maxNear = 1 << 14

// indexTable writes, for every colour of t, its index in p into idx at
// the colour's slot: its own, or the nearest's.
func (p *palette) indexTable(t *colourTable, idx []uint8) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.near > maxNear {
		p.knowExact()
	}
	for _, s := range t.used {
		k := t.keys[s]
		i, ok := p.known.get(k)
		if !ok {
			i = uint8(nearest(p.colours, k))
			p.known.put(k, i)
			p.near++
		}
		idx[s] = i
	}
}

// flatPixels is how many pixels of one colour make it a flat area's
// rather than a blend's: a palette must hold every such colour exactly.
const flatPixels = 128

// missing returns the colours of t that cover flatPixels pixels or more
// and p does not hold, most frequent first; all of them when p is nil.
func (p *palette) missing(t *colourTable) []uint32 {
	var out []uint32
	for _, s := range t.used {
		k := t.keys[s]
		if t.counts[s] < flatPixels {
			continue
		}
		if p == nil {
			out = append(out, k)
		} else if _, ok := p.exact[k]; !ok {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b uint32) int { return int(t.counts[t.slot(b)] - t.counts[t.slot(a)]) })
	return out
}

// recentPalettes keeps the last palette used for images of each size: the
// boards of a game at a number of players share their colours, so the
// next board of that size mostly uses it again (and the bands it shares
// with the last board are not compressed again).
type recentPalettes struct {
	mu sync.Mutex
	on bool
	by map[image.Point]*palette
}

var recent = &recentPalettes{on: true, by: map[image.Point]*palette{}}

// maxRecentPalettes bounds the sizes recentPalettes keeps a palette for.
const maxRecentPalettes = 256

func (r *recentPalettes) get(size image.Point) *palette {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.by[size]
}

func (r *recentPalettes) put(size image.Point, p *palette) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.on {
		return
	}
	if _, ok := r.by[size]; !ok && len(r.by) >= maxRecentPalettes {
		clear(r.by)
	}
	r.by[size] = p
}

// reset forgets every palette and turns keeping them on or off.
func (r *recentPalettes) reset(on bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.on, r.by = on, map[image.Point]*palette{}
}

// encode writes the indexed PNG of c's image with palette p: its bands
// compressed as encodeOpaque's are (bands.go), each kept by its key and
// its colours' indexes (indexesKey; sets holds each band's colours); the
// bands compressed afresh are drawn first (drawBands).
func (e *indexedPNG) encode(w io.Writer, c *Canvas, keys []bandKey, sets []bandColours, p *palette) error {
	img := c.img
	compressed := make([]band, len(keys))
	var missing []int
	slots := e.slots // each band's colours' slots, band after band (palette)
	for i, k := range keys {
		n := len(sets[i].keys)
		k.indexes = e.indexesKey(slots[:n])
		slots = slots[n:]
		if i > 0 {
			// The Up filter of the band's first row reads the row above:
			// its colours' indexes decide the band's bytes too.
			above := e.coloursKey(sets[i-1].last)
			k.indexes ^= above<<1 | above>>63
		}
		keys[i] = k
		var ok bool
		if compressed[i], ok = bands.get(k); !ok {
			missing = append(missing, i)
		}
	}
	c.needBands(missing)
	for _, i := range missing {
		y0 := img.Rect.Min.Y + i*bandRows
		bd, err := e.compressBand(img, y0, min(y0+bandRows, img.Rect.Max.Y), p)
		if err != nil {
			return err
		}
		bands.put(keys[i], bd)
		compressed[i] = bd
	}
	width, height := img.Rect.Dx(), img.Rect.Dy()
	if _, err := io.WriteString(w, "\x89PNG\r\n\x1a\n"); err != nil {
		return err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 3 // bit depth 8, colour type indexed
	if err := writeChunk(w, "IHDR", ihdr[:]); err != nil {
		return err
	}
	plte := make([]byte, 0, 3*len(p.colours))
	for _, k := range p.colours {
		plte = append(plte, byte(k>>16), byte(k>>8), byte(k))
	}
	if err := writeChunk(w, "PLTE", plte); err != nil {
		return err
	}
	idat := &e.idat
	idat.Reset()
	idat.Write(zlibHead)
	sum := uint32(1) // the Adler-32 of nothing
	for _, bd := range compressed {
		idat.Write(bd.data)
		sum = adler32Combine(sum, bd.adler, bd.n)
	}
	idat.Write(finalBlock)
	idat.Write(binary.BigEndian.AppendUint32(nil, sum))
	if err := writeChunk(w, "IDAT", idat.Bytes()); err != nil {
		return err
	}
	return writeChunk(w, "IEND", nil)
}

// compressBand filters the indexes of rows y0..y1-1 of img and
// compresses them into a band of their own (bandDeflater).
func (e *indexedPNG) compressBand(img *image.RGBA, y0, y1 int, p *palette) (band, error) {
	n := 1 + img.Rect.Dx()
	e.prev, e.cur = grow(e.prev, n), grow(e.cur, n)
	e.sub, e.up = grow(e.sub, n), grow(e.up, n)
	clear(e.prev)
	if y0 > img.Rect.Min.Y {
		e.indexRow(e.prev[1:], row(img, y0-1), nil, nil)
	}
	e.rows = e.rows[:0]
	for y := y0; y < y1; y++ {
		px := row(img, y)
		var above []byte
		if y > img.Rect.Min.Y {
			above = row(img, y-1)
		}
		if above != nil && bytes.Equal(px, above) {
			// The row above again: its indexes, filtered Up to zeros
			// (as filter would choose).
			copy(e.cur, e.prev)
			e.rows = append(append(e.rows, filterUp), make([]byte, n-1)...)
		} else {
			e.indexRow(e.cur[1:], px, above, e.prev[1:])
			e.rows = append(e.rows, e.filter()...)
		}
		e.prev, e.cur = e.cur, e.prev
	}
	data := e.deflater.deflate(e.rows, n)
	return band{data: bytes.Clone(data), adler: adler32Sparse(e.rows), n: len(e.rows)}, nil
}

// indexRow writes the palette indexes of the RGBA pixels px into dst,
// from e.idx by the colours' slots in e.table. Where a stretch of
// chunkPixels pixels is that of the row above (above, whose indexes are
// aboveIdx; nil for none), its indexes are copied; elsewhere pixels are
// read as words, two at a time along a run of one colour, and looked up
// only where the colour changes.
func (e *indexedPNG) indexRow(dst, px, above, aboveIdx []byte) {
	if len(dst) == 0 {
		return
	}
	px = px[:4*len(dst)]
	le := binary.LittleEndian
	last := ^le.Uint32(px)                 // not the first pixel
	two := uint64(last) | uint64(last)<<32 // two pixels of colour last: not the first two
	var idx uint8
	for i := 0; i < len(dst); {
		end := min(i+chunkPixels, len(dst))
		if above != nil && end-i == chunkPixels && sameChunk(px[4*i:4*end], above[4*i:4*end]) {
			copy(dst[i:end], aboveIdx[i:end])
			i = end
			continue
		}
		for ; i+2 <= end; i++ {
			w := le.Uint64(px[4*i:])
			if w == two {
				dst[i], dst[i+1] = idx, idx
				i++
				continue
			}
			if k := uint32(w); k != last {
				last, idx = k, e.idx[e.table.slot(packWord(k))]
				two = uint64(k) | uint64(k)<<32
			}
			dst[i] = idx
		}
		for ; i < end; i++ {
			if k := le.Uint32(px[4*i:]); k != last {
				last, idx = k, e.idx[e.table.slot(packWord(k))]
				two = uint64(k) | uint64(k)<<32
			}
			dst[i] = idx
		}
	}
}

// sameChunk reports whether the pixels of two stretches of chunkPixels
// pixels are the same.
func sameChunk(a, b []byte) bool {
	a, b = a[:4*chunkPixels], b[:4*chunkPixels]
	le := binary.LittleEndian
	var x uint64
	for i := 0; i < len(a); i += 8 {
		x |= le.Uint64(a[i:]) ^ le.Uint64(b[i:])
	}
	return x == 0
}

// chunkPixels is the stretch of a row indexRow compares with the row
// above: three in four such stretches of a board are the same.
const chunkPixels = 16

// filter returns the current row filtered with None, Sub or Up, whichever
// leaves the most zero bytes, its filter type first. It works on eight
// bytes at a time, as fastPNG's filter does; None is the row itself.
func (e *indexedPNG) filter() []byte {
	cur, prev := e.cur[1:], e.prev[1:]
	sub, up := e.sub[1:], e.up[1:]
	zn, zs, zu := 0, 0, 0
	i := 0
	if len(cur) > 0 { // the first byte has no left neighbour: Sub keeps it
		v := cur[0]
		sub[0], up[0] = v, v-prev[0]
		zn += b2i(v == 0)
		zs += b2i(v == 0)
		zu += b2i(v == prev[0])
		i = 1
	}
	le := binary.LittleEndian
	for ; i+8 <= len(cur); i += 8 {
		c := le.Uint64(cur[i:])
		u := subBytes(c, le.Uint64(prev[i:]))
		d := subBytes(c, le.Uint64(cur[i-1:]))
		le.PutUint64(up[i:], u)
		le.PutUint64(sub[i:], d)
		zn += zeroBytes(c)
		zu += zeroBytes(u)
		zs += zeroBytes(d)
	}
	for ; i < len(cur); i++ {
		v := cur[i]
		sub[i], up[i] = v-cur[i-1], v-prev[i]
		zn += b2i(v == 0)
		zs += b2i(v == cur[i-1])
		zu += b2i(v == prev[i])
	}
	switch {
	case zu >= zs && zu >= zn:
		e.up[0] = filterUp
		return e.up
	case zs >= zn:
		e.sub[0] = filterSub
		return e.sub
	}
	e.cur[0] = filterNone
	return e.cur
}
