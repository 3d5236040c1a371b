package draw

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/adler32"
	"hash/crc32"
	"hash/maphash"
	"image"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/klauspost/compress/flate"
)

// An indexed PNG holds a palette of at most MaxPaletteColours colours and
// a byte a pixel, a third of RGB's raw data; boards, flat areas and
// anti-aliased edges, compress to about half the bytes of their RGB PNG.
// Its costs are kept to what a move changes, as encodeOpaque's are
// (bands.go): each band's colours are counted once and kept by the band's
// key; the palette of the last image of the same size is used again while
// it holds every colour of a flat area; what a band's colours take under
// a palette is worked out once (bandindexes.go); each band's indexes are
// compressed once for a palette and kept.

// indexedPNG holds the scratch state of one indexed encode, pooled.
type indexedPNG struct {
	table     *colourTable
	band      *colourTable
	prev, cur []byte // a band's rows as indexes, the row above first
	sub, up   []byte // a row filtered, its filter type first
	fw        *flate.Writer
	bandOut   bytes.Buffer // a band's deflate blocks

	// The bands counted by this encode: for band i, when counted[i], the
	// place of each pixel's colour in its bandColours.keys, row by row.
	ids     [][]uint16
	counted []bool
	// For indexRow: by e.band's slots, the palette index of each colour
	// of band lookupBand (-1: none).
	bandIdx    []uint8
	lookupBand int
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
		e = &indexedPNG{table: newColourTable(), band: newColourTable(), bandIdx: make([]uint8, tableSize)}
	}
	defer indexedPool.Put(e)
	pal, sets, under, ok := e.palette(c, keys)
	if !ok {
		return c.PNG()
	}
	data, err := e.encode(c, keys, sets, under, pal)
	if err != nil {
		return nil, fmt.Errorf("draw: encode png: %w", err)
	}
	pngs.put(key, data)
	return data, nil
}

// palette returns the palette of c's image, whose bands have keys, and
// the colours of each band (kept by band; the bands counted afresh drawn
// first, drawBands) with what they take under the palette: the palette
// is the last one of an image of its size when it holds every colour of a
// flat area (palette.lacksFlat), or that palette with the colours it lacks when
// they fit, else one chosen for it, both from every colour of the image
// gathered into e.table. It reports false when the image has too many
// colours to count.
func (e *indexedPNG) palette(c *Canvas, keys []bandKey) (*palette, []*bandColours, []*bandIndexes, bool) {
	img := c.img
	sets := make([]*bandColours, len(keys))
	e.ids = slices.Grow(e.ids[:0], len(keys))[:len(keys)]
	e.counted = append(e.counted[:0], make([]bool, len(keys))...)
	e.lookupBand = -1
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
		bc, ok := e.countBand(img, y0, min(y0+bandRows, img.Rect.Max.Y), i)
		if !ok {
			return nil, nil, nil, false
		}
		bandColourSets.put(keys[i], bc)
		sets[i] = bc
	}
	size := img.Rect.Size()
	p := recent.get(size)
	if p == nil || p.lacksFlat(sets) {
		e.table.reset()
		for _, bc := range sets {
			for j, col := range bc.keys {
				s := e.table.slot(col)
				if s < 0 {
					return nil, nil, nil, false
				}
				e.table.counts[s] += bc.counts[j]
			}
		}
		switch missing := p.missing(e.table); {
		case p != nil && len(missing) == 0:
		case p != nil && len(p.colours)+len(missing) <= MaxPaletteColours:
			p = p.grown(missing)
			paletteStats.grown.Add(1)
		default:
			p = newPalette(choosePalette(e.table.colours(), e.table.flat()))
			paletteStats.chosen.Add(1)
		}
	}
	recent.put(size, p)
	under := make([]*bandIndexes, len(sets))
	for i, bc := range sets {
		under[i] = bc.under(p)
	}
	return p, sets, under, true
}

// paletteStats counts the palettes IndexedPNG made.
var paletteStats struct{ grown, chosen atomic.Uint64 }

// PaletteStats returns how many palettes IndexedPNG chose afresh and how
// many it made by adding colours to the last one of an image's size,
// since the start.
func PaletteStats() (chosen, grown uint64) {
	return paletteStats.chosen.Load(), paletteStats.grown.Load()
}

// countBand counts the colours of rows y0..y1-1 of img, band i of it,
// and keeps the place of each pixel's colour among them in e.ids[i].
func (e *indexedPNG) countBand(img *image.RGBA, y0, y1, i int) (*bandColours, bool) {
	e.band.reset()
	e.lookupBand = -1
	sub := img.SubImage(image.Rect(img.Rect.Min.X, y0, img.Rect.Max.X, y1)).(*image.RGBA)
	e.ids[i] = slices.Grow(e.ids[i][:0], sub.Rect.Dx()*sub.Rect.Dy())[:sub.Rect.Dx()*sub.Rect.Dy()]
	if !e.band.countIDs(sub, e.ids[i]) {
		return nil, false
	}
	e.counted[i] = true
	bc := &bandColours{keys: make([]uint32, 0, len(e.band.used)), counts: make([]int32, 0, len(e.band.used))}
	for _, s := range e.band.used {
		bc.keys = append(bc.keys, e.band.keys[s])
		bc.counts = append(bc.counts, e.band.counts[s])
	}
	return bc, true
}

// bandColourSets keeps the colours of recent bands by the bands' keys.
var bandColourSets = newFIFOCache[bandKey](bandCacheBytes/4, func(bc *bandColours) int { return 9 * len(bc.keys) })

// palette is a chosen palette, its id (a hash of its colours), the index
// of each of its colours and, as they are met, the index of the nearest
// for colours it lacks, and what lacksFlat keeps of the last image asked
// of it. A palette's colours never change.
type palette struct {
	id      uint64
	colours []uint32
	exact   map[uint32]uint8
	mu      sync.Mutex
	// By colour, guarded by mu: 1 + its index for a colour of the
	// palette, -1 - the index of the nearest for a colour it lacks and
	// has met, 0 for others; and how many it lacks and has met.
	lookup colourCounts
	near   int
	last   lastImage // for lacksFlat
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
	p.lookup.reserve(len(colours))
	for i, k := range colours {
		p.exact[k] = uint8(i)
		p.lookup.add(k, int32(i)+1)
	}
	return p
}

// grown returns p with colours added after its own. Every colour keeps
// the index p gives it, its own or the nearest p found for it, so that
// the bands drawn under p serve under the new palette unchanged
// (bandIndexes); only colours p never met take the nearest of the new
// palette.
func (p *palette) grown(colours []uint32) *palette {
	q := newPalette(append(slices.Clone(p.colours), colours...))
	p.mu.Lock()
	defer p.mu.Unlock()
	q.lookup.reserve(p.near)
	for j, k := range p.lookup.keys {
		if v := p.lookup.counts[j]; v < 0 && q.lookup.get(k) == 0 {
			q.lookup.add(k, v)
			q.near++
		}
	}
	return q
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

// encode returns the indexed PNG of c's image with palette p: its bands
// compressed as encodeOpaque's are (bands.go), each kept by its key and
// its colours' indexes (under; sets holds each band's colours); the bands
// compressed afresh are drawn first (drawBands). The PNG is put together
// in one allocation of its size, its image data one IDAT chunk.
func (e *indexedPNG) encode(c *Canvas, keys []bandKey, sets []*bandColours, under []*bandIndexes, p *palette) ([]byte, error) {
	img := c.img
	compressed := make([]band, len(keys))
	var missing []int
	for i, k := range keys {
		k.indexes = under[i].key
		keys[i] = k
		var ok bool
		if compressed[i], ok = bands.get(k); !ok {
			missing = append(missing, i)
		}
	}
	c.needBands(missing)
	for _, i := range missing {
		bd, err := e.compressBand(img, i, sets, under)
		if err != nil {
			return nil, err
		}
		bands.put(keys[i], bd)
		compressed[i] = bd
	}
	idatLen := len(zlibHead) + len(finalBlock) + 4
	for _, bd := range compressed {
		idatLen += len(bd.data)
	}
	const chunk = 12 // a chunk's length, type and CRC
	out := make([]byte, 0, len(pngSignature)+chunk+13+chunk+3*len(p.colours)+chunk+idatLen+chunk)
	out = append(out, pngSignature...)
	out, from := appendChunkHead(out, "IHDR", 13)
	out = binary.BigEndian.AppendUint32(out, uint32(img.Rect.Dx()))
	out = binary.BigEndian.AppendUint32(out, uint32(img.Rect.Dy()))
	out = append(out, 8, 3, 0, 0, 0) // bit depth 8, colour type indexed
	out = appendChunkCRC(out, from)
	out, from = appendChunkHead(out, "PLTE", 3*len(p.colours))
	for _, k := range p.colours {
		out = append(out, byte(k>>16), byte(k>>8), byte(k))
	}
	out = appendChunkCRC(out, from)
	out, from = appendChunkHead(out, "IDAT", idatLen)
	out = append(out, zlibHead...)
	sum := uint32(1) // the Adler-32 of nothing
	for _, bd := range compressed {
		out = append(out, bd.data...)
		sum = adler32Combine(sum, bd.adler, bd.n)
	}
	out = append(out, finalBlock...)
	out = binary.BigEndian.AppendUint32(out, sum)
	out = appendChunkCRC(out, from)
	out, from = appendChunkHead(out, "IEND", 0)
	return appendChunkCRC(out, from), nil
}

// pngSignature begins every PNG.
const pngSignature = "\x89PNG\r\n\x1a\n"

// appendChunkHead appends the length n and the type of a PNG chunk whose
// data the caller appends next, and returns where its CRC starts
// (appendChunkCRC).
func appendChunkHead(out []byte, typ string, n int) ([]byte, int) {
	out = binary.BigEndian.AppendUint32(out, uint32(n))
	return append(out, typ...), len(out)
}

// appendChunkCRC ends a chunk with the CRC of out from from, its type and
// data.
func appendChunkCRC(out []byte, from int) []byte {
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[from:]))
}

// compressBand filters the indexes of the rows of band i of img and
// compresses them into a band of their own.
func (e *indexedPNG) compressBand(img *image.RGBA, i int, sets []*bandColours, under []*bandIndexes) (band, error) {
	n := 1 + img.Rect.Dx()
	e.prev, e.cur = grow(e.prev, n), grow(e.cur, n)
	e.sub, e.up = grow(e.sub, n), grow(e.up, n)
	clear(e.prev)
	y0 := img.Rect.Min.Y + i*bandRows
	y1 := min(y0+bandRows, img.Rect.Max.Y)
	if i > 0 {
		e.indexRow(e.prev[1:], img, i-1, bandRows-1, sets, under)
	}
	out := &e.bandOut
	out.Reset()
	if e.fw == nil {
		e.fw, _ = flate.NewWriter(out, flate.BestSpeed)
	} else {
		e.fw.Reset(out)
	}
	sum := adler32.New()
	total := 0
	for y := y0; y < y1; y++ {
		e.indexRow(e.cur[1:], img, i, y-y0, sets, under)
		filtered := e.filter()
		sum.Write(filtered)
		total += len(filtered)
		if _, err := e.fw.Write(filtered); err != nil {
			return band{}, err
		}
		e.prev, e.cur = e.cur, e.prev
	}
	if err := e.fw.Flush(); err != nil {
		return band{}, err
	}
	return band{data: bytes.Clone(out.Bytes()), adler: sum.Sum32(), n: total}, nil
}

// indexRow writes into dst the palette indexes of row r of band i of img:
// from the places of its pixels' colours when this encode counted the
// band (e.ids), else by looking each colour up in a table of the band's
// colours.
func (e *indexedPNG) indexRow(dst []byte, img *image.RGBA, i, r int, sets []*bandColours, under []*bandIndexes) {
	idx := under[i].idx
	if e.counted[i] {
		ids := e.ids[i][r*len(dst) : (r+1)*len(dst)]
		for x, id := range ids {
			dst[x] = idx[id]
		}
		return
	}
	if e.lookupBand != i {
		e.band.reset()
		for j, k := range sets[i].keys {
			e.bandIdx[e.band.slot(k)] = idx[j]
		}
		e.lookupBand = i
	}
	px := row(img, img.Rect.Min.Y+i*bandRows+r)
	var last uint32
	var ix uint8
	for x := range dst {
		if k := pack(px[4*x:]); k != last {
			last, ix = k, e.bandIdx[e.band.slot(k)]
		}
		dst[x] = ix
	}
}

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
