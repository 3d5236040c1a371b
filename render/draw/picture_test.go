package draw

import (
	"image"
	"testing"
)

// TestRepaintedSpriteKeepsItsBands: a sprite painted again after the
// sprite cache dropped it keys the same bands, so a board drawn again
// with it compresses no band anew.
func TestRepaintedSpriteKeepsItsBands(t *testing.T) {
	board := func() []byte {
		c := New(200, 100, Background)
		defer c.Release()
		DrawSprite(c, Die{Faces: 6, Value: 5, Body: Red, Pip: White}, Rect(20, 20, 46, 46), Background)
		c.Text(90, 50, "Sum 5", 16, Ink, Left)
		data, err := c.IndexedPNG()
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	SetPNGCacheSize(64)
	board()
	pngs.reset(64) // the whole image is encoded again, band by band
	SetSpriteCacheSize(0)
	SetSpriteCacheSize(spriteCacheBytes)
	_, missed := bands.stats()
	board()
	if _, after := bands.stats(); after != missed {
		t.Errorf("%d bands compressed again, want none", after-missed)
	}
	if p := newPicture(image.NewRGBA(image.Rect(0, 0, 2, 2)), Layout{}); p.hash == newPicture(image.NewRGBA(image.Rect(0, 0, 4, 1)), Layout{}).hash {
		t.Error("two pictures of different sizes and the same bytes share a hash")
	}
}
