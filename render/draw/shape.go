package draw

import (
	"image"
	"image/color"
	"math"
)

// RoundRect fills r with col, its corners rounded to the given radius. The
// radius is capped at half the smaller side; zero gives a sharp rectangle.
func (c *Canvas) RoundRect(r image.Rectangle, radius float64, col color.Color) {
	r = r.Canon()
	s := stampOf(stampKey{kind: stampRoundRect, w: r.Dx(), h: r.Dy(), a: radius})
	k := int(math.Ceil(math.Min(radius, float64(min(r.Dx(), r.Dy()))/2)))
	if _, _, _, a := col.RGBA(); a != 0xffff || k <= 0 {
		c.fillStamp(s, r.Min, col, c.img.Rect)
		return
	}
	// Opaque: only the corners need anti-aliasing; fill the rest directly.
	c.FillRect(image.Rect(r.Min.X+k, r.Min.Y, r.Max.X-k, r.Max.Y), col)
	c.FillRect(image.Rect(r.Min.X, r.Min.Y+k, r.Min.X+k, r.Max.Y-k), col)
	c.FillRect(image.Rect(r.Max.X-k, r.Min.Y+k, r.Max.X, r.Max.Y-k), col)
	for _, p := range [4]image.Point{r.Min, {r.Max.X - k, r.Min.Y}, {r.Min.X, r.Max.Y - k}, r.Max.Sub(image.Pt(k, k))} {
		c.fillStamp(s, r.Min, col, image.Rectangle{Min: p, Max: p.Add(image.Pt(k, k))})
	}
}

// StrokeRoundRect paints a border of the given width just inside r, following
// corners rounded to radius, and leaves the inside untouched.
func (c *Canvas) StrokeRoundRect(r image.Rectangle, radius, width float64, col color.Color) {
	r = r.Canon()
	c.fillStamp(stampOf(stampKey{kind: stampStrokeRoundRect, w: r.Dx(), h: r.Dy(), a: radius, b: width}), r.Min, col, c.img.Rect)
}

// FillCircle fills the disc of radius r around (cx, cy) with col. The centre
// is in pixel space: a pixel's centre is at (x+0.5, y+0.5).
func (c *Canvas) FillCircle(cx, cy, r float64, col color.Color) {
	x, fx := splitPixel(cx)
	y, fy := splitPixel(cy)
	c.fillStamp(stampOf(stampKey{kind: stampDisc, a: fx, b: fy, c: r}), image.Pt(x, y), col, c.img.Rect)
}
