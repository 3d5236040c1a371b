package draw

import (
	"image"
	"image/color"
	"testing"
)

// TestRecordingOpsAllocatesNothing: once a deferred canvas has recorded a
// board, recording it again after its ops are forgotten (as a pooled
// canvas does for the next board) allocates nothing for the primitives
// a board draws most: rectangles, hatches, stamps (rounded tiles and
// outlines, discs, seats' marks) and pictures.
func TestRecordingOpsAllocatesNothing(t *testing.T) {
	pc := New(30, 20, nil)
	pc.FillRect(Rect(0, 0, 30, 20), Blue)
	pic := pc.Picture()
	var col, ink color.Color = Red, BlueLight // boxed once, as a caller's colour variables are
	c := New(300, 200, Background)
	board := func() {
		c.forgetOps()
		c.resetLayout()
		c.FillRect(Rect(3, 4, 50, 30), col)
		c.FillHatched(Rect(10, 40, 60, 30), 4, ink)
		c.RoundRect(Rect(80, 10, 40, 40), 7, col)
		c.RoundRect(Rect(80, 60, 40, 40), 7, color.Color(color.NRGBA{1, 2, 3, 90}))
		c.StrokeRoundRect(Rect(130, 10, 40, 40), 6, 1, ink)
		c.FillCircle(200.5, 50.25, 17, ink)
		c.DrawPicture(pic, image.Pt(220, 120))
		for seat := range 6 {
			c.SeatMark(seat, 20+30*float64(seat), 150.5, 22, 0)
		}
	}
	board()
	if len(c.ops) < 14 {
		t.Fatalf("%d ops recorded, want the board's", len(c.ops))
	}
	if n := testing.AllocsPerRun(20, board); n != 0 {
		t.Errorf("recording a board allocated %.0f times, want none", n)
	}
}

var letterSink string

// TestSeatLetterAllocatesNothing: a seat's letter is a part of a constant.
func TestSeatLetterAllocatesNothing(t *testing.T) {
	if n := testing.AllocsPerRun(20, func() { letterSink = SeatLetter(4) }); n != 0 || letterSink != "E" {
		t.Errorf("SeatLetter(4) = %q, %.0f allocations; want \"E\", none", letterSink, n)
	}
}

// TestCountBandAllocatesItsColoursOnly: counting a band's colours
// allocates what it returns, its colours (with its last row's) and their
// counts, nothing more.
func TestCountBandAllocatesItsColoursOnly(t *testing.T) {
	c := New(200, 64, Background)
	c.RoundRect(Rect(10, 5, 60, 40), 7, Red)
	c.FillRect(Rect(100, 0, 50, 64), Blue)
	img := c.Image()
	e := &indexedPNG{table: newColourTable(), band: newColourTable(), idx: make([]uint8, tableSize)}
	bc, ok := e.countBand(img, 16, 32)
	if !ok || len(bc.keys) < 3 || len(bc.last) != 3 {
		t.Fatalf("band of %d colours, last row %d, want at least 3 and 3 (ok %v)", len(bc.keys), len(bc.last), ok)
	}
	if n := testing.AllocsPerRun(20, func() { e.countBand(img, 16, 32) }); n != 2 {
		t.Errorf("counting a band allocated %.0f times, want 2", n)
	}
}
