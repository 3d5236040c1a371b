package draw

import (
	"image"
	"image/color"
	"testing"
)

func TestTextGolden(t *testing.T) {
	c := New(480, 260, White)
	// Anchors on a vertical guide at x=240, baselines on horizontal guides.
	c.Line(240, 0, 240, 120, 1, GreyLight)
	for i, a := range []Align{Left, Center, Right} {
		y := 30 + i*30
		c.Line(0, y, 480, y, 1, GreyLight)
		c.Text(240, y, "Baseline Ag 123", 20, Ink, a)
	}
	c.Line(0, 105, 480, 105, 1, GreyLight)
	c.TextFont(Bold, 240, 105, "Middle 7", 20, Red, Center|Middle)

	for i, f := range []Font{Regular, Bold, Mono} {
		c.TextFont(f, 10, 150+i*24, f.String()+" ▲▼ 0123456789", 16, Ink, Left)
	}
	for i, s := range []string{"12", "A much longer label", "2▲"} {
		box := Rect(260+i*72, 140, 64, 48)
		c.StrokeRect(box, 1, Grey)
		c.TextBoxFont(Bold, box, s, 28, Blue)
	}
	c.TextBox(Rect(260, 200, 208, 48), "TextBox centred", 18, Ink)
	c.StrokeRect(Rect(260, 200, 208, 48), 1, Grey)
	golden(t, "text", c)
}

func TestMeasureTextWidth(t *testing.T) {
	for _, tc := range []struct{ narrow, wide string }{
		{"", "a"},
		{"i", "W"},
		{"1", "12"},
		{"12", "123"},
		{"iii", "WWW"},
		{"Ada", "Ada Lovelace"},
	} {
		n, w := MeasureText(tc.narrow, 16).X, MeasureText(tc.wide, 16).X
		if n >= w {
			t.Errorf("MeasureText(%q) = %d, not narrower than MeasureText(%q) = %d", tc.narrow, n, tc.wide, w)
		}
	}
	if got := MeasureText("", 16).X; got != 0 {
		t.Errorf("MeasureText(\"\") width = %d, want 0", got)
	}
}

func TestMeasureTextScalesWithSize(t *testing.T) {
	small, big := MeasureText("Quintet", 12), MeasureText("Quintet", 24)
	if big.X < 2*small.X-2 || big.X > 2*small.X+2 {
		t.Errorf("width at 24pt = %d, want about twice %d at 12pt", big.X, small.X)
	}
	if big.Y <= small.Y {
		t.Errorf("line height at 24pt = %d, not above %d at 12pt", big.Y, small.Y)
	}
	if m, r := Mono.Measure("iiii", 16).X, Mono.Measure("WWWW", 16).X; m != r {
		t.Errorf("Mono widths differ: iiii %d, WWWW %d", m, r)
	}
}

// inkBounds returns the bounding box of the pixels of c that differ from bg.
func inkBounds(c *Canvas, bg color.RGBA) image.Rectangle {
	var r image.Rectangle
	b := c.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c.Image().RGBAAt(x, y) != bg {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

func TestTextBoxCentred(t *testing.T) {
	for _, tc := range []struct {
		name string
		box  image.Rectangle
		s    string
		size float64
	}{
		{"digits", Rect(20, 30, 60, 70), "12", 30},
		{"single", Rect(5, 5, 40, 40), "7", 24},
		{"shrunk", Rect(10, 10, 80, 40), "A long label that cannot fit", 24},
		{"arrow", Rect(10, 10, 70, 70), "2▲", 32},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := New(120, 120, White)
			c.TextBoxFont(Bold, tc.box, tc.s, tc.size, Ink)
			ink := inkBounds(c, White)
			if ink.Empty() {
				t.Fatal("nothing drawn")
			}
			if !ink.In(tc.box) {
				t.Fatalf("ink %v spills out of box %v", ink, tc.box)
			}
			left, right := ink.Min.X-tc.box.Min.X, tc.box.Max.X-ink.Max.X
			top, bottom := ink.Min.Y-tc.box.Min.Y, tc.box.Max.Y-ink.Max.Y
			if d := left - right; d < -2 || d > 2 {
				t.Errorf("ink %v in box %v: margins left %d right %d", ink, tc.box, left, right)
			}
			if d := top - bottom; d < -2 || d > 2 {
				t.Errorf("ink %v in box %v: margins top %d bottom %d", ink, tc.box, top, bottom)
			}
		})
	}
}

func TestTextAlignment(t *testing.T) {
	const x, y = 100, 50
	const s = "HINT" // no descenders, no side bearing to speak of
	w := MeasureText(s, 20).X
	for _, tc := range []struct {
		align        Align
		minX, maxX   int
		baselineOnly bool
	}{
		{Left, x, x + w, true},
		{Center, x - w/2, x + w/2, true},
		{Right, x - w, x, true},
		{Center | Middle, x - w/2, x + w/2, false},
	} {
		c := New(200, 100, White)
		line := c.Text(x, y, s, 20, Ink, tc.align)
		ink := inkBounds(c, White)
		if d := line.Min.X - tc.minX; d < -2 || d > 2 {
			t.Errorf("align %d: line box %v starts at x=%d, want %d", tc.align, line, line.Min.X, tc.minX)
		}
		if d := line.Max.X - tc.maxX; d < -2 || d > 2 {
			t.Errorf("align %d: line box %v ends at x=%d, want %d", tc.align, line, line.Max.X, tc.maxX)
		}
		if !ink.In(line) {
			t.Errorf("align %d: ink %v outside the returned line box %v", tc.align, ink, line)
		}
		if tc.baselineOnly && ink.Max.Y > y+1 {
			t.Errorf("align %d: ink reaches y=%d below baseline %d (no descenders in %s)", tc.align, ink.Max.Y, y, s)
		}
		if !tc.baselineOnly {
			// The anchor sits halfway up the capitals.
			if d := (y - ink.Min.Y) - (ink.Max.Y - y); d < -1 || d > 1 {
				t.Errorf("align %d: ink %v not centred on y=%d", tc.align, ink, y)
			}
		}
	}
}

func FuzzTextBox(f *testing.F) {
	for _, s := range []string{"", "12", "2▲", "2-down", "\x00\xff", "𝄞 emoji 🎲", "a\nb\tc"} {
		f.Add(s, 24.0)
	}
	f.Fuzz(func(t *testing.T, s string, size float64) {
		if size != size || size < -1e3 || size > 1e3 { // NaN or absurd
			return
		}
		c := New(80, 60, White)
		box := Rect(10, 10, 60, 40)
		c.TextBoxFont(Bold, box, s, size, Ink)
		DrawTextDie(c, box, s, Blue, White)
		if ink := inkBounds(c, White); !ink.In(Rect(5, 5, 70, 50)) {
			t.Errorf("TextBox(%q, %v) drew at %v, outside the box and its shadow", s, size, ink)
		}
	})
}
