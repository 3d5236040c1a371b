package draw

import (
	"image"
	"image/color"
	"sync"
	"testing"
)

func TestShapesGolden(t *testing.T) {
	c := New(400, 200, Background)
	c.FillRect(Rect(10, 10, 60, 40), Red)
	c.StrokeRect(Rect(80, 10, 60, 40), 3, Blue)
	c.RoundRect(Rect(150, 10, 60, 40), 10, Yellow)
	c.StrokeRoundRect(Rect(220, 10, 60, 40), 10, 4, GreyDark)
	c.FillCircle(320, 30, 20, PlayerColours[2].Fill)
	c.FillStar(370, 30, 20, Yellow)

	c.Line(10, 70, 130, 70, 1, Ink)
	c.Line(10, 80, 130, 80, 4, Ink)
	c.Line(140, 60, 140, 100, 3, Red)
	c.Line(150, 60, 230, 100, 3, Blue)
	c.Cross(Rect(240, 60, 40, 40), 4, Red)
	c.RoundRect(Rect(290, 60, 40, 40), 6, GreyLight)
	c.FillHatched(Rect(290, 60, 40, 40), 6, Grey)
	c.FillHatched(Rect(340, 60, 40, 40), 0, color.RGBA{0x80, 0, 0, 0x80}) // translucent

	// Shapes across every edge are clipped, not wrapped or dropped.
	c.FillCircle(0, 150, 30, Blue)
	c.RoundRect(Rect(370, 150, 60, 70), 12, Red)
	c.FillStar(200, 200, 30, Ink)
	c.RoundRect(Rect(-20, -20, 40, 30), 10, Grey)
	c.FillRect(Rect(100, 120, 80, 40), color.RGBA{0, 0, 0x80, 0x80}) // translucent over the page
	golden(t, "shapes", c)
}

func TestClippedShapesMatchUnclipped(t *testing.T) {
	// A shape half off the canvas must equal the same part of the shape
	// drawn fully inside a larger canvas, but for rounding in the
	// anti-aliased edges.
	draw := func(c *Canvas, dx, dy float64) {
		c.FillCircle(10+dx, 25+dy, 18, Blue)
		c.FillStar(40+dx, 5+dy, 16, Red)
	}
	small := New(50, 50, White)
	draw(small, 0, 0)
	big := New(100, 100, White)
	draw(big, 25, 25)
	want := big.Image().SubImage(image.Rect(25, 25, 75, 75)).(*image.RGBA)
	for y := range 50 {
		for x := range 50 {
			g, w := small.Image().RGBAAt(x, y), want.RGBAAt(x+25, y+25)
			if channelDelta(g.RGBA())(w.RGBA()) > maxChannelDelta {
				t.Fatalf("pixel (%d,%d) = %v, want %v as drawn unclipped", x, y, g, w)
			}
		}
	}
}

func TestNewFillsBackground(t *testing.T) {
	c := New(3, 2, Red)
	if c.Bounds() != image.Rect(0, 0, 3, 2) {
		t.Fatalf("bounds %v", c.Bounds())
	}
	for _, p := range []image.Point{{0, 0}, {2, 1}} {
		if got := c.Image().RGBAAt(p.X, p.Y); got != Red {
			t.Errorf("pixel %v = %v, want %v", p, got, Red)
		}
	}
	if got := New(1, 1, nil).Image().RGBAAt(0, 0); got != (color.RGBA{}) {
		t.Errorf("nil background gave %v, want transparent", got)
	}
}

func TestStrokeRectStaysInside(t *testing.T) {
	c := New(20, 20, White)
	r := Rect(2, 3, 10, 8)
	c.StrokeRect(r, 2, Ink)
	if got := inkBounds(c, White); got != r {
		t.Errorf("stroke covers %v, want %v", got, r)
	}
	if got := c.Image().RGBAAt(6, 7); got != White {
		t.Errorf("inside of stroked rect is %v, want untouched", got)
	}
}

func TestLineAxisAlignedCoversWholePixels(t *testing.T) {
	for _, tc := range []struct {
		name           string
		x0, y0, x1, y1 int
		thick          int
		want           image.Rectangle
	}{
		{"horizontal", 2, 5, 12, 5, 3, image.Rect(2, 4, 12, 7)},
		{"reversed", 12, 5, 2, 5, 1, image.Rect(2, 5, 12, 6)},
		{"vertical", 4, 1, 4, 9, 2, image.Rect(3, 1, 5, 9)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := New(20, 20, White)
			c.Line(tc.x0, tc.y0, tc.x1, tc.y1, tc.thick, Ink)
			if got := inkBounds(c, White); got != tc.want {
				t.Errorf("line covers %v, want %v", got, tc.want)
			}
			if n := countColour(c, tc.want, Ink); n != tc.want.Dx()*tc.want.Dy() {
				t.Errorf("%d of %d pixels are solid ink", n, tc.want.Dx()*tc.want.Dy())
			}
		})
	}
}

func TestConcurrentCanvases(t *testing.T) {
	// Canvases share the font face cache; drawing on several at once must
	// be race free and give identical pixels.
	want := drawBoard().Image()
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if msg := comparePixels(drawBoard().Image(), want); msg != "" {
				t.Error(msg)
			}
		}()
	}
	wg.Wait()
}
