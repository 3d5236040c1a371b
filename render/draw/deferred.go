package draw

import (
	"encoding/binary"
	"hash/maphash"
	"image"
	"image/color"
	"math"
	"slices"
)

// A board changes little from one move to the next, and most of the cost
// of a new board was drawing and encoding pixels the last board had
// already. So a canvas made by New on an opaque background defers its
// drawing: each primitive that changes pixels (a filled rectangle, a
// path, a text, a copied picture, a hatch) is recorded as an op, with the
// rectangle it may change and a key made of everything that decides its
// pixels. IndexedPNG keys each band of the image by the ops that reach
// its rows (bandKeysOfOps) and draws only the rows of the bands it finds
// in no cache (drawBands); a board whose bands are all kept draws nothing
// at all. Any other look at the pixels (Image, PNG, Encode) draws every
// op first (flush), and Image ends the deferral for the canvas's life,
// since its caller may change pixels the ops do not know of.

// op is one recorded drawing: the pixels it may change, a key of what it
// draws there (keyed by seed, as bands are), and how to draw it (draw):
// its kind and the arguments of its primitive, each kind using those it
// needs, or, for a kind without arguments here, run. Drawing an op
// changes no pixel outside the canvas's drawArea. The primitives a board
// draws most (rectangles, stamps, pictures, paths) are kept as data, not
// as closures, so that recording one allocates nothing.
type op struct {
	reach  image.Rectangle
	key    uint64
	kind   byte
	col    color.Color
	area   image.Rectangle // opRect, opHatch: the rectangle; opPath, opStamp: the clip
	at     image.Point     // opPicture, opStamp: where the origin goes
	radius float64         // opHatch
	stamp  *stamp          // opStamp
	path   *path           // opPath
	pic    *image.RGBA     // opPicture
	run    func(c *Canvas) // any other kind (a text)
}

// draw draws o on a canvas whose drawing is not deferred and which may
// be limited to some rows (drawArea).
func (o *op) draw(c *Canvas) {
	switch o.kind {
	case opRect:
		c.FillRect(o.area, o.col)
	case opPath:
		c.fillStrip(o.path, o.col, o.area)
	case opPicture:
		c.blit(o.pic, o.at)
	case opHatch:
		c.FillHatched(o.area, o.radius, o.col)
	case opStamp:
		c.stampStrip(o.stamp, o.at, o.col, o.area)
	default:
		o.run(c)
	}
}

// The kinds of op, the first byte of an op's key.
const (
	opRect byte = iota + 1
	opPath
	opText
	opPicture
	opHatch
	opStamp
)

// record adds an op drawn by run that changes at most the pixels of
// reach (clipped to the canvas), keyed by the bytes of c.keyBuf, which
// the caller has filled (keyStart, then the append helpers), and marks
// the pixels stale.
func (c *Canvas) record(reach image.Rectangle, run func(c *Canvas)) {
	c.recordOp(op{reach: reach, run: run})
}

// recordOp adds o, which changes at most the pixels of o.reach (clipped
// to the canvas), keyed by the bytes of c.keyBuf as record keys its ops,
// and marks the pixels stale.
func (c *Canvas) recordOp(o op) {
	o.reach = o.reach.Intersect(c.img.Rect)
	if o.reach.Empty() {
		return
	}
	c.keyBuf = appendRect(c.keyBuf, o.reach)
	o.key = maphash.Bytes(seed, c.keyBuf)
	c.ops = append(c.ops, o)
	c.stale = true
}

// keyStart begins the key of an op of kind in c.keyBuf.
func (c *Canvas) keyStart(kind byte) { c.keyBuf = append(c.keyBuf[:0], kind) }

func appendInt(b []byte, v int) []byte { return binary.LittleEndian.AppendUint64(b, uint64(v)) }

func appendFloat(b []byte, v float64) []byte {
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
}

func appendRect(b []byte, r image.Rectangle) []byte {
	return appendInt(appendInt(appendInt(appendInt(b, r.Min.X), r.Min.Y), r.Max.X), r.Max.Y)
}

// appendColour appends col as the 16-bit premultiplied values drawing
// uses.
func appendColour(b []byte, col color.Color) []byte {
	r, g, bl, a := col.RGBA()
	return binary.LittleEndian.AppendUint64(b, uint64(r)|uint64(g)<<16|uint64(bl)<<32|uint64(a)<<48)
}

// appendString appends s with its length first, so that two strings in
// a key cannot trade bytes.
func appendString(b []byte, s string) []byte { return append(appendInt(b, len(s)), s...) }

// drawArea is the rectangle drawing may change: the rows being drawn
// again while IndexedPNG draws some bands (drawBands), the whole canvas
// otherwise.
func (c *Canvas) drawArea() image.Rectangle {
	if c.area.Empty() {
		return c.img.Rect
	}
	return c.area
}

// flush draws every op the pixels do not show yet.
func (c *Canvas) flush() {
	if c.stale {
		c.replay(c.img.Rect)
		c.stale = false
	}
}

// replay draws, in order, every op reaching area, changing no pixel
// outside it.
func (c *Canvas) replay(area image.Rectangle) {
	deferred := c.deferred
	c.deferred, c.area = false, area
	for i := range c.ops {
		if c.ops[i].reach.Overlaps(area) {
			c.ops[i].draw(c)
		}
	}
	c.deferred, c.area = deferred, image.Rectangle{}
}

// forgetOps drops the recorded ops, keeping their slice for the next
// drawing.
func (c *Canvas) forgetOps() {
	clear(c.ops)
	c.ops, c.stale = c.ops[:0], false
}

// bandKeysOfOps returns the keys of the bands of the canvas (bands.go) as
// the recorded ops make them: band i's hash covers its place, then the
// keys of the ops reaching its rows or the row above it (which the Up
// filter of its first row reads), in the order they draw. Two bands of
// equal keys hold the same pixels, as with scanImage's keys, with the
// same odds (about one in 2^64 a pair); an op key and a pixel hash never
// meet, as an op band's hash starts with its place and a marker no pixel
// hash is made with.
func (c *Canvas) bandKeysOfOps() []bandKey {
	r := c.img.Rect
	n := (r.Dy() + bandRows - 1) / bandRows
	for len(c.bandBufs) < n {
		c.bandBufs = append(c.bandBufs, nil)
	}
	for i := range n {
		c.bandBufs[i] = appendInt(append(c.bandBufs[i][:0], "ops"...), i)
	}
	for _, o := range c.ops {
		b0 := (o.reach.Min.Y - r.Min.Y) / bandRows
		last := o.reach.Max.Y - 1 - r.Min.Y
		b1 := last / bandRows
		if (last+1)%bandRows == 0 && b1+1 < n {
			b1++ // the next band's row above
		}
		for i := b0; i <= b1; i++ {
			c.bandBufs[i] = binary.LittleEndian.AppendUint64(c.bandBufs[i], o.key)
		}
	}
	keys := make([]bandKey, n)
	for i := range n {
		y0 := r.Min.Y + i*bandRows
		keys[i] = bandKey{w: r.Dx(), rows: min(y0+bandRows, r.Max.Y) - y0, first: i == 0, h: maphash.Bytes(seed, c.bandBufs[i])}
	}
	return keys
}

// drawBands draws the rows of the bands listed (indexes into the
// canvas's bands, any order) and the row above each, unless drawn since
// c.drawn was last cleared; c.drawn has a flag a band.
func (c *Canvas) drawBands(list []int) {
	r := c.img.Rect
	slices.Sort(list)
	var run image.Rectangle // rows to draw, grown while bands join
	for _, i := range list {
		if c.drawn[i] {
			continue
		}
		c.drawn[i] = true
		y0 := r.Min.Y + i*bandRows
		rows := image.Rect(r.Min.X, max(y0-1, r.Min.Y), r.Max.X, min(y0+bandRows, r.Max.Y))
		if !run.Empty() && rows.Min.Y <= run.Max.Y {
			run = run.Union(rows)
			continue
		}
		if !run.Empty() {
			c.replay(run)
		}
		run = rows
	}
	if !run.Empty() {
		c.replay(run)
	}
}

// needBands draws the bands listed (drawBands) when the canvas's drawing
// is deferred; the pixels of any other canvas are drawn already.
func (c *Canvas) needBands(list []int) {
	if c.deferred && len(list) > 0 {
		c.drawBands(list)
	}
}
