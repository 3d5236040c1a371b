package draw

import (
	"hash/maphash"
	"image"
	"image/color"
)

// A Sprite is a small picture that looks the same wherever it is drawn: a
// die, a cell of a score sheet. Paint draws it in r, on a canvas whose
// pixels in Reach(r) are a plain background, and changes no pixel outside
// Reach(r), which is r or a little more (for a shadow, say). What it draws
// depends on nothing but the sprite's own value and r's size, not on r's
// position.
//
// Sprites are drawn with DrawSprite, which keeps their pixels: a board
// redrawn after a move paints most of its cells and dice as it painted
// them before, and copying them is much cheaper than drawing them again.
type Sprite interface {
	Paint(c *Canvas, r image.Rectangle)
	Reach(r image.Rectangle) image.Rectangle
}

// spriteKey identifies a kept sprite: a hash of its value (of its type's
// fields, strings by their bytes, as a map hashes its keys), the size it
// is painted in, where its reach lies from there, and its background. A
// hash, not the value, so that looking a sprite up does not box it in an
// interface (an allocation every sprite a board draws); the sprite kept
// beside its picture is compared with the one drawn, so two sprites
// whose hashes meet are never confused.
type spriteKey struct {
	hash  uint64
	size  image.Point
	reach image.Rectangle // Reach(r) moved so that r's top left is the origin
	bg    color.RGBA
}

// keptSprite is a sprite's pixels and the sprite they are of.
type keptSprite struct {
	sprite Sprite
	pic    *Picture
}

// spriteCacheBytes bounds the pixels DrawSprite keeps, some 8 MB: at 4 to
// 10 KB a sprite, the cells and dice of every board a few hundred channels
// show.
const spriteCacheBytes = 8 << 20

// sprites keeps the pixels of the sprites drawn lately, the oldest dropped
// first.
var sprites = newFIFOCache[spriteKey](spriteCacheBytes, func(k keptSprite) int { return len(k.pic.img.Pix) })

// DrawSprite draws s in r, where s.Reach(r) must hold only the opaque
// background bg before the call: it paints s once on a canvas the size of
// its reach filled with bg, keeps those pixels by s, r's size and bg, and
// copies them into s.Reach(r) (clipped to the canvas), now and on every
// later call with an equal sprite, size and background.
//
// The picture is s painted with its reach at the origin, so it can differ
// from s.Paint(c, r) called at r's place by the rounding of an anti-aliased
// edge pixel, never by more; it is the same wherever and however often it
// is drawn. S must be comparable, and equal sprites must paint the same.
func DrawSprite[S interface {
	comparable
	Sprite
}](c *Canvas, s S, r image.Rectangle, bg color.RGBA) {
	r = r.Canon()
	reach := s.Reach(r).Canon()
	if r.Empty() || reach.Empty() {
		return
	}
	bg.A = 0xff
	key := spriteKey{hash: maphash.Comparable(seed, s), size: r.Size(), reach: reach.Sub(r.Min), bg: bg}
	k, ok := sprites.get(key)
	if kept, same := k.sprite.(S); !ok || !same || kept != s {
		k = keptSprite{sprite: s, pic: paintSprite(s, key, bg)}
		sprites.put(key, k)
	}
	c.DrawPicture(k.pic, reach.Min)
}

// paintSprite paints the sprite of key on a new image the size of its
// reach filled with bg.
func paintSprite(s Sprite, key spriteKey, bg color.RGBA) *Picture {
	sc := &Canvas{img: image.NewRGBA(image.Rectangle{Max: key.reach.Size()})}
	sc.FillRect(sc.img.Rect, bg)
	s.Paint(sc, image.Rectangle{Max: key.size}.Sub(key.reach.Min))
	return newPicture(sc.img, sc.layout)
}

// SetSpriteCacheSize empties the sprite cache and bounds it to n bytes of
// pixels; 0 turns it off, so that every DrawSprite paints. It is for
// benchmarks and tests.
func SetSpriteCacheSize(n int) { sprites.reset(n) }
