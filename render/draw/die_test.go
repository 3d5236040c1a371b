package draw

import (
	"fmt"
	"image"
	"image/color"
	"testing"
)

func TestDiceGolden(t *testing.T) {
	const size, gap = 72, 12
	c := New(7*(size+gap)+gap, 4*(size+gap)+gap, Background)
	g := Grid{Origin: image.Pt(gap, gap), Rows: 4, Cols: 7, Cell: image.Pt(size, size), Gap: gap}
	for v := 0; v <= 6; v++ {
		DrawDie(c, g.At(0, v), 6, v, White, Ink)
	}
	for i, faces := range []int{4, 8, 10, 12, 20, 100} {
		DrawDie(c, g.At(1, i), faces, faces, Yellow, Ink)
		DrawDie(c, g.At(2, i), faces, 0, Blue, White)
	}
	DrawDie(c, g.At(1, 6), 6, 9, Red, White)
	DrawDie(c, g.At(2, 6), 3, 1, GreyLight, Ink)
	for i, s := range []string{"2▲", "5▼", "2-down", "6", "Hi", "?"} {
		DrawTextDie(c, g.At(3, i), s, Player(i).Fill, Player(i).Ink)
	}
	DrawDie(c, g.At(3, 6).Inset(20), 6, 6, Red, White) // small die
	golden(t, "dice", c)
}

// pipCells returns, for a d6 drawn in the square sq, the centres of the
// nine cells of the 3×3 pip grid, indexed [row][col].
func pipCells(sq image.Rectangle) [3][3]image.Point {
	var cells [3][3]image.Point
	s := float64(sq.Dx())
	o := centre(sq)
	for row := range 3 {
		for col := range 3 {
			cells[row][col] = image.Pt(
				int(o.X+float64(col-1)*pipStep*s),
				int(o.Y+float64(row-1)*pipStep*s))
		}
	}
	return cells
}

// layout renders which cells of a 3×3 grid are set, for failure messages.
func layout(on [3][3]bool) string {
	s := ""
	for _, row := range on {
		s += "\n\t"
		for _, v := range row {
			if v {
				s += "●"
			} else {
				s += "·"
			}
		}
	}
	return s
}

func TestDieD6Pips(t *testing.T) {
	want := map[int][3]string{
		1: {"...", ".o.", "..."},
		2: {"o..", "...", "..o"},
		3: {"o..", ".o.", "..o"},
		4: {"o.o", "...", "o.o"},
		5: {"o.o", ".o.", "o.o"},
		6: {"o.o", "o.o", "o.o"},
	}
	body, pip := color.RGBA{0xff, 0xff, 0xff, 0xff}, color.RGBA{0x10, 0x20, 0x30, 0xff}
	for v := 1; v <= 6; v++ {
		t.Run(fmt.Sprint(v), func(t *testing.T) {
			c := New(100, 100, Background)
			r := image.Rect(10, 10, 90, 90)
			DrawDie(c, r, 6, v, body, pip)
			cells := pipCells(square(r))
			var got, exp [3][3]bool
			for row := range 3 {
				for col := range 3 {
					p := cells[row][col]
					got[row][col] = c.Image().RGBAAt(p.X, p.Y) == pip
					exp[row][col] = want[v][row][col] == 'o'
					if !got[row][col] && c.Image().RGBAAt(p.X, p.Y) != body {
						t.Errorf("cell (%d,%d) at %v is %v, neither body nor pip", row, col, p, c.Image().RGBAAt(p.X, p.Y))
					}
				}
			}
			if got != exp {
				t.Errorf("d6 showing %d: pips%s\nwant%s", v, layout(got), layout(exp))
			}
			centreIsPip := c.Image().RGBAAt(50, 50) == pip
			if centreIsPip != (v%2 == 1) {
				t.Errorf("d6 showing %d: centre pip = %v, want %v", v, centreIsPip, v%2 == 1)
			}
		})
	}
}

func TestDieNotRolledIsBlankAndFaded(t *testing.T) {
	c := New(100, 100, Background)
	DrawDie(c, image.Rect(10, 10, 90, 90), 6, 0, Red, Ink)
	got := c.Image().RGBAAt(50, 50)
	if got == Red || got == Ink {
		t.Fatalf("centre of an unrolled die is %v, want a faded body", got)
	}
	if got != mix(Red, White, 0.6) {
		t.Errorf("centre of an unrolled die is %v, want %v", got, mix(Red, White, 0.6))
	}
	for _, row := range pipCells(image.Rect(10, 10, 90, 90)) {
		for _, p := range row {
			if c.Image().RGBAAt(p.X, p.Y) != got {
				t.Errorf("pip cell %v is %v, want blank", p, c.Image().RGBAAt(p.X, p.Y))
			}
		}
	}
}

func TestDieNumberedShowsInk(t *testing.T) {
	for _, faces := range []int{4, 8, 10, 12, 20} {
		t.Run(fmt.Sprintf("d%d", faces), func(t *testing.T) {
			r := image.Rect(0, 0, 90, 90)
			blank := New(90, 90, Background)
			DrawDie(blank, r, faces, 0, Yellow, Ink)
			c := New(90, 90, Background)
			DrawDie(c, r, faces, faces, Yellow, Ink)
			f := faceOf(faces, r)
			box := image.Rect(int(f.num.X-f.numW/2), int(f.num.Y)-15, int(f.num.X+f.numW/2), int(f.num.Y)+15)
			if n := countColour(c, box, Ink); n < 20 {
				t.Errorf("number box %v has %d ink pixels, want a drawn number", box, n)
			}
			if n := countColour(c, c.Bounds(), Ink) - countColour(c, box, Ink); n > 0 {
				t.Errorf("%d ink pixels outside the number box %v", n, box)
			}
		})
	}
}

// countColour counts the pixels of r that are exactly col.
func countColour(c *Canvas, r image.Rectangle, col color.RGBA) int {
	n := 0
	r = r.Intersect(c.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c.Image().RGBAAt(x, y) == col {
				n++
			}
		}
	}
	return n
}
