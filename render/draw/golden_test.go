package draw

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden PNGs in testdata/")

// Golden comparison tolerance. Rasterisation is deterministic, but float
// rounding may differ between architectures (fused multiply-add), nudging
// anti-aliased edge pixels by a level or two.
const (
	maxChannelDelta = 2     // a pixel this close in every channel matches
	maxMismatch     = 0.001 // fraction of pixels allowed to differ by more
)

// golden compares c with testdata/name.png pixel by pixel, or rewrites the
// file under -update. On a mismatch it saves the rendered image in a
// temporary file and names it in the failure.
func golden(t *testing.T, name string, c *Canvas) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	got, err := c.PNG()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readPNG(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if msg := comparePixels(c.Image(), want); msg != "" {
		f, err := os.CreateTemp("", "draw-"+name+"-*.png")
		if err == nil {
			_, _ = f.Write(got)
			_ = f.Close()
		}
		t.Errorf("%s: %s; rendered image saved as %s", path, msg, f.Name())
	}
}

// readPNG decodes the PNG file at path.
func readPNG(path string) (image.Image, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(b))
}

// comparePixels returns why got and want differ beyond the tolerance, or ""
// when they match.
func comparePixels(got, want image.Image) string {
	if got.Bounds() != want.Bounds() {
		return fmt.Sprintf("bounds %v, want %v", got.Bounds(), want.Bounds())
	}
	b := got.Bounds()
	bad, worst, first := 0, uint32(0), image.Point{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			d := channelDelta(got.At(x, y).RGBA())(want.At(x, y).RGBA())
			if d > maxChannelDelta {
				if bad == 0 {
					first = image.Pt(x, y)
				}
				bad++
				worst = max(worst, d)
			}
		}
	}
	if float64(bad) > maxMismatch*float64(b.Dx()*b.Dy()) {
		return fmt.Sprintf("%d pixels differ (first at %v, worst by %d levels)", bad, first, worst)
	}
	return ""
}

// channelDelta returns a function giving the largest 8-bit channel
// difference between the first colour and a second one.
func channelDelta(r0, g0, b0, a0 uint32) func(r1, g1, b1, a1 uint32) uint32 {
	return func(r1, g1, b1, a1 uint32) uint32 {
		d := func(p, q uint32) uint32 {
			p, q = p>>8, q>>8
			if p > q {
				return p - q
			}
			return q - p
		}
		return max(d(r0, r1), d(g0, g1), d(b0, b1), d(a0, a1))
	}
}
