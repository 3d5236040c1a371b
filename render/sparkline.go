package render

import (
	"errors"
	"image/color"
	"slices"

	"github.com/quintetbot/quintet/render/draw"
)

// Sparkline sizes, in pixels.
const (
	SparkWidth  = 240
	SparkHeight = 48
	sparkPad    = 4
)

// SparkFile is the attachment name of a rating sparkline.
const SparkFile = "rating.png"

var (
	sparkBG   = color.RGBA{0x2b, 0x2d, 0x31, 0xff}
	sparkLine = color.RGBA{0x57, 0xf2, 0x87, 0xff}
	sparkBase = color.RGBA{0x4e, 0x50, 0x58, 0xff}
	sparkLast = color.RGBA{0xfe, 0xe7, 0x5c, 0xff}
)

// ErrFewPoints reports a sparkline of fewer than two values.
var ErrFewPoints = errors.New("render: a sparkline needs two values")

// SparkPoints maps values to pixel points of a w×h image, oldest at the
// left, the highest value at the top; a flat series sits in the middle.
func SparkPoints(values []float64, w, h int) [][2]int {
	lo, hi := slices.Min(values), slices.Max(values)
	out := make([][2]int, len(values))
	span := float64(h - 2*sparkPad)
	for i, v := range values {
		x := sparkPad + i*(w-2*sparkPad-1)/max(len(values)-1, 1)
		y := h / 2
		if hi > lo {
			y = sparkPad + int((hi-v)/(hi-lo)*span+0.5)
		}
		out[i] = [2]int{x, y}
	}
	return out
}

// Sparkline draws values (oldest first) as a small PNG line chart with a
// line at the first value and a dot at the last.
func Sparkline(values []float64) ([]byte, error) {
	if len(values) < 2 {
		return nil, ErrFewPoints
	}
	c := draw.New(SparkWidth, SparkHeight, sparkBG)
	defer c.Release()
	pts := SparkPoints(values, SparkWidth, SparkHeight)
	c.Line(sparkPad, pts[0][1], SparkWidth-sparkPad, pts[0][1], 1, sparkBase)
	for i := 1; i < len(pts); i++ {
		c.Line(pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1], 2, sparkLine)
	}
	last := pts[len(pts)-1]
	c.FillRect(draw.Rect(last[0]-2, last[1]-2, 5, 5), sparkLast)
	return c.IndexedPNG()
}
