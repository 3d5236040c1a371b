package draw

import (
	"image"
	"image/color"
	stddraw "image/draw"

	"golang.org/x/image/vector"
)

// Canvas is an RGBA image with drawing primitives. Shapes with curved or
// slanted edges are anti-aliased; axis-aligned rectangles are pixel exact.
// Drawing outside the image is clipped.
//
// Make one with New; the zero Canvas has no pixels. A Canvas is not safe
// for concurrent use.
type Canvas struct {
	img    *image.RGBA
	src    image.Uniform     // reused source colour, so drawing does not allocate
	rast   vector.Rasterizer // reused scan converter for paths
	path   path              // reused scratch path
	relPts []float32         // scratch for a path's points as rasterized (coverage.go)
	layout Layout            // what was drawn, for legibility checks

	// Deferred drawing (deferred.go).
	deferred bool            // drawing is recorded as ops, not done
	stale    bool            // some ops are not drawn on the pixels
	ops      []op            // what was drawn since New, in order
	area     image.Rectangle // the rows being drawn again; empty: all
	keyBuf   []byte          // scratch for an op's key
	bandBufs [][]byte        // scratch for the bands' keys
	drawn    []bool          // bands drawn by the current IndexedPNG
}

// New returns a w×h canvas filled with bg. A nil bg leaves it transparent.
// It reuses the pixels of a released canvas of the same size (Release)
// when there is one. On an opaque bg the drawing is deferred (deferred.go)
// until its pixels are asked for.
func New(w, h int, bg color.Color) *Canvas {
	c := pooled(w, h)
	if c != nil {
		c.resetLayout()
		c.forgetOps()
	}
	switch {
	case c == nil:
		c = &Canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
	case bg == nil || !isOpaque(bg):
		clear(c.img.Pix)
	}
	c.deferred = bg != nil && isOpaque(bg)
	if bg != nil {
		c.FillRect(c.img.Rect, bg)
	}
	return c
}

// Image returns the canvas pixels, every drawing done. Changes to it show
// on the canvas: from this call on, the canvas draws at once (none of its
// drawing is deferred). Image draws what was deferred, so, like drawing,
// it must not be called on one canvas from two goroutines at once.
func (c *Canvas) Image() *image.RGBA {
	c.flush()
	c.deferred = false
	return c.img
}

// Bounds returns the canvas rectangle, with Min at the origin.
func (c *Canvas) Bounds() image.Rectangle { return c.img.Rect }

// Rect returns the rectangle with top left (x, y), width w and height h.
func Rect(x, y, w, h int) image.Rectangle { return image.Rect(x, y, x+w, y+h) }

// uniform returns the canvas's reusable uniform source set to col.
func (c *Canvas) uniform(col color.Color) *image.Uniform {
	c.src.C = col
	return &c.src
}

// FillRect paints r with col, blending when col is translucent.
func (c *Canvas) FillRect(r image.Rectangle, col color.Color) {
	if c.deferred {
		c.keyStart(opRect)
		c.keyBuf = appendColour(c.keyBuf, col)
		c.recordOp(op{reach: r, kind: opRect, col: col, area: r})
		return
	}
	op := stddraw.Over
	if isOpaque(col) {
		op = stddraw.Src
	}
	stddraw.Draw(c.img, r.Intersect(c.drawArea()), c.uniform(col), image.Point{}, op)
}

// isOpaque reports whether col has full alpha.
func isOpaque(col color.Color) bool {
	_, _, _, a := col.RGBA()
	return a == 0xffff
}

// StrokeRect paints a border of the given width just inside r. A width of
// half the smaller side or more fills r.
func (c *Canvas) StrokeRect(r image.Rectangle, width int, col color.Color) {
	r = r.Canon()
	if width <= 0 || r.Empty() {
		return
	}
	if 2*width >= r.Dx() || 2*width >= r.Dy() {
		c.FillRect(r, col)
		return
	}
	c.FillRect(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+width), col)
	c.FillRect(image.Rect(r.Min.X, r.Max.Y-width, r.Max.X, r.Max.Y), col)
	c.FillRect(image.Rect(r.Min.X, r.Min.Y+width, r.Min.X+width, r.Max.Y-width), col)
	c.FillRect(image.Rect(r.Max.X-width, r.Min.Y+width, r.Max.X, r.Max.Y-width), col)
}

// Line paints a straight line of the given thickness from (x0, y0) to
// (x1, y1), with square ends flush at the end points. Horizontal and
// vertical lines cover whole pixels: the line's pixel rows (or columns)
// start at y0-thickness/2.
func (c *Canvas) Line(x0, y0, x1, y1, thickness int, col color.Color) {
	if thickness <= 0 {
		return
	}
	switch {
	case y0 == y1:
		y := y0 - thickness/2
		c.FillRect(image.Rect(x0, y, x1, y+thickness).Canon(), col)
	case x0 == x1:
		x := x0 - thickness/2
		c.FillRect(image.Rect(x, y0, x+thickness, y1).Canon(), col)
	default:
		a := pt{float64(x0), float64(y0)}
		b := pt{float64(x1), float64(y1)}
		c.path.reset()
		c.path.segment(a, b, float64(thickness)/2)
		c.fill(&c.path, col)
	}
}
