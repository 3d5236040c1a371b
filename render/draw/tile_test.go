package draw

import (
	"fmt"
	"image"
	"testing"
)

func TestTilesGolden(t *testing.T) {
	const short, gap = 44, 10
	c := New(7*(short+gap)+gap+4*(2*short+gap), 2*short+2*gap+3*(short+gap), Background)
	for a := range 7 {
		DrawTile(c, Rect(gap+a*(short+gap), gap, short, 2*short), a, 6-a, true)
	}
	x0 := gap + 7*(short+gap)
	for i, ab := range [][2]int{{6, 6}, {5, 4}, {3, 2}, {1, 0}} {
		DrawTile(c, Rect(x0+i*(2*short+gap), gap, 2*short, short), ab[0], ab[1], false)
	}
	for i, ab := range [][2]int{{0, 0}, {9, 8}, {7, 3}} {
		DrawTile(c, Rect(x0+i*(2*short+gap), 2*gap+short, 2*short, short), ab[0], ab[1], false)
	}
	DrawTile(c, Rect(gap, 2*short+2*gap, 7*(short+gap), 3*short), 6, 6, false) // fitted in a wide box
	golden(t, "tiles", c)
}

func TestTileBounds(t *testing.T) {
	for _, tc := range []struct {
		r        image.Rectangle
		vertical bool
		want     image.Rectangle
	}{
		{image.Rect(0, 0, 40, 80), true, image.Rect(0, 0, 40, 80)},
		{image.Rect(0, 0, 80, 40), false, image.Rect(0, 0, 80, 40)},
		{image.Rect(0, 0, 100, 100), true, image.Rect(25, 0, 75, 100)},
		{image.Rect(0, 0, 100, 100), false, image.Rect(0, 25, 100, 75)},
		{image.Rect(10, 10, 410, 50), false, image.Rect(170, 10, 250, 50)},
	} {
		if got := TileBounds(tc.r, tc.vertical); got != tc.want {
			t.Errorf("TileBounds(%v, %v) = %v, want %v", tc.r, tc.vertical, got, tc.want)
		}
	}
}

func TestTilePips(t *testing.T) {
	// A vertical tile of short side 60 at the origin: halves are the 60×60
	// squares at y 0 and 60, pips on a grid tilePipStep*60 apart.
	const s = 60
	step := tilePipStep * s
	for a := 0; a <= MaxPips; a++ {
		t.Run(fmt.Sprint(a), func(t *testing.T) {
			c := New(s, 2*s, Background)
			DrawTile(c, Rect(0, 0, s, 2*s), a, 0, true)
			var got, want [3][3]bool
			for _, p := range pipLayouts[a] {
				want[p[1]+1][p[0]+1] = true
			}
			for row := range 3 {
				for col := range 3 {
					x := int(s/2 + float64(col-1)*step)
					y := int(s/2 + float64(row-1)*step)
					got[row][col] = c.Image().RGBAAt(x, y) == Ink
				}
			}
			if got != want {
				t.Errorf("top half showing %d: pips%s\nwant%s", a, layout(got), layout(want))
			}
			if n := countColour(c, Rect(0, s, s, s), Ink); n != 0 {
				t.Errorf("blank bottom half has %d pip pixels", n)
			}
		})
	}
}
