package draw

import (
	"hash/maphash"
	"image"
	"image/color"
	"math"
)

// A board draws the same few shapes many times over: every square's
// rounded tile and outline, every player's mark, every disc. Working out
// the points of a rounded corner or a circle (a cosine and a sine a
// point), copying them into the op a deferred canvas records and hashing
// them into its key cost more than drawing them, most of whose pixels a
// band cache holds anyway. So such a shape is a stamp: its path worked
// out once, about a whole-pixel origin, kept by what decides it (a
// stampKey), and placed by that origin. Recording one copies and hashes
// no point; drawing it finds its coverage kept (coverage.go) by the
// same points relative to its clip.

// stampKey is what decides a stamp's path: its kind, whole-pixel sizes
// (w, h) and the rest of its parameters (a to d), fractions of a pixel
// included, each kind using those it needs.
type stampKey struct {
	kind       stampKind
	w, h       int
	a, b, c, d float64
}

// stampKind tells the shapes apart; each has its own build function.
type stampKind uint8

const (
	stampRoundRect       stampKind = iota + 1 // w×h, radius a
	stampStrokeRoundRect                      // w×h, radius a, border b
	stampDisc                                 // centre (a, b), radius c
	stampSeatMark                             // shape w, centre (a, b), size c
	stampTileBody                             // a w×h domino's layer a (buildTile)
	stampTilePips                             // a w×h domino's a pips on half b (buildTile)
)

// stamp is a path about a whole-pixel origin: bounds covers its points,
// hash keys ops that draw it (with the origin and colour), anchor is a
// point its caller places by (a seat mark's letter).
type stamp struct {
	p      path
	bounds image.Rectangle
	hash   uint64
	anchor pt
}

// stampCacheBytes bounds the stamps kept, about 1 MB: a few hundred
// bytes a stamp, the shapes of every board a few hundred channels show.
const stampCacheBytes = 1 << 20

// stamps keeps the stamps made lately, the oldest dropped first.
var stamps = newFIFOCache[stampKey](stampCacheBytes, func(s *stamp) int { return 16*len(s.p.pts) + 8*len(s.p.ends) + 64 })

// stampOf returns the stamp of key, kept or built now.
func stampOf(key stampKey) *stamp {
	if s, ok := stamps.get(key); ok {
		return s
	}
	s := &stamp{}
	s.anchor = buildStamp(key, &s.p)
	s.p.close()
	s.bounds = s.p.bounds()
	buf := appendInt(nil, int(key.kind))
	for _, q := range s.p.pts {
		buf = appendFloat(appendFloat(buf, q.X), q.Y)
	}
	for _, e := range s.p.ends {
		buf = appendInt(buf, e)
	}
	s.hash = maphash.Bytes(seed, buf)
	stamps.put(key, s)
	return s
}

// buildStamp appends the path of key to p (its last polygon left for the
// caller to close) and returns its anchor.
func buildStamp(key stampKey, p *path) pt {
	switch key.kind {
	case stampRoundRect:
		p.pts = rounded(p.pts, corners(image.Rect(0, 0, key.w, key.h)), key.a)
	case stampStrokeRoundRect:
		outer := corners(image.Rect(0, 0, key.w, key.h))
		p.pts = rounded(p.pts, outer, key.a)
		if 2*key.b < float64(min(key.w, key.h)) {
			p.close()
			p.reversed(rounded(nil, inset(outer, key.b), math.Max(0, key.a-key.b)))
		}
	case stampDisc:
		p.pts = circle(p.pts, pt{key.a, key.b}, key.c)
	case stampSeatMark:
		o := pt{key.a, key.b}
		vs, at := shapeOf(Shape(key.w), o, key.c)
		if vs == nil {
			p.pts = circle(p.pts, o, key.c/2)
		} else {
			p.pts = rounded(p.pts, vs, key.c/12)
		}
		return at
	case stampTileBody, stampTilePips:
		buildTile(key, p)
	}
	return pt{}
}

// splitPixel returns the whole pixel v lies in and v's fraction of it.
func splitPixel(v float64) (int, float64) {
	f := math.Floor(v)
	return int(f), v - f
}

// fillStamp paints s with its origin at at, in col, anti-aliased, clipped
// to clip and the canvas, in strips as fillIn paints a path.
func (c *Canvas) fillStamp(s *stamp, at image.Point, col color.Color, clip image.Rectangle) {
	clip = s.bounds.Add(at).Intersect(c.img.Rect).Intersect(clip)
	if clip.Empty() {
		return
	}
	if clip.Dy() <= maxStripRows {
		c.stampStrip(s, at, col, clip)
		return
	}
	for y0 := clip.Min.Y; y0 < clip.Max.Y; {
		y1 := min(bandStart(y0)+bandRows, clip.Max.Y)
		c.stampStrip(s, at, col, image.Rect(clip.Min.X, y0, clip.Max.X, y1))
		y0 = y1
	}
}

// stampStrip paints s placed at at in clip, which lies in the canvas and
// s's bounds there; a deferred canvas records it.
func (c *Canvas) stampStrip(s *stamp, at image.Point, col color.Color, clip image.Rectangle) {
	if c.deferred {
		c.keyStart(opStamp)
		c.keyBuf = appendInt(appendInt(appendInt(appendColour(c.keyBuf, col), int(s.hash)), at.X), at.Y)
		c.recordOp(op{reach: clip, kind: opStamp, col: col, area: clip, at: at, stamp: s})
		return
	}
	c.coverageOf(&s.p, at, clip).blendOver(c.img, clip.Min, c.drawArea(), col)
}
