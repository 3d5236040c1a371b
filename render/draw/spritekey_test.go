package draw

import (
	"fmt"
	"hash/maphash"
	"image"
	"image/color"
	"sync"
	"testing"
)

// spriteDrawn returns the pixels of a canvas on which d was drawn as a
// sprite at r.
func spriteDrawn(d Die, r image.Rectangle) *image.RGBA {
	c := New(60, 60, Background)
	DrawSprite(c, d, r, Background)
	img := c.Image()
	out := *img
	out.Pix = append([]uint8(nil), img.Pix...)
	c.Release()
	return &out
}

// spriteUncached is spriteDrawn with the sprite cache off.
func spriteUncached(d Die, r image.Rectangle) *image.RGBA {
	SetSpriteCacheSize(0)
	defer SetSpriteCacheSize(spriteCacheBytes)
	return spriteDrawn(d, r)
}

// TestSpriteKeptOnlyForItsOwnValue: a kept picture is used only for the
// sprite it was painted of, even when another sprite's key (hash, size,
// reach, background) leads to it.
func TestSpriteKeptOnlyForItsOwnValue(t *testing.T) {
	SetSpriteCacheSize(spriteCacheBytes)
	r := Rect(5, 5, 46, 46)
	five, two := Die{Faces: 6, Value: 5, Body: Red, Pip: White}, Die{Faces: 6, Value: 2, Body: Red, Pip: White}
	want := spriteUncached(five, r)
	// Keep two's picture under five's key, as two hashes that met would.
	bg := Background
	bg.A = 0xff
	key := spriteKey{hash: maphash.Comparable(seed, five), size: r.Size(), reach: five.Reach(r).Canon().Sub(r.Min), bg: bg}
	sprites.put(key, keptSprite{sprite: two, pic: paintSprite(two, key, bg)})
	if msg := exactly(spriteDrawn(five, r), want); msg != "" {
		t.Errorf("a five whose key holds a two's picture: %s", msg)
	}
}

// TestSpritesKeptMatchUncachedUnderLoad draws dice from several
// goroutines at once through a cache that holds only a few of them, so
// that pictures are dropped and painted again while others read them,
// and wants every board's pixels exactly as with the cache off.
func TestSpritesKeptMatchUncachedUnderLoad(t *testing.T) {
	var dice []Die
	for v := range 7 {
		for _, body := range []color.RGBA{Red, Blue, Ivory} {
			dice = append(dice, Die{Faces: 6, Value: v, Body: body, Pip: White}, Die{Faces: 12, Value: v, Body: body, Pip: Ink, Bare: true})
		}
	}
	r := Rect(3, 4, 40, 40)
	want := make([]*image.RGBA, len(dice))
	for i, d := range dice {
		want[i] = spriteUncached(d, r)
	}
	SetSpriteCacheSize(6 * 4 * 46 * 46) // about six dice of the 42
	defer SetSpriteCacheSize(spriteCacheBytes)
	hits, misses := sprites.stats()
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 4 {
		wg.Go(func() {
			for i := range 3 * len(dice) {
				k := (i*7 + g*11) % len(dice)
				if msg := exactly(spriteDrawn(dice[k], r), want[k]); msg != "" {
					errs <- fmt.Sprintf("%+v: %s", dice[k], msg)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for msg := range errs {
		t.Error(msg)
	}
	if h, m := sprites.stats(); h == hits || m == misses {
		t.Errorf("%d hits, %d misses: the test wants both", h-hits, m-misses)
	}
}
