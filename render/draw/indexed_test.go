package draw

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// TestIndexedPNGExact: a canvas of at most 256 colours comes back from
// its indexed PNG pixel for pixel.
func TestIndexedPNGExact(t *testing.T) {
	c := New(300, 120, Background)
	defer c.Release()
	for i := range 200 {
		c.FillRect(Rect(i%30*10, i/30*12, 9, 11), color.RGBA{byte(i), byte(255 - i), byte(i * 7), 255})
	}
	data, err := c.IndexedPNG()
	if err != nil {
		t.Fatal(err)
	}
	img := decode(t, data)
	if _, ok := img.(*image.Paletted); !ok {
		t.Fatalf("decoded as %T, want an indexed image", img)
	}
	if msg := exactly(img, c.Image()); msg != "" {
		t.Fatal(msg)
	}
}

// TestIndexedPNGReducesBlends: a board of thousands of colours (text and
// shapes anti-aliased over many fills) keeps its flat areas exactly and
// no pixel far from its colour, in less than half the RGB PNG's bytes.
func TestIndexedPNGReducesBlends(t *testing.T) {
	c := drawBoard()
	data, err := c.IndexedPNG()
	if err != nil {
		t.Fatal(err)
	}
	img := decode(t, data)
	b := c.Bounds()
	far, worst := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			want := c.Image().RGBAAt(x, y)
			r, g, bl, _ := img.At(x, y).RGBA()
			d := dist2(pack([]byte{want.R, want.G, want.B}), pack([]byte{byte(r >> 8), byte(g >> 8), byte(bl >> 8)}))
			worst = max(worst, d)
			if d > 24*24 {
				far++
			}
		}
	}
	if share := float64(far) / float64(b.Dx()*b.Dy()); share > 0.002 {
		t.Errorf("%d pixels (%.2f%%) more than 24 levels from their colour, want at most 0.2%%", far, 100*share)
	}
	if flat := img.At(5, 5); !sameRGB(flat, c.Image().At(5, 5)) {
		t.Errorf("the background is %v, want %v", flat, c.Image().At(5, 5))
	}
	if rgb, _ := c.PNG(); 2*len(data) >= len(rgb) {
		t.Errorf("indexed PNG of %d bytes, RGB %d: want less than half", len(data), len(rgb))
	}
	t.Logf("%d bytes; worst squared distance %d", len(data), worst)
}

func decode(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// exactly says where got and want differ in colour, or "".
func exactly(got, want image.Image) string {
	if got.Bounds() != want.Bounds() {
		return "bounds differ"
	}
	b := got.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if !sameRGB(got.At(x, y), want.At(x, y)) {
				return "pixel " + image.Pt(x, y).String() + " differs"
			}
		}
	}
	return ""
}

func sameRGB(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	return ar>>8 == br>>8 && ag>>8 == bg>>8 && ab>>8 == bb>>8
}

// TestIndexedPNGConcurrent encodes canvases of one size but different
// colours at once, sharing the palettes and bands kept: each PNG decodes
// to its own canvas's flat colours.
func TestIndexedPNGConcurrent(t *testing.T) {
	const workers, rounds = 4, 20
	errs := make(chan string, workers*rounds)
	done := make(chan struct{})
	for w := range workers {
		go func() {
			defer func() { done <- struct{}{} }()
			for r := range rounds {
				fill := color.RGBA{byte(40 * w), byte(10 * r), 200, 255}
				c := New(120, 64, Background)
				c.FillRect(Rect(10, 10, 60, 40), fill)
				c.Text(80, 30, "ABC", 14, Ink, Left|Middle)
				data, err := c.IndexedPNG()
				if err != nil {
					errs <- err.Error()
					continue
				}
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					errs <- err.Error()
				} else if !sameRGB(img.At(30, 30), fill) || !sameRGB(img.At(2, 2), Background) {
					errs <- "a flat colour came back changed"
				}
				c.Release()
			}
		}()
	}
	for range workers {
		<-done
	}
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
