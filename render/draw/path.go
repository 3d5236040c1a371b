package draw

import (
	"image"
	"image/color"
	"math"
	"slices"
)

// pt is a point in pixel space; (0, 0) is the top left corner of the top
// left pixel, so a pixel's centre is at (x+0.5, y+0.5).
type pt struct{ X, Y float64 }

func (p pt) add(q pt) pt             { return pt{p.X + q.X, p.Y + q.Y} }
func (p pt) sub(q pt) pt             { return pt{p.X - q.X, p.Y - q.Y} }
func (p pt) scale(k float64) pt      { return pt{p.X * k, p.Y * k} }
func (p pt) dot(q pt) float64        { return p.X*q.X + p.Y*q.Y }
func (p pt) cross(q pt) float64      { return p.X*q.Y - p.Y*q.X }
func (p pt) len() float64            { return math.Hypot(p.X, p.Y) }
func (p pt) lerp(q pt, t float64) pt { return p.add(q.sub(p).scale(t)) }

// unit returns p scaled to length one, or the zero point for a zero p.
func (p pt) unit() pt {
	if l := p.len(); l > 0 {
		return p.scale(1 / l)
	}
	return pt{}
}

// centre returns the centre of r in pixel space.
func centre(r image.Rectangle) pt {
	return pt{float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2}
}

// path is a set of closed polygons filled together. Overlapping polygons of
// the same orientation merge; a polygon of opposite orientation inside
// another cuts a hole.
type path struct {
	pts  []pt
	ends []int // ends[i] is the index just past the last point of polygon i
}

func (p *path) reset() { p.pts, p.ends = p.pts[:0], p.ends[:0] }

// close ends the polygon made of the points added since the last close.
func (p *path) close() {
	start := 0
	if n := len(p.ends); n > 0 {
		start = p.ends[n-1]
	}
	if len(p.pts) > start {
		p.ends = append(p.ends, len(p.pts))
	}
}

// polygon adds vs as one polygon.
func (p *path) polygon(vs ...pt) {
	p.pts = append(p.pts, vs...)
	p.close()
}

// reversed adds vs as one polygon traced backwards, to cut a hole.
func (p *path) reversed(vs []pt) {
	for i := len(vs) - 1; i >= 0; i-- {
		p.pts = append(p.pts, vs[i])
	}
	p.close()
}

// segment adds the rectangle of half-width hw around the segment a-b.
// Every segment has the same orientation, so segments merge where they
// overlap.
func (p *path) segment(a, b pt, hw float64) {
	d := b.sub(a).unit()
	n := pt{-d.Y * hw, d.X * hw}
	p.polygon(a.add(n), b.add(n), b.sub(n), a.sub(n))
}

// bounds returns the pixel rectangle covering every point of p.
func (p *path) bounds() image.Rectangle {
	if len(p.pts) == 0 {
		return image.Rectangle{}
	}
	lo, hi := p.pts[0], p.pts[0]
	for _, q := range p.pts[1:] {
		lo = pt{math.Min(lo.X, q.X), math.Min(lo.Y, q.Y)}
		hi = pt{math.Max(hi.X, q.X), math.Max(hi.Y, q.Y)}
	}
	return image.Rect(int(math.Floor(lo.X)), int(math.Floor(lo.Y)),
		int(math.Ceil(hi.X)), int(math.Ceil(hi.Y)))
}

// fill paints the polygons of p with col, anti-aliased, clipped to the canvas.
func (c *Canvas) fill(p *path, col color.Color) { c.fillIn(p, col, c.img.Rect) }

// fillIn is fill clipped to the rectangle clip as well. A path taller
// than maxStripRows is painted in strips of the bands' rows (bands.go),
// each rasterized on its own: the same strips drawn at once or deferred,
// so the pixels are the same either way, and a band drawn again
// (drawBands) paints only the strips it needs, not the whole of a line
// across the board.
func (c *Canvas) fillIn(p *path, col color.Color, clip image.Rectangle) {
	clip = p.bounds().Intersect(c.img.Rect).Intersect(clip)
	if clip.Empty() {
		return
	}
	if c.deferred {
		p = &path{pts: slices.Clone(p.pts), ends: slices.Clone(p.ends)}
	}
	if clip.Dy() <= maxStripRows {
		c.fillStrip(p, col, clip)
		return
	}
	for y0 := clip.Min.Y; y0 < clip.Max.Y; {
		y1 := min(bandStart(y0)+bandRows, clip.Max.Y)
		c.fillStrip(p, col, image.Rect(clip.Min.X, y0, clip.Max.X, y1))
		y0 = y1
	}
}

// maxStripRows is the tallest path fillIn paints in one piece.
const maxStripRows = 2 * bandRows

// bandStart returns the first row of the band of rows y lies in, counted
// from row 0.
func bandStart(y int) int {
	if y < 0 {
		return -((-y + bandRows - 1) / bandRows * bandRows)
	}
	return y / bandRows * bandRows
}

// fillStrip paints the polygons of p with col in clip, which lies in the
// canvas and p's bounds; a deferred canvas records it, keeping p, which
// its caller must not change.
func (c *Canvas) fillStrip(p *path, col color.Color, clip image.Rectangle) {
	if c.deferred {
		c.keyStart(opPath)
		c.keyBuf = appendColour(c.keyBuf, col)
		for _, q := range p.pts {
			c.keyBuf = appendFloat(appendFloat(c.keyBuf, q.X), q.Y)
		}
		for _, e := range p.ends {
			c.keyBuf = appendInt(c.keyBuf, e)
		}
		c.recordOp(op{reach: clip, kind: opPath, col: col, area: clip, path: p})
		return
	}
	c.coverageOf(p, image.Point{}, clip).blendOver(c.img, clip.Min, c.drawArea(), col)
}
