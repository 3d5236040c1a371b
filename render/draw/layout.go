package draw

import (
	"image"
	"math"
)

// Layout is what a canvas records of the writing and the pieces drawn on
// it, so that tests can check a board's legibility from its own geometry
// rather than from its pixels: every text drawn, with its size, and every
// piece (die, domino, marker) with its box, every seat's mark
// (SeatMark), and the diameter of the pips of every die face or domino
// half drawn with pips. Sprites drawn with DrawSprite
// add what they drew, even when their pixels come from the cache.
type Layout struct {
	Texts  []TextMark
	Pieces []image.Rectangle
	Marks  []SeatMark
	Pips   []float64
}

// TextMark is one text drawn: the string as drawn (Drawable), its font,
// the box TextFont returned, its size in pixels (the em square: 72 points
// per inch is a pixel a point) and the height of its capital letters and
// digits in pixels.
type TextMark struct {
	Text string
	Font Font
	Box  image.Rectangle
	Size float64
	Cap  float64
}

// Layout returns what was recorded on the canvas since New. The slices
// are the canvas's own; they change with the next drawing.
func (c *Canvas) Layout() Layout { return c.layout }

// AddLayout records l, moved by off, as drawn on the canvas: for pixels
// copied onto it from a canvas that recorded l.
func (c *Canvas) AddLayout(l Layout, off image.Point) {
	for _, t := range l.Texts {
		t.Box = t.Box.Add(off)
		c.layout.Texts = append(c.layout.Texts, t)
	}
	for _, p := range l.Pieces {
		c.layout.Pieces = append(c.layout.Pieces, p.Add(off))
	}
	for _, m := range l.Marks {
		m.Box = m.Box.Add(off)
		c.layout.Marks = append(c.layout.Marks, m)
	}
	c.layout.Pips = append(c.layout.Pips, l.Pips...)
}

// Piece records r as the box of a game piece drawn from primitives (a
// marker disc, say), which legibility checks hold to a smallest size.
// DrawDie, DrawTextDie and DrawTile record their pieces themselves.
func (c *Canvas) Piece(r image.Rectangle) {
	c.layout.Pieces = append(c.layout.Pieces, r.Canon())
}

// recordText records a text drawn in f with face fc.
func (c *Canvas) recordText(f Font, s string, box image.Rectangle, fc *face) {
	if s == "" {
		return
	}
	c.layout.Texts = append(c.layout.Texts, TextMark{Text: s, Font: f, Box: box, Size: fc.size, Cap: float64(fc.cap) / 64})
}

// resetLayout forgets what was recorded, keeping the slices' room.
func (c *Canvas) resetLayout() {
	c.layout.Texts = c.layout.Texts[:0]
	c.layout.Pieces = c.layout.Pieces[:0]
	c.layout.Marks = c.layout.Marks[:0]
	c.layout.Pips = c.layout.Pips[:0]
}

// Smallest returns the smallest text size and capital height and the
// smallest piece side recorded in l, each scaled by scale (a board drawn
// w pixels wide and shown width wide has scale width/w); math.Inf(1) when
// there is none. It also returns the texts set at the smallest size.
func (l Layout) Smallest(scale float64) (text, capital, piece float64, at []string) {
	text, capital, piece = math.Inf(1), math.Inf(1), math.Inf(1)
	for _, t := range l.Texts {
		switch {
		case t.Size*scale < text:
			text, at = t.Size*scale, []string{t.Text}
		case t.Size*scale == text:
			at = append(at, t.Text)
		}
		capital = math.Min(capital, t.Cap*scale)
	}
	for _, p := range l.Pieces {
		piece = math.Min(piece, float64(min(p.Dx(), p.Dy()))*scale)
	}
	return text, capital, piece, at
}
