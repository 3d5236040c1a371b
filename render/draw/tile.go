package draw

import (
	"image"
	"image/color"
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
	w, h := t.Dx(), t.Dy()
	for layer, col := range [...]color.Color{shadow, mix(Ivory, Ink, 0.45), Ivory} {
		c.fillStamp(stampOf(stampKey{kind: stampTileBody, w: w, h: h, a: float64(layer)}), t.Min, col, c.img.Rect)
	}
	half := int(short)
	inset := int(short * 0.15)
	thick := max(1, int(math.Round(short*tileDivider)))
	if vertical {
		y := t.Min.Y + half
		c.Line(t.Min.X+inset, y, t.Max.X-inset, y, thick, GreyDark)
	} else {
		x := t.Min.X + half
		c.Line(x, t.Min.Y+inset, x, t.Max.Y-inset, thick, GreyDark)
	}
	for i, n := range [2]int{a, b} {
		if n <= 0 || n > MaxPips {
			continue
		}
		c.layout.Pips = append(c.layout.Pips, 2*tilePipSize*short)
		c.fillStamp(stampOf(stampKey{kind: stampTilePips, w: w, h: h, a: float64(n), b: float64(i)}), t.Min, Ink, c.img.Rect)
	}
}

// buildTile appends to p the path of a stamp of a w×h tile at the
// origin (stampTileBody, stampTilePips): as body draws a piece, layer
// 0 its shadow, 1 its outline, 2 its inside; or the n pips of its first
// (half 0) or second half, as pips lays them out.
func buildTile(key stampKey, p *path) {
	t := image.Rect(0, 0, key.w, key.h)
	short := float64(min(key.w, key.h))
	radius, width := tileRound*short, math.Max(1, short*tileEdge)
	vs := corners(t)
	if key.kind == stampTileBody {
		switch key.a {
		case 0:
			for _, v := range rounded(nil, vs, radius) {
				p.pts = append(p.pts, v.add(pt{0, width}))
			}
		case 1:
			p.pts = rounded(p.pts, vs, radius)
		default:
			p.pts = rounded(p.pts, inset(vs, width), math.Max(0, radius-width))
		}
		return
	}
	half, vertical := int(short), key.h > key.w
	part := t
	switch {
	case vertical && key.b == 0:
		part.Max.Y = half
	case vertical:
		part.Min.Y = half
	case key.b == 0:
		part.Max.X = half
	default:
		part.Min.X = half
	}
	o, step, r := centre(part), tilePipStep*short, tilePipSize*short
	for i, q := range pipLayouts[int(key.a)] {
		dx, dy := float64(q[0]), float64(q[1])
		if !vertical {
			dx, dy = dy, dx
		}
		if i > 0 {
			p.close()
		}
		p.pts = circle(p.pts, pt{o.X + dx*step, o.Y + dy*step}, r)
	}
}
