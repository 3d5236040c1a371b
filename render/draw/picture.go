package draw

import (
	"hash/maphash"
	"image"
)

// Picture is pixels drawn once and copied onto canvases as they are: a
// kept sprite, or the part of a board that never changes. A Picture never
// changes; a deferred drawing keys a copy of it by a hash of its pixels
// (deferred.go), so a sprite painted again after the cache dropped it
// keys the same bands as before.
type Picture struct {
	img    *image.RGBA
	layout Layout
	hash   uint64 // of its size and pixels, keyed by seed
	opaque bool
}

// newPicture returns the picture of img and the layout recorded drawing
// it, both its own from then on.
func newPicture(img *image.RGBA, l Layout) *Picture {
	opaque := true
	var h maphash.Hash
	h.SetSeed(seed)
	h.Write(appendRect(nil, img.Rect))
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		px := row(img, y)
		opaque = opaque && opaqueRow(px)
		h.Write(px)
	}
	return &Picture{img: img, layout: l, hash: h.Sum64(), opaque: opaque}
}

// Picture returns a copy of the canvas's pixels, every drawing done, and
// of what it recorded drawing them, as a Picture.
func (c *Canvas) Picture() *Picture {
	c.flush()
	img := *c.img
	img.Pix = append([]uint8(nil), c.img.Pix...)
	var kept Canvas
	kept.AddLayout(c.layout, image.Point{})
	return newPicture(&img, kept.layout)
}

// Bounds returns the picture's rectangle, with Min at the origin.
func (p *Picture) Bounds() image.Rectangle { return p.img.Rect }

// DrawPicture copies p onto the canvas with its top left corner at at,
// clipped to the canvas, and records p's layout moved there (AddLayout).
func (c *Canvas) DrawPicture(p *Picture, at image.Point) {
	c.AddLayout(p.layout, at)
	if c.deferred && !p.opaque {
		// Ops keep a canvas opaque, which IndexedPNG takes for granted
		// of a deferred canvas; a translucent copy ends the deferral.
		c.Image()
	}
	if c.deferred {
		c.keyStart(opPicture)
		c.keyBuf = appendInt(appendInt(appendInt(c.keyBuf, int(p.hash)), at.X), at.Y)
		c.recordOp(op{reach: image.Rectangle{Min: at, Max: at.Add(p.img.Rect.Size())}, kind: opPicture, at: at, pic: p.img})
		return
	}
	c.blit(p.img, at)
}

// blit copies src, its top left corner placed at at, into the canvas,
// clipped to the canvas's drawArea.
func (c *Canvas) blit(src *image.RGBA, at image.Point) {
	dst := image.Rectangle{Min: at, Max: at.Add(src.Rect.Size())}.Intersect(c.drawArea())
	w := 4 * dst.Dx()
	for y := dst.Min.Y; y < dst.Max.Y; y++ {
		so := src.PixOffset(dst.Min.X-at.X+src.Rect.Min.X, y-at.Y+src.Rect.Min.Y)
		do := c.img.PixOffset(dst.Min.X, y)
		copy(c.img.Pix[do:do+w], src.Pix[so:so+w])
	}
}
