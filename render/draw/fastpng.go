package draw

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"
	"math/bits"
	"sync"

	"github.com/klauspost/compress/flate"
)

// The PNG filter types (PNG spec, 9.2) this encoder uses.
const (
	filterNone = 0
	filterSub  = 1
	filterUp   = 2
)

// fastPNG holds the scratch state of one opaque encode: rows, filtered
// candidates and the compressor, pooled so that an encode allocates little.
type fastPNG struct {
	prev, cur, sub, up []byte
	idat               idatWriter
	fw                 *flate.Writer
	band               bytes.Buffer
	bw                 *bufio.Writer
}

var fastPool sync.Pool

// encodeOpaque writes img as an 8-bit RGB PNG when every pixel is opaque
// and reports false, writing nothing, when one is not. It is lossless. It
// differs from image/png in two ways that make it several times faster on
// boards (large flat areas, anti-aliased text): each row is filtered with
// Sub or Up only, whichever leaves more zero bytes (image/png tries all
// five filters by a sum of absolute values), and rows go straight from
// the RGBA pixels to the compressor, in IDAT chunks of up to 64 KB; the
// image is compressed in bands, and bands recent images had are reused
// (bands.go). The compressor is klauspost/compress's deflate at BestSpeed,
// whose level 1 takes about 30% less time than compress/flate's on boards
// for a file about 1% larger; any zlib stream is valid PNG data. keys are
// the band keys of img from a scanImage that found it opaque; when nil,
// encodeOpaque scans img itself.
func encodeOpaque(w io.Writer, img *image.RGBA, keys []bandKey) (bool, error) {
	if keys == nil {
		var opaque bool
		if keys, opaque = scanImage(img); !opaque {
			return false, nil
		}
	}
	e, _ := fastPool.Get().(*fastPNG)
	if e == nil {
		e = &fastPNG{}
	}
	defer fastPool.Put(e)
	b := img.Rect
	width, height := b.Dx(), b.Dy()
	if _, err := io.WriteString(w, "\x89PNG\r\n\x1a\n"); err != nil {
		return true, err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 2 // bit depth 8, colour type RGB
	if err := writeChunk(w, "IHDR", ihdr[:]); err != nil {
		return true, err
	}
	if err := e.writeRows(w, img, keys); err != nil {
		return true, err
	}
	return true, writeChunk(w, "IEND", nil)
}

// writeRows writes the filtered rows of img as one zlib stream in IDAT
// chunks: the compressed bands (bands.go; keys are theirs), those of
// recent images taken from the cache, then an empty final block and the
// Adler-32.
func (e *fastPNG) writeRows(w io.Writer, img *image.RGBA, keys []bandKey) error {
	b := img.Rect
	n := 1 + 3*b.Dx()
	e.prev, e.cur = grow(e.prev, n), grow(e.cur, n)
	e.sub, e.up = grow(e.sub, n), grow(e.up, n)
	e.idat.w, e.idat.err = w, nil
	if e.bw == nil {
		e.bw = bufio.NewWriterSize(&e.idat, 64<<10)
	} else {
		e.bw.Reset(&e.idat)
	}
	e.bw.Write(zlibHead)
	sum := uint32(1) // the Adler-32 of nothing
	for i, key := range keys {
		y0 := b.Min.Y + i*bandRows
		y1 := min(y0+bandRows, b.Max.Y)
		bd, ok := bands.get(key)
		if !ok {
			var err error
			if bd, err = e.compressBand(img, y0, y1); err != nil {
				return err
			}
			bands.put(key, bd)
		}
		e.bw.Write(bd.data)
		sum = adler32Combine(sum, bd.adler, bd.n)
	}
	e.bw.Write(finalBlock)
	e.bw.Write(binary.BigEndian.AppendUint32(nil, sum))
	if err := e.bw.Flush(); err != nil {
		return err
	}
	return e.idat.err
}

// filter returns the current row filtered with Sub or Up, whichever
// leaves more zero bytes, with its filter type first. It works on eight
// bytes at a time (bytewise subtraction without borrows across bytes).
func (e *fastPNG) filter() []byte {
	cur, prev, sub, up := e.cur[1:], e.prev[1:], e.sub[1:], e.up[1:]
	zs, zu := 0, 0
	i := 0
	// Sub needs the byte three before: the first pixel is done bytewise.
	for ; i < len(cur) && i < 3; i++ {
		up[i], sub[i] = cur[i]-prev[i], cur[i]
		zu += b2i(up[i] == 0)
		zs += b2i(sub[i] == 0)
	}
	le := binary.LittleEndian
	for ; i+8 <= len(cur); i += 8 {
		c := le.Uint64(cur[i:])
		u := subBytes(c, le.Uint64(prev[i:]))
		d := subBytes(c, le.Uint64(cur[i-3:]))
		le.PutUint64(up[i:], u)
		le.PutUint64(sub[i:], d)
		zu += zeroBytes(u)
		zs += zeroBytes(d)
	}
	for ; i < len(cur); i++ {
		up[i], sub[i] = cur[i]-prev[i], cur[i]-cur[i-3]
		zu += b2i(up[i] == 0)
		zs += b2i(sub[i] == 0)
	}
	if zu >= zs {
		e.up[0] = filterUp
		return e.up
	}
	e.sub[0] = filterSub
	return e.sub
}

const (
	high = 0x8080808080808080
	low7 = 0x7f7f7f7f7f7f7f7f
)

// subBytes subtracts each byte of b from the byte of a, modulo 256.
func subBytes(a, b uint64) uint64 {
	return ((a | high) - (b &^ high)) ^ ((a ^ ^b) & high)
}

// zeroBytes counts the zero bytes of x.
func zeroBytes(x uint64) int {
	return bits.OnesCount64(^((x&low7 + low7) | x | low7))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rgb copies the colour bytes of RGBA pixels src into dst, dropping alpha.
// Two pixels at a time while a third follows: their six colour bytes are
// stored as eight, and the third pixel's bytes overwrite the two extra;
// the last pixels go bytewise.
func rgb(dst, src []byte) {
	le := binary.LittleEndian
	i, j := 0, 0
	for ; i+8 <= len(dst) && j+12 <= len(src); i, j = i+6, j+8 {
		p := le.Uint64(src[j:])
		le.PutUint64(dst[i:], p&0xffffff|(p>>8)&0xffffff000000)
	}
	for ; j+3 < len(src); i, j = i+3, j+4 {
		dst[i], dst[i+1], dst[i+2] = src[j], src[j+1], src[j+2]
	}
}

// opaqueRow reports whether every pixel of a row of RGBA pixels has alpha
// 0xff. It reads two pixels at a time and ANDs their alpha bytes, testing
// once at the end.
func opaqueRow(px []byte) bool {
	const alphas = 0xff000000_ff000000 // the alpha bytes of two pixels
	acc := uint64(alphas)
	for len(px) >= 8 {
		acc &= binary.LittleEndian.Uint64(px)
		px = px[8:]
	}
	return acc&alphas == alphas && (len(px) < 4 || px[3] == 0xff)
}

// grow returns a slice of n elements, b's own array when it has the
// room; what it holds is not cleared.
func grow[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, n)
	}
	return b[:n]
}

// idatWriter writes what it is given as one IDAT chunk per Write; the
// bufio.Writer in front of it makes the chunks 64 KB.
type idatWriter struct {
	w   io.Writer
	err error
}

func (c *idatWriter) Write(p []byte) (int, error) {
	if c.err == nil {
		c.err = writeChunk(c.w, "IDAT", p)
	}
	if c.err != nil {
		return 0, c.err
	}
	return len(p), nil
}

// writeChunk writes one PNG chunk: length, type, data and CRC.
func writeChunk(w io.Writer, typ string, data []byte) error {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(data)))
	copy(head[4:], typ)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	var tail [4]byte
	binary.BigEndian.PutUint32(tail[:], crc.Sum32())
	for _, part := range [][]byte{head[:], data, tail[:]} {
		if _, err := w.Write(part); err != nil {
			return err
		}
	}
	return nil
}
