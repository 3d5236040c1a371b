package draw

import (
	"image"
	"math/rand/v2"
	"testing"
)

// TestColourCountMatchesPixels: the table counts every pixel of every
// colour, rows that repeat the row above included, as a count pixel by
// pixel does.
func TestColourCountMatchesPixels(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	img := image.NewRGBA(image.Rect(0, 0, 37, 40))
	for y := range 40 {
		if y > 0 && r.IntN(2) == 0 { // half the rows repeat the one above
			copy(img.Pix[img.PixOffset(0, y):], img.Pix[img.PixOffset(0, y-1):img.PixOffset(0, y)])
			continue
		}
		for x := range 37 {
			if x > 0 && r.IntN(3) > 0 { // runs of one colour
				copy(img.Pix[img.PixOffset(x, y):], img.Pix[img.PixOffset(x-1, y):img.PixOffset(x, y)])
				continue
			}
			c := byte(r.IntN(4) * 60)
			copy(img.Pix[img.PixOffset(x, y):], []byte{c, 255 - c, c / 2, 255})
		}
	}
	want := map[uint32]int32{}
	for y := range 40 {
		for x := range 37 {
			want[pack(img.Pix[img.PixOffset(x, y):])]++
		}
	}
	tb := newColourTable()
	if !tb.count(img) {
		t.Fatal("count gave up on a few colours")
	}
	if len(tb.used) != len(want) {
		t.Errorf("%d colours counted, want %d", len(tb.used), len(want))
	}
	for k, n := range want {
		if got := tb.counts[tb.slot(k)]; got != n {
			t.Errorf("colour %06x: %d pixels counted, want %d", k&0xffffff, got, n)
		}
	}
}
