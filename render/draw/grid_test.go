package draw

import (
	"image"
	"testing"
)

func TestGridAt(t *testing.T) {
	g := Grid{Origin: image.Pt(10, 20), Rows: 3, Cols: 12, Cell: image.Pt(50, 40), Gap: 4}
	for _, tc := range []struct {
		row, col int
		want     image.Rectangle
	}{
		{0, 0, image.Rect(10, 20, 60, 60)},
		{0, 1, image.Rect(64, 20, 114, 60)},
		{1, 0, image.Rect(10, 64, 60, 104)},
		{2, 11, image.Rect(10+11*54, 20+2*44, 10+11*54+50, 20+2*44+40)},
	} {
		if got := g.At(tc.row, tc.col); got != tc.want {
			t.Errorf("At(%d, %d) = %v, want %v", tc.row, tc.col, got, tc.want)
		}
	}
	if got, want := g.Bounds(), image.Rect(10, 20, 10+12*50+11*4, 20+3*40+2*4); got != want {
		t.Errorf("Bounds() = %v, want %v", got, want)
	}
}

func TestGridCells(t *testing.T) {
	g := Grid{Rows: 3, Cols: 4, Cell: image.Pt(10, 10), Gap: 2}
	cells := g.Cells()
	if len(cells) != 12 {
		t.Fatalf("len(Cells()) = %d, want 12", len(cells))
	}
	for row := range 3 {
		for col := range 4 {
			if got, want := cells[row*4+col], g.At(row, col); got != want {
				t.Errorf("Cells()[%d] = %v, want At(%d, %d) = %v", row*4+col, got, row, col, want)
			}
		}
	}
	for i, a := range cells {
		for _, b := range cells[i+1:] {
			if a.Overlaps(b) {
				t.Errorf("cells %v and %v overlap", a, b)
			}
		}
	}
	if got := (Grid{}).Cells(); got != nil {
		t.Errorf("empty grid cells = %v, want nil", got)
	}
}

func TestGridIn(t *testing.T) {
	for _, tc := range []struct {
		name             string
		r                image.Rectangle
		rows, cols, gap  int
		wantCell         image.Point
		wantBoundsInside bool
	}{
		{"exact", image.Rect(0, 0, 118, 38), 2, 4, 2, image.Pt(28, 18), true},
		{"leftover centred", image.Rect(20, 50, 780, 290), 3, 12, 6, image.Pt(57, 76), true},
		{"too small", image.Rect(0, 0, 5, 5), 3, 3, 4, image.Pt(0, 0), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := GridIn(tc.r, tc.rows, tc.cols, tc.gap)
			if g.Cell != tc.wantCell {
				t.Errorf("cell %v, want %v", g.Cell, tc.wantCell)
			}
			if !tc.wantBoundsInside {
				return
			}
			b := g.Bounds()
			if !b.In(tc.r) {
				t.Fatalf("bounds %v outside %v", b, tc.r)
			}
			left, right := b.Min.X-tc.r.Min.X, tc.r.Max.X-b.Max.X
			top, bottom := b.Min.Y-tc.r.Min.Y, tc.r.Max.Y-b.Max.Y
			if left-right > 1 || right-left > 1 || top-bottom > 1 || bottom-top > 1 {
				t.Errorf("bounds %v not centred in %v", b, tc.r)
			}
		})
	}
}
