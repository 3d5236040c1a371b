package draw

import (
	"image"
	"image/color"
	"math"
)

// FillStar fills a five-pointed star with outer radius r around (cx, cy),
// one point straight up, with col. It marks bonus cells.
func (c *Canvas) FillStar(cx, cy, r float64, col color.Color) {
	const inner = 0.4 // inner radius relative to outer
	c.path.reset()
	for i := range 10 {
		rr := r
		if i%2 == 1 {
			rr = r * inner
		}
		a := -math.Pi/2 + math.Pi*float64(i)/5
		c.path.pts = append(c.path.pts, pt{cx + rr*math.Cos(a), cy + rr*math.Sin(a)})
	}
	c.path.close()
	c.fill(&c.path, col)
}

// Cross paints an X of the given stroke width joining the corners of r,
// pulled in by the width so the stroke ends stay inside r.
func (c *Canvas) Cross(r image.Rectangle, width float64, col color.Color) {
	r = r.Canon()
	m := width
	x0, y0 := float64(r.Min.X)+m, float64(r.Min.Y)+m
	x1, y1 := float64(r.Max.X)-m, float64(r.Max.Y)-m
	c.path.reset()
	c.path.segment(pt{x0, y0}, pt{x1, y1}, width/2)
	c.path.segment(pt{x1, y0}, pt{x0, y1}, width/2)
	c.fill(&c.path, col)
}

// FillHatched paints diagonal stripes in col over r with its corners rounded
// to radius (as RoundRect), leaving the pixels between them untouched; it
// marks blocked cells. The stripes are anchored to r's top left corner, so
// equal cells look alike.
func (c *Canvas) FillHatched(r image.Rectangle, radius float64, col color.Color) {
	const period, width = 8, 3 // stripe spacing and thickness, in pixels
	r = r.Canon()
	if c.deferred {
		c.keyStart(opHatch)
		c.keyBuf = appendRect(appendFloat(appendColour(c.keyBuf, col), radius), r)
		c.recordOp(op{reach: r, kind: opHatch, col: col, area: r, radius: radius})
		return
	}
	radius = math.Max(0, math.Min(radius, float64(min(r.Dx(), r.Dy()))/2))
	inside := roundedRectTest(r, radius)
	clip := r.Intersect(c.drawArea())
	sr, sg, sb, sa := col.RGBA()
	keep := 0xffff - sa
	for y := clip.Min.Y; y < clip.Max.Y; y++ {
		for x := clip.Min.X; x < clip.Max.X; x++ {
			if (x-r.Min.X+y-r.Min.Y)%period >= width || !inside(x, y) {
				continue
			}
			i := c.img.PixOffset(x, y)
			p := c.img.Pix[i : i+4 : i+4]
			p[0] = uint8((uint32(p[0])*0x101*keep/0xffff + sr) >> 8)
			p[1] = uint8((uint32(p[1])*0x101*keep/0xffff + sg) >> 8)
			p[2] = uint8((uint32(p[2])*0x101*keep/0xffff + sb) >> 8)
			p[3] = uint8((uint32(p[3])*0x101*keep/0xffff + sa) >> 8)
		}
	}
}

// roundedRectTest returns a test for whether pixel (x, y) has its centre
// inside r with corners rounded to radius.
func roundedRectTest(r image.Rectangle, radius float64) func(x, y int) bool {
	x0, y0 := float64(r.Min.X)+radius, float64(r.Min.Y)+radius
	x1, y1 := float64(r.Max.X)-radius, float64(r.Max.Y)-radius
	return func(x, y int) bool {
		px, py := float64(x)+0.5, float64(y)+0.5
		dx := px - math.Max(x0, math.Min(px, x1))
		dy := py - math.Max(y0, math.Min(py, y1))
		return dx*dx+dy*dy <= radius*radius
	}
}

// FillPie fills the disc of radius r around (cx, cy) as len(cols) equal
// sectors, the first from straight up, clockwise, each in its colour.
// With one colour it is FillCircle.
func (c *Canvas) FillPie(cx, cy, r float64, cols []color.Color) {
	if len(cols) <= 1 {
		if len(cols) == 1 {
			c.FillCircle(cx, cy, r, cols[0])
		}
		return
	}
	o := pt{cx, cy}
	sweep := 2 * math.Pi / float64(len(cols))
	for i, col := range cols {
		c.path.reset()
		c.path.pts = append(c.path.pts, o)
		c.path.pts = arc(c.path.pts, o, r, -math.Pi/2+sweep*float64(i), sweep)
		c.path.close()
		c.fill(&c.path, col)
	}
}
