package draw

import (
	"bytes"
	"encoding/binary"
	"hash/adler32"
	"hash/maphash"
	"image"
	"sync"

	"github.com/klauspost/compress/flate"
)

// bandRows is the height, in pixels, of the bands an opaque PNG is
// compressed in.
const bandRows = 16

// A board changes little from one move to the next: a cell marked, a die
// rolled, a name highlighted. So encodeOpaque compresses an image in
// horizontal bands of bandRows rows, each an independent piece of the
// zlib stream (its own deflate blocks, no reference to earlier bands,
// ended by a sync flush), and keeps the compressed bands of recent images
// by a hash of their pixels: a band the last boards already had is copied,
// not filtered and compressed again. The pieces join into one valid zlib
// stream, whose Adler-32 is combined from the bands' own.

// bandKey identifies a band by its width, its number of rows, whether it
// is the first band of its image, and two independent hashes of its
// pixels and of the row above it (the Up filter of its first row reads
// that row).
type bandKey struct {
	w, rows int
	first   bool
	h1, h2  uint64
}

// band is one compressed band: its deflate blocks, the Adler-32 of its
// filtered rows and their length.
type band struct {
	data  []byte
	adler uint32
	n     int
}

// bandCache keeps the compressed bands of recent images, the oldest
// dropped first once they hold more than limit bytes. Safe for concurrent
// use.
type bandCache struct {
	mu    sync.Mutex
	keys  []bandKey // oldest first
	data  map[bandKey]band
	bytes int
	limit int
}

// bandCacheBytes is what bands holds, some 16 MB of compressed bands: at
// 1–3 KB a band and 15–40 bands a board, the latest boards of a few
// hundred channels.
const bandCacheBytes = 16 << 20

var bands = &bandCache{data: map[bandKey]band{}, limit: bandCacheBytes}

// keyOfBand hashes rows y0..y1-1 of img and the row above them.
func keyOfBand(img *image.RGBA, y0, y1 int) bandKey {
	var a, b maphash.Hash
	a.SetSeed(seed1)
	b.SetSeed(seed2)
	r := img.Rect
	for y := max(y0-1, r.Min.Y); y < y1; y++ {
		off := img.PixOffset(r.Min.X, y)
		row := img.Pix[off : off+4*r.Dx()]
		a.Write(row)
		b.Write(row)
	}
	return bandKey{w: r.Dx(), rows: y1 - y0, first: y0 == r.Min.Y, h1: a.Sum64(), h2: b.Sum64()}
}

func (c *bandCache) get(key bandKey) (band, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	bd, ok := c.data[key]
	return bd, ok
}

// put keeps bd for key unless the cache is off or has it already.
func (c *bandCache) put(key bandKey, bd band) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.data[key]; ok || c.limit <= 0 {
		return
	}
	for len(c.keys) > 0 && c.bytes+len(bd.data) > c.limit {
		old := c.keys[0]
		c.bytes -= len(c.data[old].data)
		delete(c.data, old)
		c.keys = c.keys[1:]
	}
	c.keys = append(c.keys, key)
	c.data[key] = bd
	c.bytes += len(bd.data)
}

// reset empties the cache and sets its limit in bytes; 0 turns it off.
func (c *bandCache) reset(limit int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys, c.data, c.bytes, c.limit = nil, map[bandKey]band{}, 0, limit
}

// compressBand filters rows y0..y1-1 of img and compresses them into a
// band of their own.
func (e *fastPNG) compressBand(img *image.RGBA, y0, y1 int) (band, error) {
	r := img.Rect
	clear(e.prev)
	if y0 > r.Min.Y {
		off := img.PixOffset(r.Min.X, y0-1)
		rgb(e.prev[1:], img.Pix[off:off+4*r.Dx()])
	}
	e.band.Reset()
	if e.fw == nil {
		e.fw, _ = flate.NewWriter(&e.band, flate.BestSpeed)
	} else {
		e.fw.Reset(&e.band)
	}
	sum := adler32.New()
	n := 0
	for y := y0; y < y1; y++ {
		off := img.PixOffset(r.Min.X, y)
		rgb(e.cur[1:], img.Pix[off:off+4*r.Dx()])
		row := e.filter()
		sum.Write(row)
		n += len(row)
		if _, err := e.fw.Write(row); err != nil {
			return band{}, err
		}
		e.prev, e.cur = e.cur, e.prev
	}
	if err := e.fw.Flush(); err != nil {
		return band{}, err
	}
	return band{data: bytes.Clone(e.band.Bytes()), adler: sum.Sum32(), n: n}, nil
}

// zlibHead is the zlib header of a deflate stream with a 32 KB window at
// the fastest level; finalBlock is an empty last deflate block (fixed
// Huffman codes, end of block at once), which ends the stream after the
// bands' sync flushes.
var (
	zlibHead   = []byte{0x78, 0x01}
	finalBlock = []byte{0x03, 0x00}
)

// adlerBase is the modulus of Adler-32.
const adlerBase = 65521

// adler32Combine returns the Adler-32 of A followed by B from the
// checksums of A and B and the length of B (as zlib's adler32_combine).
func adler32Combine(a, b uint32, lenB int) uint32 {
	rem := uint64(lenB % adlerBase)
	sum1 := uint64(a & 0xffff)
	sum2 := rem * sum1 % adlerBase
	sum1 += uint64(b&0xffff) + adlerBase - 1
	sum2 += uint64(a>>16) + uint64(b>>16) + adlerBase - rem
	sum1 %= adlerBase
	sum2 %= adlerBase
	return uint32(sum1 | sum2<<16)
}

// appendAdler appends the checksum big-endian, as zlib ends its stream.
func appendAdler(dst []byte, sum uint32) []byte {
	return binary.BigEndian.AppendUint32(dst, sum)
}
