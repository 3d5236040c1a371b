package draw

import (
	"encoding/binary"
	"hash/maphash"
	"image"
	"image/color"
	stddraw "image/draw"
	"math"
	"slices"
)

// Most of a board's anti-aliased paths are drawn again and again, board
// after board, at the same place or at a place a whole number of pixels
// away: a square's rounded corners, a player's mark, a Blingo line. So a
// path is rasterized once into its coverage (how much of each pixel of
// its clip it covers, as x/image/vector computes it), kept by the points
// it was rasterized from, and later drawings of the same points blend
// that coverage in: the pixels are those the rasterizer's own blend
// gives, bit for bit, without its scan conversion, and without blending
// the pixels the path does not reach.

// coverage is a path's coverage of a w×h clip: alpha holds one value a
// pixel, row by row, 0 (untouched) to 0xffff (covered); the pixels of row
// y that it reaches lie in [spans[y][0], spans[y][1]). It keeps the
// rasterizer's input it was made from (pts, ends) to tell it apart from
// another of the same hash. A coverage is never changed once kept.
type coverage struct {
	w, h  int
	pts   []float32 // x, y of each point, relative to the clip's top left
	ends  []int
	alpha []uint16
	spans [][2]int
}

// coverageCacheBytes bounds the coverages kept, some 4 MB: a mark or a
// square's corner is a few hundred bytes, a strip of a Blingo line a
// dozen KB.
const coverageCacheBytes = 4 << 20

// coverages keeps the coverage of the paths drawn lately, the oldest
// dropped first, by the hash of their rasterizer input (coverageKey).
var coverages = newFIFOCache[uint64](coverageCacheBytes, func(cv *coverage) int {
	return 2*len(cv.alpha) + 4*len(cv.pts) + 8*len(cv.ends) + 16*len(cv.spans)
})

// SetCoverageCacheSize empties the coverage cache and bounds it to n
// bytes; 0 turns it off, so that every path is scan converted. It is for
// benchmarks and tests.
func SetCoverageCacheSize(n int) { coverages.reset(n) }

// CoverageCacheStats returns how many paths drawn found their coverage
// kept (hits) and how many were scan converted (misses) since the
// process started.
func CoverageCacheStats() (hits, misses uint64) { return coverages.stats() }

// relativePoints returns the rasterizer's input for p, whose points are
// relative to origin, in clip: each point's x and y relative to clip's
// top left, as float32, appended to dst[:0].
func relativePoints(dst []float32, p *path, origin image.Point, clip image.Rectangle) []float32 {
	ox, oy := float64(clip.Min.X-origin.X), float64(clip.Min.Y-origin.Y)
	dst = dst[:0]
	for _, q := range p.pts {
		dst = append(dst, float32(q.X-ox), float32(q.Y-oy))
	}
	return dst
}

// coverageKey hashes the rasterizer's input: the clip's size, the
// relative points and the polygons' ends.
func coverageKey(buf []byte, w, h int, pts []float32, ends []int) ([]byte, uint64) {
	buf = appendInt(appendInt(buf[:0], w), h)
	for _, v := range pts {
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(v))
	}
	for _, e := range ends {
		buf = appendInt(buf, e)
	}
	return buf, maphash.Bytes(seed, buf)
}

// same reports whether cv was made from this rasterizer input.
func (cv *coverage) same(w, h int, pts []float32, ends []int) bool {
	return cv.w == w && cv.h == h && slices.Equal(cv.pts, pts) && slices.Equal(cv.ends, ends)
}

// coverageOf returns the coverage in clip of p, whose points are relative
// to origin, kept or made now.
func (c *Canvas) coverageOf(p *path, origin image.Point, clip image.Rectangle) *coverage {
	w, h := clip.Dx(), clip.Dy()
	c.relPts = relativePoints(c.relPts, p, origin, clip)
	var key uint64
	c.keyBuf, key = coverageKey(c.keyBuf, w, h, c.relPts, p.ends)
	if cv, ok := coverages.get(key); ok && cv.same(w, h, c.relPts, p.ends) {
		return cv
	}
	cv := c.scanConvert(w, h, slices.Clone(c.relPts), slices.Clone(p.ends))
	coverages.put(key, cv)
	return cv
}

// scanConvert rasterizes the polygons of pts and ends in a w×h clip with
// x/image/vector, keeping its coverage exactly: drawn with the Src
// operator from opaque white, each pixel is set to the coverage the
// rasterizer's Over blend would use.
func (c *Canvas) scanConvert(w, h int, pts []float32, ends []int) *coverage {
	z := &c.rast
	z.Reset(w, h)
	start := 0
	for _, end := range ends {
		z.MoveTo(pts[2*start], pts[2*start+1])
		for i := start + 1; i < end; i++ {
			z.LineTo(pts[2*i], pts[2*i+1])
		}
		z.ClosePath()
		start = end
	}
	cv := &coverage{w: w, h: h, pts: pts, ends: ends, alpha: make([]uint16, w*h), spans: make([][2]int, h)}
	z.DrawOp = stddraw.Src
	z.Draw(coverageSink{cv}, image.Rect(0, 0, w, h), image.Opaque, image.Point{})
	for y := range h {
		row := cv.alpha[y*w : (y+1)*w]
		lo, hi := 0, w
		for lo < hi && row[lo] == 0 {
			lo++
		}
		for hi > lo && row[hi-1] == 0 {
			hi--
		}
		cv.spans[y] = [2]int{lo, hi}
	}
	return cv
}

// coverageSink is the image scanConvert has the rasterizer draw on:
// each pixel set keeps the alpha it is given, the coverage.
type coverageSink struct{ cv *coverage }

func (s coverageSink) ColorModel() color.Model { return color.Alpha16Model }
func (s coverageSink) Bounds() image.Rectangle { return image.Rect(0, 0, s.cv.w, s.cv.h) }
func (s coverageSink) At(x, y int) color.Color {
	return color.Alpha16{A: s.cv.alpha[y*s.cv.w+x]}
}
func (s coverageSink) Set(x, y int, col color.Color) {
	_, _, _, a := col.RGBA()
	s.cv.alpha[y*s.cv.w+x] = uint16(a)
}

// blendOver paints col over the pixels of dst covered by cv placed with
// its top left at at, in the rows of area only, with the arithmetic of
// x/image/vector's Over blend of a uniform colour on RGBA, so the pixels
// are the rasterizer's; a pixel cv does not cover is left alone, and one
// it covers fully takes an opaque col as it is.
func (cv *coverage) blendOver(dst *image.RGBA, at image.Point, area image.Rectangle, col color.Color) {
	sr, sg, sb, sa := col.RGBA()
	y0, y1 := max(0, area.Min.Y-at.Y), min(cv.h, area.Max.Y-at.Y)
	for y := y0; y < y1; y++ {
		span := cv.spans[y]
		row := cv.alpha[y*cv.w : (y+1)*cv.w]
		o := dst.PixOffset(at.X, at.Y+y)
		for x := span[0]; x < span[1]; x++ {
			ma := uint32(row[x])
			if ma == 0 {
				continue
			}
			i := o + 4*x
			pix := dst.Pix[i : i+4 : i+4]
			if ma == 0xffff && sa == 0xffff {
				pix[0], pix[1], pix[2], pix[3] = uint8(sr>>8), uint8(sg>>8), uint8(sb>>8), 0xff
				continue
			}
			a := 0xffff - (sa * ma / 0xffff)
			pix[0] = uint8(((uint32(pix[0])*0x101*a + sr*ma) / 0xffff) >> 8)
			pix[1] = uint8(((uint32(pix[1])*0x101*a + sg*ma) / 0xffff) >> 8)
			pix[2] = uint8(((uint32(pix[2])*0x101*a + sb*ma) / 0xffff) >> 8)
			pix[3] = uint8(((uint32(pix[3])*0x101*a + sa*ma) / 0xffff) >> 8)
		}
	}
}
