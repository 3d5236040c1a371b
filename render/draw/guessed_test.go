package draw

import (
	"image"
	"image/color"
	"testing"
)

// TestGuessedIndexesServeOnlyWhenTheyHold: a band counted afresh is
// indexed, as it is counted, under the last palette of its image's size;
// when the palette chosen then gives one of its colours another index (a
// grown palette whose new colour is nearer a blend the last one never
// met), the band is indexed again, so that every pixel decodes to its
// colour's index under the palette chosen.
func TestGuessedIndexesServeOnlyWhenTheyHold(t *testing.T) {
	SetPNGCacheSize(64) // forget the palettes and bands kept
	grey := color.RGBA{200, 200, 200, 255}
	newFlat := color.RGBA{160, 130, 130, 255} // nearer the blend than grey
	blend := color.RGBA{150, 140, 140, 255}   // nearest grey until newFlat joins
	const w, h = 64, 48
	first := New(w, h, White)
	first.FillRect(Rect(0, 0, 32, h), grey)
	if _, err := first.IndexedPNG(); err != nil {
		t.Fatal(err)
	}
	first.Release()

	second := New(w, h, White)
	second.FillRect(Rect(0, 0, 32, h), grey)
	second.FillRect(Rect(32, 0, 32, 8), newFlat) // 256 pixels: a flat colour, so the palette grows
	second.FillRect(Rect(40, 20, 4, 4), blend)   // in the second band, counted afresh
	data, err := second.IndexedPNG()
	if err != nil {
		t.Fatal(err)
	}
	got, ok := decode(t, data).(*image.Paletted)
	if !ok {
		t.Fatal("not an indexed PNG")
	}
	pal := recent.get(image.Pt(w, h))
	want := second.Image()
	for y := range h {
		for x := range w {
			k := pack(want.Pix[want.PixOffset(x, y):])
			i, known := pal.index(k)
			if !known {
				t.Fatalf("pixel (%d, %d): colour %06x unknown to the palette", x, y, k&0xffffff)
			}
			if g := got.ColorIndexAt(x, y); g != i {
				t.Fatalf("pixel (%d, %d) is %06x, want %06x", x, y, pal.colours[g]&0xffffff, pal.colours[i]&0xffffff)
			}
		}
	}
	if i, _ := pal.index(pack([]byte{blend.R, blend.G, blend.B})); pal.colours[i] != pack([]byte{newFlat.R, newFlat.G, newFlat.B}) {
		t.Fatalf("the blend takes %06x: the test checks nothing", pal.colours[i]&0xffffff)
	}
}
