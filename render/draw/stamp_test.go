package draw

import (
	"image"
	"image/color"
	"math"
	"slices"
	"testing"
)

// pathOnce paints what build adds to a path, with its points where they
// lie on the canvas, as the shapes were drawn before stamps.
func pathOnce(col color.Color, build func(p *path)) *Canvas {
	c := New(120, 90, Background)
	c.Image()
	c.path.reset()
	build(&c.path)
	c.path.close()
	c.fill(&c.path, col)
	return c
}

// closeTo reports the first pixel where a and b differ by more than one
// level in a channel, if any.
func closeTo(a, b *image.RGBA) (image.Point, bool) {
	for i := range a.Pix {
		if d := int(a.Pix[i]) - int(b.Pix[i]); d > 1 || d < -1 {
			return image.Pt((i/4)%a.Rect.Dx(), i/4/a.Rect.Dx()), false
		}
	}
	return image.Point{}, true
}

func TestStampsPaintAsTheirPaths(t *testing.T) {
	col := color.NRGBA{0x30, 0x70, 0xc0, 0xd0}
	for _, at := range []pt{{20, 15}, {61.5, 40.5}, {33.25, 47.8}} {
		r := Rect(int(at.X), int(at.Y), 37, 29)
		type shapeCase struct {
			name  string
			col   color.Color // the path's colour
			stamp func(c *Canvas)
			path  func(p *path)
		}
		cases := []shapeCase{
			{"rounded rectangle", col, func(c *Canvas) { c.RoundRect(r, 7, col) },
				func(p *path) { p.pts = rounded(p.pts, corners(r), 7) }},
			{"rounded outline", col, func(c *Canvas) { c.StrokeRoundRect(r, 7, 2.5, col) }, func(p *path) {
				p.pts = rounded(p.pts, corners(r), 7)
				p.close()
				p.reversed(rounded(nil, inset(corners(r), 2.5), 4.5))
			}},
			{"disc", col, func(c *Canvas) { c.FillCircle(at.X, at.Y, 11.3, col) },
				func(p *path) { p.pts = circle(p.pts, at, 11.3) }},
		}
		for shape := range numShapes {
			cases = append(cases, shapeCase{"mark", Player(int(shape)).Fill, func(c *Canvas) { c.SeatMark(int(shape), at.X, at.Y, 22, 0) }, func(p *path) {
				if vs, _ := shapeOf(shape, at, 22); vs != nil {
					p.pts = rounded(p.pts, vs, 22.0/12)
				} else {
					p.pts = circle(p.pts, at, 11)
				}
			}})
		}
		for _, tc := range cases {
			c := New(120, 90, Background)
			tc.stamp(c)
			want := pathOnce(tc.col, tc.path).Image()
			if p, ok := closeTo(c.Image(), want); !ok {
				t.Errorf("%s at %v: pixel %v is %v, the path paints %v", tc.name, at, p, c.Image().RGBAAt(p.X, p.Y), want.RGBAAt(p.X, p.Y))
			}
		}
	}
}

func TestStampKeptForShapesMovedWholePixels(t *testing.T) {
	stamps.reset(stampCacheBytes)
	c := New(200, 100, Background)
	_, misses := stamps.stats()
	for x := 10.5; x < 190; x += 30 {
		c.SeatMark(2, x, 40.5, 20, 14)
		c.FillCircle(x, 80.25, 6, Red)
		c.StrokeRoundRect(Rect(int(x), 5, 20, 20), 5, 1, Ink)
	}
	if _, m := stamps.stats(); m-misses != 3 {
		t.Errorf("three shapes drawn six times each, a whole number of pixels apart: %d stamps built, want 3", m-misses)
	}
	c.FillCircle(10.5+math.Pi, 80.25, 6, Red)
	if _, m := stamps.stats(); m-misses != 4 {
		t.Errorf("a disc moved by a fraction of a pixel found a kept stamp")
	}
}

func TestSeatMarkLetterAtItsShapesCentre(t *testing.T) {
	for shape := range numShapes {
		seat := int(shape)
		got := New(80, 80, Background)
		got.SeatMark(seat, 40.5, 37.5, 24, 14)
		want := New(80, 80, Background)
		want.SeatMark(seat, 40.5, 37.5, 24, 0)
		_, at := shapeOf(shape, pt{40.5, 37.5}, 24)
		want.TextFont(Bold, int(math.Round(at.X)), int(math.Round(at.Y)), SeatLetter(seat), 14, Player(seat).Ink, Center|Middle)
		if p, ok := closeTo(got.Image(), want.Image()); !ok {
			t.Errorf("seat %d's letter: pixel %v differs from the letter at the shape's centre %v", seat, p, at)
		}
	}
}

func TestTileStampsPaintAsItsPaths(t *testing.T) {
	for _, tc := range []struct {
		r        image.Rectangle
		a, b     int
		vertical bool
	}{{Rect(10, 8, 30, 60), 6, 3, true}, {Rect(47, 21, 60, 30), 6, 0, false}, {Rect(13, 11, 26, 52), 9, 1, true}} {
		got := New(120, 90, Background)
		DrawTile(got, tc.r, tc.a, tc.b, tc.vertical)
		want := New(120, 90, Background)
		tb := TileBounds(tc.r, tc.vertical)
		short := float64(min(tb.Dx(), tb.Dy()))
		want.body(corners(tb), tileRound*short, math.Max(1, short*tileEdge), Ivory, mix(Ivory, Ink, 0.45), false)
		first, second := tb, tb
		if tc.vertical {
			first.Max.Y = tb.Min.Y + int(short)
			second.Min.Y = first.Max.Y
			want.Line(tb.Min.X+int(short*0.15), first.Max.Y, tb.Max.X-int(short*0.15), first.Max.Y, max(1, int(math.Round(short*tileDivider))), GreyDark)
		} else {
			first.Max.X = tb.Min.X + int(short)
			second.Min.X = first.Max.X
			want.Line(first.Max.X, tb.Min.Y+int(short*0.15), first.Max.X, tb.Max.Y-int(short*0.15), max(1, int(math.Round(short*tileDivider))), GreyDark)
		}
		want.pips(centre(first), tilePipStep*short, tilePipSize*short, tc.a, !tc.vertical, Ink)
		want.pips(centre(second), tilePipStep*short, tilePipSize*short, tc.b, !tc.vertical, Ink)
		if p, ok := closeTo(got.Image(), want.Image()); !ok {
			t.Errorf("tile %d|%d in %v: pixel %v is %v, its paths paint %v", tc.a, tc.b, tc.r, p, got.Image().RGBAAt(p.X, p.Y), want.Image().RGBAAt(p.X, p.Y))
		}
		if g, w := got.Layout().Pips, want.Layout().Pips; !slices.Equal(g, w) {
			t.Errorf("tile %d|%d: pips recorded %v, want %v", tc.a, tc.b, g, w)
		}
	}
}
