package draw

import (
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// maxCached bounds the answers of each kind one face keeps; when it is
// reached the face forgets that kind and starts again. Boards use a few
// dozen characters at a few sub-pixel offsets, far fewer; players' names
// may bring any.
const maxCached = 4096

// remember stores v under k in m, emptying m first when it is full.
func remember[K comparable, V any](m map[K]V, k K, v V) {
	if len(m) >= maxCached {
		clear(m)
	}
	m[k] = v
}

// glyphCache is a font.Face that remembers what the face it wraps answers:
// each glyph's mask, for each rune and sub-pixel offset of the dot, and
// each rune's bounds and advance and each pair's kerning. A face answers
// the same for the same question, so the cache changes no pixel; it only
// spares loading and rasterizing the outline again for every board. A
// face of a font with no table to kern by (hasKerningTable) kerns no
// pair: the cache answers 0 without asking it, or keeping the answer.
// Like the face it wraps, it is not safe for concurrent use (face.mu
// guards it).
type glyphCache struct {
	font.Face
	kerning  bool // the face's font has a table to kern by
	glyphs   map[glyphKey]cachedGlyph
	bounds   map[rune]cachedBounds
	advances map[rune]cachedAdvance
	kerns    map[[2]rune]fixed.Int26_6
}

// glyphKey is a rune drawn with the dot at a sub-pixel offset: the
// fractional parts of the dot, which alone decide the mask.
type glyphKey struct {
	r      rune
	dx, dy fixed.Int26_6
}

// cachedGlyph is a Glyph answer with its rectangle relative to the dot's
// whole-pixel position.
type cachedGlyph struct {
	dr      image.Rectangle
	mask    image.Image
	maskp   image.Point
	advance fixed.Int26_6
	ok      bool
}

type cachedAdvance struct {
	advance fixed.Int26_6
	ok      bool
}

type cachedBounds struct {
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
	ok      bool
}

// newGlyphCache returns a cache of f, whose font has a table to kern by
// if kerning (see glyphCache).
func newGlyphCache(f font.Face, kerning bool) *glyphCache {
	return &glyphCache{Face: f, kerning: kerning, glyphs: map[glyphKey]cachedGlyph{},
		bounds: map[rune]cachedBounds{}, advances: map[rune]cachedAdvance{},
		kerns: map[[2]rune]fixed.Int26_6{}}
}

// Glyph returns the wrapped face's answer for r at dot, from the cache
// when the same rune was drawn at the same sub-pixel offset before. The
// mask is shared: callers only read it, as font.Drawer does.
func (g *glyphCache) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	whole := image.Pt(dot.X.Floor(), dot.Y.Floor())
	k := glyphKey{r: r, dx: dot.X & 63, dy: dot.Y & 63}
	c, ok := g.glyphs[k]
	if !ok {
		c = g.load(fixed.Point26_6{X: k.dx, Y: k.dy}, r)
		remember(g.glyphs, k, c)
	}
	return c.dr.Add(whole), c.mask, c.maskp, c.advance, c.ok
}

// load asks the wrapped face for r at a dot within the first pixel and
// keeps a copy of the mask, which the face reuses for its next glyph.
func (g *glyphCache) load(dot fixed.Point26_6, r rune) cachedGlyph {
	dr, mask, maskp, advance, ok := g.Face.Glyph(dot, r)
	c := cachedGlyph{dr: dr, maskp: maskp, advance: advance, ok: ok}
	if ok && mask != nil {
		c.mask = copyMask(mask)
	}
	return c
}

// copyMask copies a glyph mask: an *image.Alpha (what opentype returns)
// keeps its type, so drawing it takes the same path; any other is copied
// into one.
func copyMask(m image.Image) image.Image {
	src, ok := m.(*image.Alpha)
	if !ok {
		b := m.Bounds()
		out := image.NewAlpha(b)
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				out.Set(x, y, m.At(x, y))
			}
		}
		return out
	}
	out := *src
	out.Pix = append([]uint8(nil), src.Pix...)
	return &out
}

// GlyphBounds returns the wrapped face's bounds and advance of r, cached.
func (g *glyphCache) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	c, ok := g.bounds[r]
	if !ok {
		c.bounds, c.advance, c.ok = g.Face.GlyphBounds(r)
		remember(g.bounds, r, c)
	}
	return c.bounds, c.advance, c.ok
}

// GlyphAdvance returns the wrapped face's advance of r, cached.
func (g *glyphCache) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	c, ok := g.advances[r]
	if !ok {
		c.advance, c.ok = g.Face.GlyphAdvance(r)
		remember(g.advances, r, c)
	}
	return c.advance, c.ok
}

// Kern returns the wrapped face's kerning of the pair, cached; 0 when
// its font has no table to kern by.
func (g *glyphCache) Kern(r0, r1 rune) fixed.Int26_6 {
	if !g.kerning {
		return 0
	}
	k := [2]rune{r0, r1}
	v, ok := g.kerns[k]
	if !ok {
		v = g.Face.Kern(r0, r1)
		remember(g.kerns, k, v)
	}
	return v
}
