package draw

import (
	"image/color"
	"sync"
	"testing"
)

// drawnOn returns a w×h canvas with bg and a red square, as a board would
// leave it.
func drawnOn(w, h int, bg color.Color) *Canvas {
	c := New(w, h, bg)
	c.FillRect(Rect(2, 2, 5, 5), Red)
	c.FillCircle(10, 10, 4, Blue)
	return c
}

// samePix fails unless a and b hold the same pixels.
func samePix(t *testing.T, what string, a, b *Canvas) {
	t.Helper()
	pa, pb := a.Image().Pix, b.Image().Pix
	if len(pa) != len(pb) {
		t.Fatalf("%s: %d bytes of pixels, want %d", what, len(pa), len(pb))
	}
	for i := range pa {
		if pa[i] != pb[i] {
			t.Fatalf("%s: pixel byte %d is %d, want %d", what, i, pa[i], pb[i])
		}
	}
}

func TestReleasedCanvasComesBackClean(t *testing.T) {
	const w, h = 37, 23 // a size no other test uses
	translucent := color.RGBA{0x40, 0, 0, 0x40}
	for _, bg := range []color.Color{Background, translucent, nil} {
		want := &Canvas{img: New(w, h, nil).img} // never pooled: fresh pixels
		if bg != nil {
			want.FillRect(want.img.Rect, bg)
		}
		for range 3 {
			drawnOn(w, h, Yellow).Release()
			got := New(w, h, bg)
			samePix(t, "canvas after a release", got, want)
			got.Release()
		}
	}
}

func TestReleaseLeavesNoPixelsAndIsIdempotent(t *testing.T) {
	c := drawnOn(31, 17, Background)
	c.Release()
	if c.Image() != nil {
		t.Fatal("a released canvas still has its pixels")
	}
	c.Release() // must not put anything in the pool twice
	a, b := New(31, 17, Background), New(31, 17, Background)
	if a.Image() == b.Image() || &a.Image().Pix[0] == &b.Image().Pix[0] {
		t.Fatal("two canvases share the pixels of one released canvas")
	}
}

func TestPoolSizesAreBounded(t *testing.T) {
	for i := range 2 * maxPooledSizes {
		New(1+i, 1, nil).Release()
	}
	if n := pooledSizes.Load(); n > maxPooledSizes {
		t.Fatalf("%d sizes pooled, at most %d allowed", n, maxPooledSizes)
	}
}

func TestConcurrentNewAndRelease(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			col := PlayerColours[g%len(PlayerColours)].Fill
			for range 50 {
				c := New(40, 30, col)
				r, gg, b, _ := col.RGBA()
				px := c.Image().RGBAAt(39, 29)
				if uint32(px.R)<<8|uint32(px.R) != r || uint32(px.G)<<8|uint32(px.G) != gg || uint32(px.B)<<8|uint32(px.B) != b {
					t.Errorf("corner pixel %v, want the background %v", px, col)
				}
				c.FillRect(Rect(0, 0, 40, 30), Ink)
				c.Release()
			}
		})
	}
	wg.Wait()
}
