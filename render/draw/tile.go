package draw

import (
	"image"
	"math"
)

// Proportions of a domino tile, relative to its short side.
const (
	tileEdge    = 1.0 / 24 // outline width
	tileRound   = 0.12     // corner radius
	tileDivider = 1.0 / 20 // dividing line thickness
	tilePipStep = 0.24     // distance between neighbouring pips
	tilePipSize = 0.08     // pip radius
)

// TileBounds returns the rectangle DrawTile fills in r: the largest 1×2
// (vertical) or 2×1 (horizontal) rectangle centred in r.
func TileBounds(r image.Rectangle, vertical bool) image.Rectangle {
	r = r.Canon()
	var w, h int
	if vertical {
		w = min(r.Dx(), r.Dy()/2)
		h = 2 * w
	} else {
		h = min(r.Dy(), r.Dx()/2)
		w = 2 * h
	}
	o := r.Min.Add(r.Max).Div(2)
	return image.Rect(o.X-w/2, o.Y-h/2, o.X-w/2+w, o.Y-h/2+h)
}

// DrawTile draws the domino a|b in TileBounds(r, vertical): an ivory tile
// with a on the top (or left) half and b on the bottom (or right) half, each
// as 0 to MaxPips pips, and a dividing line between them. The six's two
// lines of three run along the tile's length. A count outside 0 to MaxPips
// leaves its half blank.
func DrawTile(c *Canvas, r image.Rectangle, a, b int, vertical bool) {
	t := TileBounds(r, vertical)
	short := float64(min(t.Dx(), t.Dy()))
	if short < 4 {
		return
	}
	c.Piece(t)
	c.body(corners(t), tileRound*short, math.Max(1, short*tileEdge), Ivory, mix(Ivory, Ink, 0.45), false)

	half := int(short)
	first, second := t, t
	inset := int(short * 0.15)
	thick := max(1, int(math.Round(short*tileDivider)))
	if vertical {
		first.Max.Y = t.Min.Y + half
		second.Min.Y = first.Max.Y
		c.Line(t.Min.X+inset, first.Max.Y, t.Max.X-inset, first.Max.Y, thick, GreyDark)
	} else {
		first.Max.X = t.Min.X + half
		second.Min.X = first.Max.X
		c.Line(first.Max.X, t.Min.Y+inset, first.Max.X, t.Max.Y-inset, thick, GreyDark)
	}
	step, pr := tilePipStep*short, tilePipSize*short
	c.pips(centre(first), step, pr, a, !vertical, Ink)
	c.pips(centre(second), step, pr, b, !vertical, Ink)
}
