package draw

import (
	"bytes"
	"image/color"
	"image/png"
	"testing"
)

func TestPNGCache(t *testing.T) {
	SetPNGCacheSize(2)
	defer SetPNGCacheSize(64)
	c := New(40, 30, White)
	first, err := c.PNG()
	if err != nil {
		t.Fatal(err)
	}
	hits, misses := PNGCacheStats()
	again, _ := c.PNG()
	if h, m := PNGCacheStats(); h != hits+1 || m != misses || &again[0] != &first[0] {
		t.Fatalf("same pixels again: %d hits, %d misses (was %d, %d), shared bytes %v; want a hit on the kept PNG", h, m, hits, misses, &again[0] == &first[0])
	}
	// One pixel changed: a miss, and a PNG showing the change.
	c.Image().Set(5, 5, color.RGBA{1, 2, 3, 255})
	changed, _ := c.PNG()
	img, err := png.Decode(bytes.NewReader(changed))
	if err != nil {
		t.Fatal(err)
	}
	if got := color.RGBAModel.Convert(img.At(5, 5)); got != (color.RGBA{1, 2, 3, 255}) {
		t.Fatalf("changed pixel reads %v from the PNG", got)
	}
	if bytes.Equal(changed, first) {
		t.Fatal("a changed image got the old PNG")
	}
	// The same pixels on a canvas of another shape are another image.
	if other, _ := New(30, 40, White).PNG(); bytes.Equal(other, first) {
		t.Fatal("a 30x40 canvas got the 40x30 PNG")
	}
	// Three images through a cache of two: the first is gone.
	_, m0 := PNGCacheStats()
	New(40, 30, White).PNG()
	if _, m := PNGCacheStats(); m != m0+1 {
		t.Fatalf("evicted image: %d new misses, want 1", m-m0)
	}
	SetPNGCacheSize(0)
	_, m0 = PNGCacheStats()
	c.PNG()
	c.PNG()
	if _, m := PNGCacheStats(); m != m0+2 {
		t.Fatalf("cache off: %d misses for two encodes, want 2", m-m0)
	}
}
