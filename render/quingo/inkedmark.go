package quingo

import (
	"image"

	"github.com/quintetbot/quintet/render/draw"
)

// A sheet's mark is its seat's shape and letter, markSize pixels
// across, the letter at textSize points.
const markSize = 20

// inkedMark draws seat's mark centred on (cx, cy), pixel for pixel as
// c.SeatMark(seat, cx, cy, markSize, textSize) does, on pixels that must
// be the plain board background, and records it in the canvas's layout
// as SeatMark does.
func inkedMark(c *draw.Canvas, seat, cx, cy int) {
	k := markKey{seat: seat}
	drawInked(c, inkedDrawings.get(k, func() inked { return paintMark(seat) }), image.Pt(cx, cy))
}

// markKey is the key of an inked seat's mark: a mark centred on a whole
// pixel has the same pixels about its centre wherever it lies.
type markKey struct{ seat int }

// paintMark makes the inked drawing of seat's mark.
func paintMark(seat int) inked {
	probe := draw.New(1, 1, draw.Background)
	box := probe.SeatMark(seat, 0, 0, markSize, textSize)
	for _, t := range probe.Layout().Texts {
		box = box.Union(t.Box)
	}
	return paintInk(box, func(c *draw.Canvas, at image.Point) {
		c.SeatMark(seat, float64(at.X), float64(at.Y), markSize, textSize)
	})
}
