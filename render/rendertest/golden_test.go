package rendertest

import (
	"image"
	"image/color"
	"testing"
)

func TestPixelsDiffer(t *testing.T) {
	a := image.NewRGBA(image.Rect(0, 0, 4, 3))
	b := image.NewNRGBA(image.Rect(0, 0, 4, 3))
	for y := range 3 {
		for x := range 4 {
			a.Set(x, y, color.White)
			b.Set(x, y, color.White)
		}
	}
	if n, err := PixelsDiffer(a, b); n != 0 || err != nil {
		t.Fatalf("same picture in two colour models: %d, %v", n, err)
	}
	b.Set(1, 1, color.Black)
	b.Set(3, 2, color.NRGBA{255, 255, 255, 254})
	if n, err := PixelsDiffer(a, b); n != 2 || err != nil {
		t.Fatalf("two changed pixels: %d, %v", n, err)
	}
	if _, err := PixelsDiffer(a, image.NewRGBA(image.Rect(0, 0, 4, 4))); err == nil {
		t.Fatal("different sizes compared")
	}
}
