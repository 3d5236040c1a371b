package draw

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// TestEncodeLossless encodes canvases of awkward sizes and contents
// (noise, flat areas, rows repeating, widths that are not a multiple of
// the eight-byte words the filter works on) and checks that decoding gives
// back every pixel exactly: opaque ones through encodeOpaque, translucent
// ones through image/png.
func TestEncodeLossless(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	noise := func(c *Canvas, alpha bool) {
		p := c.Image().Pix
		for i := range p {
			p[i] = byte(r.IntN(256))
			if i%4 == 3 && !alpha {
				p[i] = 0xff
			}
		}
	}
	for _, tc := range []struct {
		name   string
		w, h   int
		paint  func(*Canvas)
		opaque bool
	}{
		{"1x1", 1, 1, func(c *Canvas) {}, true},
		{"noise 7x5", 7, 5, func(c *Canvas) { noise(c, false) }, true},
		{"noise 33x9", 33, 9, func(c *Canvas) { noise(c, false) }, true},
		{"noise 256x3", 256, 3, func(c *Canvas) { noise(c, false) }, true},
		{"board", 800, 400, func(c *Canvas) { *c = *drawBoard() }, true},
		{"stripes 3x200", 3, 200, func(c *Canvas) {
			for y := range 200 {
				c.FillRect(Rect(0, y, 3, 1), color.RGBA{byte(y), 0, 255 - byte(y), 255})
			}
		}, true},
		{"translucent", 21, 13, func(c *Canvas) { noise(c, true) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := New(tc.w, tc.h, color.RGBA{10, 20, 30, 255})
			tc.paint(c)
			var buf bytes.Buffer
			ok, err := encodeOpaque(&buf, c.Image(), nil)
			if ok != tc.opaque || err != nil {
				t.Fatalf("encodeOpaque = %v, %v; want %v, nil", ok, err, tc.opaque)
			}
			if !ok && buf.Len() != 0 {
				t.Fatalf("encodeOpaque wrote %d bytes for a translucent canvas", buf.Len())
			}
			data, err := c.PNG()
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if p, ok := samePixels(img, c.Image()); !ok {
				t.Fatalf("pixel %v: %v, want %v", p, img.At(p.X, p.Y), c.Image().At(p.X, p.Y))
			}
		})
	}
}

// samePixels compares two images exactly, in non-premultiplied colour.
func samePixels(got image.Image, want *image.RGBA) (image.Point, bool) {
	if got.Bounds() != want.Bounds() {
		return got.Bounds().Max, false
	}
	for y := range want.Rect.Dy() {
		for x := range want.Rect.Dx() {
			g := color.NRGBAModel.Convert(got.At(x, y))
			w := color.NRGBAModel.Convert(want.At(x, y))
			if g != w {
				return image.Pt(x, y), false
			}
		}
	}
	return image.Point{}, true
}

func TestWordHelpers(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 10000 {
		a, b := r.Uint64(), r.Uint64()
		if r.IntN(2) == 0 { // plenty of equal bytes
			b = a ^ (r.Uint64() & r.Uint64() & r.Uint64())
		}
		d := subBytes(a, b)
		zeros := 0
		for k := 0; k < 64; k += 8 {
			want := byte(a>>k) - byte(b>>k)
			if byte(d>>k) != want {
				t.Fatalf("subBytes(%#x, %#x) = %#x: byte %d is %#x, want %#x", a, b, d, k/8, byte(d>>k), want)
			}
			if want == 0 {
				zeros++
			}
		}
		if got := zeroBytes(d); got != zeros {
			t.Fatalf("zeroBytes(%#x) = %d, want %d", d, got, zeros)
		}
	}
}

// TestRGB wants rgb to copy the colour bytes of every pixel, whatever the
// row's length, and to write nothing past them.
func TestRGB(t *testing.T) {
	for n := range 12 {
		src := make([]byte, 4*n)
		for i := range src {
			src[i] = byte(i*7 + 1)
		}
		dst := make([]byte, 3*n+8)
		for i := range dst {
			dst[i] = 0xee
		}
		rgb(dst[:3*n], src)
		for p := range n {
			for c := range 3 {
				if got, want := dst[3*p+c], src[4*p+c]; got != want {
					t.Fatalf("%d pixels: byte %d of pixel %d = %#x, want %#x", n, c, p, got, want)
				}
			}
		}
		for i := 3 * n; i < len(dst); i++ {
			if dst[i] != 0xee {
				t.Fatalf("%d pixels: byte %d past the pixels written", n, i)
			}
		}
	}
}

// TestScanImageOpaque makes one pixel at a time translucent, at every
// place of images of odd and even widths and of a sub-image, and wants
// scanImage to notice each, and no other.
func TestScanImageOpaque(t *testing.T) {
	opaque := func(img *image.RGBA) bool { _, ok := scanImage(img); return ok }
	for w := 1; w <= 9; w++ {
		full := image.NewRGBA(image.Rect(0, 0, w+3, 3))
		for i := range full.Pix {
			full.Pix[i] = 0xff
		}
		for _, img := range []*image.RGBA{full, full.SubImage(image.Rect(1, 1, w+1, 3)).(*image.RGBA)} {
			if !opaque(img) {
				t.Fatalf("width %d, bounds %v: an opaque image is not opaque", w, img.Rect)
			}
			for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
				for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
					img.SetRGBA(x, y, color.RGBA{0, 0, 0, 0xfe})
					if opaque(img) {
						t.Errorf("bounds %v: translucent pixel (%d,%d) not seen", img.Rect, x, y)
					}
					img.SetRGBA(x, y, color.RGBA{0xff, 0xff, 0xff, 0xff})
				}
			}
		}
		// A translucent pixel outside the sub-image does not count.
		full.SetRGBA(0, 0, color.RGBA{})
		if !opaque(full.SubImage(image.Rect(1, 1, w+1, 3)).(*image.RGBA)) {
			t.Errorf("width %d: a pixel outside the sub-image counted", w)
		}
	}
}
