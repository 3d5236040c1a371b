package draw

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/vector"
)

// rasterizedDirectly paints p with col in clip as x/image/vector does
// when it blends itself: what a kept coverage must reproduce.
func rasterizedDirectly(dst *image.RGBA, p *path, col color.Color, clip image.Rectangle) {
	var z vector.Rasterizer
	z.Reset(clip.Dx(), clip.Dy())
	pts := relativePoints(nil, p, image.Point{}, clip)
	start := 0
	for _, end := range p.ends {
		z.MoveTo(pts[2*start], pts[2*start+1])
		for i := start + 1; i < end; i++ {
			z.LineTo(pts[2*i], pts[2*i+1])
		}
		z.ClosePath()
		start = end
	}
	z.Draw(dst, clip, &image.Uniform{C: col}, image.Point{})
}

// randomPicture is a w×h image of random pixels, alpha included.
func randomPicture(rng *rand.Rand, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(rng.IntN(256))
	}
	return img
}

func TestCoverageBlendsAsTheRasterizer(t *testing.T) {
	SetCoverageCacheSize(coverageCacheBytes)
	defer SetCoverageCacheSize(coverageCacheBytes)
	rng := rand.New(rand.NewPCG(7, 42))
	cols := []color.Color{Red, Ink, color.NRGBA{0x20, 0x90, 0xd0, 0xb0}, color.RGBA{0x40, 0, 0x30, 0x50}}
	for trial := range 200 {
		var p path
		o := pt{10 + 60*rng.Float64(), 10 + 60*rng.Float64()}
		switch trial % 3 {
		case 0:
			p.pts = circle(p.pts, o, 1+20*rng.Float64())
		case 1:
			p.pts = rounded(p.pts, regular(o, 3+25*rng.Float64(), 3+rng.IntN(4)), 4*rng.Float64())
		default:
			p.segment(o, pt{80 * rng.Float64(), 80 * rng.Float64()}, 0.5+5*rng.Float64())
		}
		p.close()
		clip := p.bounds().Intersect(image.Rect(0, 0, 80, 80))
		if clip.Empty() {
			continue
		}
		col := cols[trial%len(cols)]
		want := randomPicture(rng, 80, 80)
		c := &Canvas{img: image.NewRGBA(want.Rect)}
		copy(c.img.Pix, want.Pix)
		rasterizedDirectly(want, &p, col, clip)
		for range 2 { // made, then kept
			got := image.NewRGBA(want.Rect)
			copy(got.Pix, c.img.Pix)
			c.coverageOf(&p, image.Point{}, clip).blendOver(got, clip.Min, got.Rect, col)
			for i := range want.Pix {
				if got.Pix[i] != want.Pix[i] {
					x, y := (i/4)%80, i/4/80
					t.Fatalf("trial %d: pixel (%d, %d) is %v, the rasterizer gives %v", trial, x, y, got.RGBAAt(x, y), want.RGBAAt(x, y))
				}
			}
		}
	}
}

func TestCoverageKeptForAPathMovedWholePixels(t *testing.T) {
	SetCoverageCacheSize(coverageCacheBytes)
	defer SetCoverageCacheSize(coverageCacheBytes)
	c := New(200, 100, Background)
	c.Image() // draw at once, as a band drawn again does
	hits, misses := CoverageCacheStats()
	c.FillCircle(20.5, 30.5, 9, Red)
	c.FillCircle(120.5, 60.5, 9, Red)
	c.FillCircle(120.5, 60.5, 9, Blue) // a colour of its own, the same coverage
	h, m := CoverageCacheStats()
	if m-misses != 1 || h-hits != 2 {
		t.Errorf("three discs of one size a whole number of pixels apart: %d scan converted, %d kept; want 1 and 2", m-misses, h-hits)
	}
	c.FillCircle(20.75, 30.5, 9, Red)
	if _, m := CoverageCacheStats(); m-misses != 2 {
		t.Errorf("a disc moved a quarter pixel found a kept coverage")
	}
}

func TestCoverageBlendsOnlyTheRowsOfTheArea(t *testing.T) {
	c := New(60, 60, Background)
	img := c.Image()
	before := append([]uint8(nil), img.Pix...)
	var p path
	p.pts = circle(p.pts, pt{30, 30}, 20)
	p.close()
	clip := p.bounds()
	c.coverageOf(&p, image.Point{}, clip).blendOver(img, clip.Min, image.Rect(0, 25, 60, 35), Red)
	for y := range 60 {
		changed := false
		for x := range 60 {
			o := img.PixOffset(x, y)
			changed = changed || img.Pix[o] != before[o]
		}
		if inside := y >= 25 && y < 35; changed != inside {
			t.Errorf("row %d changed: %v, want %v", y, changed, inside)
		}
	}
}
