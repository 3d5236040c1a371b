package draw

import (
	"bytes"
	"encoding/binary"
	"hash/adler32"
	"hash/maphash"
	"image"

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
// is the first band of its image, and a 64-bit hash of its pixels and of
// the row above it (the Up filter of its first row reads that row). The
// hash is keyed by a seed chosen when the process starts, so two bands
// share a key by accident with odds of about one in 2^64 for each pair: at
// a thousand boards a second, each looked up against all the bands kept,
// once in some thousand years.
type bandKey struct {
	w, rows int
	first   bool
	h       uint64
	indexes uint64 // for an indexed band, a hash of its colours' palette indexes (indexed.go); 0 for RGB
}

// band is one compressed band: its deflate blocks, the Adler-32 of its
// filtered rows and their length.
type band struct {
	data  []byte
	adler uint32
	n     int
}

// bandCacheBytes is what bands holds, some 16 MB of compressed bands: at
// 1–3 KB a band and 15–40 bands a board, the latest boards of a few
// hundred channels.
const bandCacheBytes = 16 << 20

// bands keeps the compressed bands of recent images, the oldest dropped
// first once they hold more than bandCacheBytes.
var bands = newFIFOCache[bandKey](bandCacheBytes, bandBytes)

func bandBytes(bd band) int { return len(bd.data) }

// scanImage hashes img band by band (rows y0..y0+bandRows-1 and the row
// above them, for each band from the top) and reports whether every pixel
// is opaque, in one pass over the pixels.
func scanImage(img *image.RGBA) (keys []bandKey, opaque bool) {
	r := img.Rect
	keys = make([]bandKey, 0, (r.Dy()+bandRows-1)/bandRows)
	opaque = true
	var h maphash.Hash
	for y0 := r.Min.Y; y0 < r.Max.Y; y0 += bandRows {
		y1 := min(y0+bandRows, r.Max.Y)
		h.SetSeed(seed)
		if y0 > r.Min.Y {
			h.Write(row(img, y0-1))
		}
		for y := y0; y < y1; y++ {
			px := row(img, y)
			h.Write(px)
			opaque = opaque && opaqueRow(px)
		}
		keys = append(keys, bandKey{w: r.Dx(), rows: y1 - y0, first: y0 == r.Min.Y, h: h.Sum64()})
	}
	return keys, opaque
}

// row returns the pixels of row y of img.
func row(img *image.RGBA, y int) []byte {
	off := img.PixOffset(img.Rect.Min.X, y)
	return img.Pix[off : off+4*img.Rect.Dx()]
}

// compressBand filters rows y0..y1-1 of img and compresses them into a
// band of their own.
func (e *fastPNG) compressBand(img *image.RGBA, y0, y1 int) (band, error) {
	clear(e.prev)
	if y0 > img.Rect.Min.Y {
		rgb(e.prev[1:], row(img, y0-1))
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
		rgb(e.cur[1:], row(img, y))
		filtered := e.filter()
		sum.Write(filtered)
		n += len(filtered)
		if _, err := e.fw.Write(filtered); err != nil {
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

// adler32Sparse returns the Adler-32 of data as hash/adler32 does, taking
// eight zero bytes (most of a band's filtered rows) in one step.
func adler32Sparse(data []byte) uint32 {
	const nmax = 5552 // the most bytes before the sums may overflow 32 bits
	le := binary.LittleEndian
	s1, s2 := uint32(1), uint32(0)
	for len(data) > 0 {
		p := data[:min(len(data), nmax)]
		data = data[len(p):]
		for len(p) >= 8 {
			if le.Uint64(p) == 0 {
				s2 += 8 * s1
			} else {
				for _, b := range p[:8] {
					s1 += uint32(b)
					s2 += s1
				}
			}
			p = p[8:]
		}
		for _, b := range p {
			s1 += uint32(b)
			s2 += s1
		}
		s1 %= adlerBase
		s2 %= adlerBase
	}
	return s2<<16 | s1
}
