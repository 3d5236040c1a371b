package draw

import (
	"image"
	"image/color"
	"math"
)

// shadow is the translucent black under raised pieces (premultiplied).
var shadow = color.RGBA{0, 0, 0, 0x30}

// body draws a raised piece: the convex polygon vs with corners rounded to
// radius, an outline of the given width in edge and the inside in fill,
// over a drop shadow. A piece not in play has a dashed outline and no
// shadow.
func (c *Canvas) body(vs []pt, radius, width float64, fill, edge color.Color, dashed bool) {
	outer := rounded(nil, vs, radius)
	if dashed {
		c.fillPolygon(outer, fill)
		ring := rounded(nil, inset(vs, width/2), math.Max(0, radius-width/2))
		c.path.reset()
		c.path.dashes(ring, width/2, 3*width, 2*width)
		c.fill(&c.path, edge)
		return
	}
	drop := make([]pt, len(outer))
	for i, v := range outer {
		drop[i] = v.add(pt{0, math.Max(1, width)})
	}
	c.fillPolygon(drop, shadow)
	c.fillPolygon(outer, edge)
	c.fillPolygon(rounded(nil, inset(vs, width), math.Max(0, radius-width)), fill)
}

// fillPolygon fills the single polygon vs with col.
func (c *Canvas) fillPolygon(vs []pt, col color.Color) {
	c.path.reset()
	c.path.polygon(vs...)
	c.fill(&c.path, col)
}

// square returns the largest square centred in r.
func square(r image.Rectangle) image.Rectangle {
	r = r.Canon()
	s := min(r.Dx(), r.Dy())
	o := r.Min.Add(r.Max).Div(2)
	return image.Rect(o.X-s/2, o.Y-s/2, o.X-s/2+s, o.Y-s/2+s)
}
