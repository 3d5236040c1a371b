package draw

import (
	"image"
	"image/color"
	"testing"
)

// countedSprite is a plain square that counts its paintings.
type countedSprite struct {
	col    color.RGBA
	paints *int
}

func (s countedSprite) Paint(c *Canvas, r image.Rectangle) {
	*s.paints++
	c.RoundRect(r, 3, s.col)
}

func (s countedSprite) Reach(r image.Rectangle) image.Rectangle { return r }

func TestDrawSpritePaintsOnceAndCopies(t *testing.T) {
	SetSpriteCacheSize(spriteCacheBytes)
	defer SetSpriteCacheSize(spriteCacheBytes)
	paints := 0
	s := countedSprite{Red, &paints}
	c := New(100, 60, Background)
	DrawSprite(c, s, Rect(10, 10, 20, 16), Background)
	DrawSprite(c, s, Rect(50, 30, 20, 16), Background)
	if paints != 1 {
		t.Errorf("two sprites of one size and background painted %d times, want 1", paints)
	}
	DrawSprite(c, s, Rect(10, 40, 21, 16), Background)
	DrawSprite(c, s, Rect(70, 5, 20, 16), White)
	if paints != 3 {
		t.Errorf("after a new size and a new background: %d paintings, want 3", paints)
	}
	for _, at := range []image.Point{{10, 10}, {50, 30}} {
		if got := c.Image().RGBAAt(at.X+10, at.Y+8); got != Red {
			t.Errorf("sprite at %v: centre %v, want %v", at, got, Red)
		}
		if got := c.Image().RGBAAt(at.X+25, at.Y+8); got != Background {
			t.Errorf("sprite at %v: pixel right of it %v, want the background", at, got)
		}
	}
	SetSpriteCacheSize(0)
	DrawSprite(c, s, Rect(10, 10, 20, 16), Background)
	DrawSprite(c, s, Rect(10, 10, 20, 16), Background)
	if paints != 5 {
		t.Errorf("cache off: %d paintings, want 5", paints)
	}
}

// TestDrawSpriteMatchesPaint draws dice as sprites and directly at many
// places, whole and clipped by the canvas edge, and wants the same pixels
// up to the rounding of anti-aliased pixels: no channel off by more than
// maxSpriteDelta levels.
func TestDrawSpriteMatchesPaint(t *testing.T) {
	const maxSpriteDelta = 4
	SetSpriteCacheSize(spriteCacheBytes)
	const w, h = 160, 120
	for _, d := range []Die{{6, 0, Ivory, Ink, false}, {6, 5, Red, White, false}, {12, 11, White, Ink, false}, {4, 3, Blue, White, true}, {20, 0, Ivory, Ink, false}} {
		for _, at := range []image.Point{{0, 0}, {17, 9}, {101, 67}, {-12, 30}, {140, 100}} {
			r := Rect(at.X, at.Y, 46, 46)
			direct := New(w, h, Background)
			d.Paint(direct, r)
			sprite := New(w, h, Background)
			DrawSprite(sprite, d, r, Background)
			b := direct.Bounds()
			worst, where := uint32(0), image.Point{}
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					if dd := channelDelta(sprite.Image().At(x, y).RGBA())(direct.Image().At(x, y).RGBA()); dd > worst {
						worst, where = dd, image.Pt(x, y)
					}
				}
			}
			if worst > maxSpriteDelta {
				t.Errorf("%+v at %v: pixel %v off by %d levels, want at most %d", d, at, where, worst, maxSpriteDelta)
			}
			direct.Release()
			sprite.Release()
		}
	}
}
