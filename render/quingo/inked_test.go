package quingo

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/render/draw"
)

// TestInkedTextIsTextFont draws texts with inkedText and with TextFont,
// at anchors that are not multiples of a band, in every alignment, and
// checks that the pixels and the layout recorded are the same.
func TestInkedTextIsTextFont(t *testing.T) {
	texts := []string{"Total 114", "· limit 5 · on turn", "Maximiliana jumpy", "0", "Ånd · Ψ ·", "Wy", " "}
	aligns := []draw.Align{draw.Left, draw.Center, draw.Right, draw.Left | draw.Middle, draw.Right | draw.Middle, draw.Center | draw.Middle}
	cols := []color.RGBA{draw.Ink, draw.GreyDark}
	for i, s := range texts {
		for j, align := range aligns {
			f, size, col := draw.Bold, float64(textSize), cols[(i+j)%2]
			if j%2 == 1 {
				f, size = draw.Regular, 18
			}
			x, y := 60+7*i, 29+5*j
			name := fmt.Sprintf("%q align %d", s, align)
			want := draw.New(160, 80, draw.Background)
			wantBox := want.TextFont(f, x, y, s, size, col, align)
			got := draw.New(160, 80, draw.Background)
			gotBox := inkedText(got, f, x, y, s, size, col, align)
			if gotBox != wantBox {
				t.Errorf("%s: box %v, want %v", name, gotBox, wantBox)
			}
			if !slices.Equal(got.Layout().Texts, want.Layout().Texts) {
				t.Errorf("%s: layout %v, want %v", name, got.Layout().Texts, want.Layout().Texts)
			}
			if !slices.Equal(got.Image().Pix, want.Image().Pix) {
				t.Errorf("%s: the pixels differ from TextFont's", name)
			}
		}
	}
}

// TestInkedMarkIsSeatMark draws every seat's mark with inkedMark and
// with SeatMark and checks that the pixels and the layout recorded are
// the same.
func TestInkedMarkIsSeatMark(t *testing.T) {
	for seat := range 7 {
		x, y := 30+seat, 21+3*seat
		want := draw.New(80, 80, draw.Background)
		want.SeatMark(seat, float64(x), float64(y), markSize, textSize)
		got := draw.New(80, 80, draw.Background)
		inkedMark(got, seat, x, y)
		if w, g := want.Layout(), got.Layout(); !slices.Equal(g.Marks, w.Marks) || !slices.Equal(g.Texts, w.Texts) {
			t.Errorf("seat %d: layout %v, want %v", seat, g, w)
		}
		if !slices.Equal(got.Image().Pix, want.Image().Pix) {
			t.Errorf("seat %d: the pixels differ from SeatMark's", seat)
		}
	}
}

// TestInkedTextsLeaveCanvasPoolsToBoards draws inked texts of a hundred
// sizes, then checks that a canvas of a size of its own, released, still
// gives its pixels to the next canvas of that size: render/draw keeps
// pools for a few dozen sizes, which inked drawings must not take from
// boards.
func TestInkedTextsLeaveCanvasPoolsToBoards(t *testing.T) {
	c := draw.New(600, 60, draw.Background)
	for i := range 100 {
		inkedText(c, draw.Regular, 10, 30, fmt.Sprintf("pool %d %s", i, strings.Repeat("W", i%50)), 10+float64(i%7), draw.Ink, draw.Left)
	}
	for range 3 { // a collection may empty a pool between Release and New
		a := draw.New(517, 123, draw.Background)
		pix := a.Image().Pix
		a.Release()
		b := draw.New(517, 123, draw.Background)
		if &b.Image().Pix[0] == &pix[0] {
			return
		}
	}
	t.Error("a released canvas's pixels were not reused: its size found no pool")
}
