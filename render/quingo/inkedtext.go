package quingo

import (
	"image"
	"image/color"

	"github.com/quintetbot/quintet/render/draw"
)

// inkedText draws s in f at size points in col, placed on the anchor
// (x, y) as align says, pixel for pixel as c.TextFont does, on pixels
// that must be the plain board background; it records the text in the
// canvas's layout as TextFont does and returns the same box. Each word
// is a picture of its own (inked.go), so that a changed number beside an
// unchanged word reaches the rows of the number's ink only.
func inkedText(c *draw.Canvas, f draw.Font, x, y int, s string, size float64, col color.RGBA, align draw.Align) image.Rectangle {
	k := inkKey{font: f, size: size, col: col, align: align, s: s}
	return drawInked(c, inkedDrawings.get(k, func() inked { return paintText(k) }), image.Pt(x, y))
}

// inkKey is what decides an inked text's pixels about its anchor: a
// text's glyphs fall on the same fractions of a pixel wherever its
// anchor, a whole pixel, lies.
type inkKey struct {
	font  draw.Font
	size  float64
	col   color.RGBA
	align draw.Align
	s     string
}

// paintText makes the inked drawing of the text of k.
func paintText(k inkKey) inked {
	probe := draw.New(1, 1, draw.Background)
	box := probe.TextFont(k.font, 0, 0, k.s, k.size, k.col, k.align)
	return paintInk(box, func(c *draw.Canvas, at image.Point) {
		c.TextFont(k.font, at.X, at.Y, k.s, k.size, k.col, k.align)
	})
}
