package draw

import (
	"image"
	"image/color"
	"math"
)

// Shape is the outline of a seat's mark. Each seat has its own, so that a
// mark tells its player by shape as well as by colour.
type Shape int

// The shapes of the seats, seat 0 first.
const (
	Circle Shape = iota
	Square
	Triangle
	Diamond
	InvertedTriangle
	Hexagon
	numShapes
)

// SeatShape returns the shape of seat's mark, wrapping as Player does.
func SeatShape(seat int) Shape { return Shape(max(seat, 0) % int(numShapes)) }

// SeatLetter returns the letter of seat: "A" for seat 0, as text boards
// and legends write it.
func SeatLetter(seat int) string {
	i := max(seat, 0) % len(seatLetters)
	return seatLetters[i : i+1]
}

// seatLetters holds every seat's letter, so that SeatLetter returns a
// part of it and allocates nothing.
const seatLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// SeatMark is a seat's mark as a canvas recorded it: the seat, the box
// its shape fills and the letter drawn in it ("" when it was too small
// for one; the shape is then its only cue beside colour).
type SeatMark struct {
	Seat   int
	Box    image.Rectangle
	Letter string
}

// SeatMark draws seat's mark centred on (cx, cy): its shape (SeatShape)
// filled with its colour (Player), about size pixels across, with its
// letter (SeatLetter) in the swatch's ink at letterSize points when
// letterSize is positive. It records the mark in the layout and returns
// the box the shape fills.
func (c *Canvas) SeatMark(seat int, cx, cy, size, letterSize float64) image.Rectangle {
	fill, ink := seatColours(seat)
	x, fx := splitPixel(cx)
	y, fy := splitPixel(cy)
	origin := image.Pt(x, y)
	s := stampOf(stampKey{kind: stampSeatMark, w: int(SeatShape(seat)), a: fx, b: fy, c: size})
	box := s.bounds.Add(origin)
	c.fillStamp(s, origin, fill, c.img.Rect)
	at := s.anchor.add(pt{float64(x), float64(y)})
	mark := SeatMark{Seat: seat, Box: box}
	if letterSize > 0 {
		mark.Letter = SeatLetter(seat)
		c.TextFont(Bold, int(math.Round(at.X)), int(math.Round(at.Y)), mark.Letter, letterSize, ink, Center|Middle)
	}
	c.layout.Marks = append(c.layout.Marks, mark)
	return box
}

// seatColours returns the fill and ink of seat's swatch (Player) as
// colours boxed once, not at every mark: a Blingo board draws dozens.
func seatColours(seat int) (fill, ink color.Color) {
	sw := Player(seat)
	if seat >= 0 {
		b := &boxedSwatches[seat%len(boxedSwatches)]
		if b[0] == color.Color(sw.Fill) && b[1] == color.Color(sw.Ink) {
			return b[0], b[1]
		}
	}
	return sw.Fill, sw.Ink
}

// boxedSwatches holds each swatch of PlayerColours as its fill and ink
// boxed; seatColours checks them against PlayerColours.
var boxedSwatches = func() (out [len(PlayerColours)][2]color.Color) {
	for i, sw := range PlayerColours {
		out[i] = [2]color.Color{sw.Fill, sw.Ink}
	}
	return out
}()

// shapeOf returns the vertices of shape s about size pixels across,
// centred on o, and the point a letter is centred on (the centroid of a
// triangle, o otherwise); nil vertices for a circle. Triangles are drawn
// larger than the box so that a letter fits inside them.
func shapeOf(s Shape, o pt, size float64) ([]pt, pt) {
	switch s {
	case Square:
		h := size * 0.45
		return []pt{{o.X - h, o.Y - h}, {o.X + h, o.Y - h}, {o.X + h, o.Y + h}, {o.X - h, o.Y + h}}, o
	case Triangle, InvertedTriangle:
		r := size * 0.74
		dir := 1.0
		if s == InvertedTriangle {
			dir = -1
		}
		centroid := pt{o.X, o.Y + dir*r/4}
		vs := regular(pt{}, r, 3)
		for i, v := range vs {
			vs[i] = pt{centroid.X + v.X, centroid.Y + dir*v.Y}
		}
		if dir < 0 {
			vs[1], vs[2] = vs[2], vs[1] // keep the vertices clockwise
		}
		return vs, centroid
	case Diamond:
		return regular(o, size*0.62, 4), o
	case Hexagon:
		return regular(o, size*0.56, 6), o
	}
	return nil, o
}
