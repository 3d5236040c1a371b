package draw

import (
	"image"
	"image/color"
	"math"
	"strconv"
)

// Proportions of a die, relative to the side of its square.
const (
	dieEdge   = 1.0 / 28 // outline width
	dieRound  = 0.16     // corner radius of a square die
	polyRound = 0.07     // corner radius of the other shapes
	pipStep   = 0.25     // distance between neighbouring pips
	pipRadius = 0.09     // pip radius
	numSize   = 0.40     // number size, in points per pixel of side
	labelSize = 0.15     // "d12" label size, in points per pixel of side
)

// dieFace is the outline of a die and where its writing goes.
type dieFace struct {
	verts  []pt    // convex outline, before rounding
	radius float64 // corner radius
	num    pt      // centre of the number
	bare   pt      // centre of the number without a label
	numW   float64 // room for the number across, in pixels
	label  pt      // centre of the "dN" label
}

// faceOf returns the outline of a die with the given number of faces drawn
// in the square sq: a triangle for a d4, a square for a d6, a diamond for a
// d8, a kite for a d10, a pentagon for a d12, a hexagon for a d20 and a
// square for anything else.
func faceOf(faces int, sq image.Rectangle) dieFace {
	s := float64(sq.Dx())
	x0, y0 := float64(sq.Min.X), float64(sq.Min.Y)
	x1, y1 := float64(sq.Max.X), float64(sq.Max.Y)
	o := centre(sq)
	at := func(fy float64) pt { return pt{o.X, y0 + fy*s} }
	switch faces {
	case 4:
		return dieFace{
			verts:  []pt{{o.X, y0}, {x1, y1}, {x0, y1}},
			radius: polyRound * s, bare: at(0.66), num: at(0.60), numW: 0.42 * s, label: at(0.86),
		}
	case 8:
		return dieFace{
			verts:  []pt{{o.X, y0}, {x1, o.Y}, {o.X, y1}, {x0, o.Y}},
			radius: polyRound * s, bare: at(0.5), num: at(0.45), numW: 0.5 * s, label: at(0.72),
		}
	case 10:
		return dieFace{
			verts:  []pt{{o.X, y0}, {x1, y0 + 0.7*s}, {o.X, y1}, {x0, y0 + 0.7*s}},
			radius: polyRound * s, bare: at(0.55), num: at(0.5), numW: 0.5 * s, label: at(0.8),
		}
	case 12:
		// A regular pentagon of circumradius R is 2R·sin 72° wide and
		// R(1+cos 36°) tall; centre its height in the square.
		r := s / (2 * math.Sin(2*math.Pi/5))
		h := r * (1 + math.Cos(math.Pi/5))
		c := pt{o.X, y0 + (s-h)/2 + r}
		return dieFace{
			verts:  regular(c, r, 5),
			radius: polyRound * s, bare: at(0.53), num: at(0.46), numW: 0.56 * s, label: at(0.76),
		}
	case 20:
		return dieFace{
			verts:  regular(o, s/2, 6),
			radius: polyRound * s, bare: at(0.5), num: at(0.45), numW: 0.56 * s, label: at(0.76),
		}
	}
	return dieFace{
		verts:  corners(sq),
		radius: dieRound * s, bare: at(0.5), num: at(0.44), numW: 0.7 * s, label: at(0.8),
	}
}

// Die is a die as a Sprite: DrawDie's faces, value, body and pip colours.
// A Bare die leaves out the "dN" label, for a board that names its dice
// beside them (a label set in a small die is too small to read).
type Die struct {
	Faces, Value int
	Body, Pip    color.RGBA
	Bare         bool
}

// Paint draws the die with DrawDie, or DrawBareDie when it is Bare.
func (d Die) Paint(c *Canvas, r image.Rectangle) {
	if d.Bare {
		DrawBareDie(c, r, d.Faces, d.Value, d.Body, d.Pip)
		return
	}
	DrawDie(c, r, d.Faces, d.Value, d.Body, d.Pip)
}

// Reach is r and the rows below it that the die's drop shadow reaches.
func (d Die) Reach(r image.Rectangle) image.Rectangle {
	r = r.Canon()
	drop := math.Max(1, float64(square(r).Dx())*dieEdge)
	r.Max.Y += int(math.Ceil(drop)) + 1
	return r
}

// DrawDie draws a die with the given number of faces showing value in the
// largest square centred in r. A d6 showing 1 to 6 shows pips; any other
// die, or a d6 showing another value, shows the number above a small "dN"
// label, on an outline hinting at the solid (see faceOf). Value 0 means not
// rolled: a faded body with a dashed outline and no value.
func DrawDie(c *Canvas, r image.Rectangle, faces, value int, body, pip color.Color) {
	drawDie(c, r, faces, value, body, pip, true)
}

// DrawBareDie draws a die as DrawDie does without the "dN" label: its
// number alone, centred on the face.
func DrawBareDie(c *Canvas, r image.Rectangle, faces, value int, body, pip color.Color) {
	drawDie(c, r, faces, value, body, pip, false)
}

func drawDie(c *Canvas, r image.Rectangle, faces, value int, body, pip color.Color, labelled bool) {
	sq := square(r)
	s := float64(sq.Dx())
	if s < 4 {
		return
	}
	c.Piece(sq)
	pips := faces == 6 && value >= 1 && value <= 6
	f := faceOf(faces, sq)
	edge := mix(body, Ink, 0.35)
	fill := body
	if value == 0 {
		fill = mix(body, White, 0.6)
	}
	c.body(f.verts, f.radius, math.Max(1, s*dieEdge), fill, edge, value == 0)
	switch {
	case pips:
		c.pips(centre(sq), pipStep*s, pipRadius*s, value, false, pip)
		return
	case value != 0 && !labelled:
		c.numberAt(f.bare, f.numW, strconv.Itoa(value), numSize*s, pip)
		return
	case value != 0:
		c.numberAt(f.num, f.numW, strconv.Itoa(value), numSize*s, pip)
	}
	if labelled && (faces != 6 || value != 0) {
		label := mix(pip, fill, 0.25)
		if value == 0 {
			label = edge
		}
		c.numberAt(f.label, s, "d"+strconv.Itoa(faces), labelSize*s, label)
	}
}

// DrawTextDie draws a square die in the largest square centred in r whose
// face is the text s in ink, such as a Hi/Lo face "2▲". The text shrinks to
// fit the face.
func DrawTextDie(c *Canvas, r image.Rectangle, s string, body, ink color.Color) {
	sq := square(r)
	side := float64(sq.Dx())
	if side < 4 {
		return
	}
	c.Piece(sq)
	f := faceOf(6, sq)
	c.body(f.verts, f.radius, math.Max(1, side*dieEdge), body, mix(body, Ink, 0.35), false)
	inner := sq.Inset(int(side * 0.12))
	c.TextBoxFont(Bold, inner, s, numSize*side, ink)
}

// numberAt draws s in Bold centred on o, at most size points and at most w
// pixels wide.
func (c *Canvas) numberAt(o pt, w float64, s string, size float64, col color.Color) {
	size = fitSize(Bold, s, size, int(w), math.MaxInt32)
	c.TextFont(Bold, int(math.Round(o.X)), int(math.Round(o.Y)), s, size, col, Center|Middle)
}
