package draw

import (
	"image"
	"sync"
	"sync/atomic"
)

// maxPooledSizes bounds how many canvas sizes keep a pool. Boards come in
// a handful of sizes; a caller drawing ever new sizes gets plain
// allocations past this, never an unbounded set of pools.
const maxPooledSizes = 64

// canvasPools holds, per canvas size (an image.Point), a *sync.Pool of
// released canvases of that size.
var (
	canvasPools sync.Map
	pooledSizes atomic.Int32
)

// Release hands the canvas's pixels back for a later New of the same size
// to reuse, which spares a board the allocation and zeroing of a megabyte
// or more and the garbage collector its sweep. The canvas and the image
// from Image must not be used after Release (the canvas is left with no
// pixels); PNGs already returned by PNG are copies and stay valid.
// Releasing is optional, and a second Release of the same canvas is
// ignored.
func (c *Canvas) Release() {
	if c.img == nil {
		return
	}
	p := poolFor(c.img.Rect.Size(), true)
	if p == nil {
		return
	}
	c.forgetOps()
	kept := new(Canvas)
	*kept = *c // the pixels and the rasterizer's buffers move to kept
	*c = Canvas{}
	p.Put(kept)
}

// pooled returns a released w×h canvas with undefined pixels, or nil.
func pooled(w, h int) *Canvas {
	p := poolFor(image.Pt(w, h), false)
	if p == nil {
		return nil
	}
	c, _ := p.Get().(*Canvas)
	return c
}

// poolFor returns the pool of canvases of size sz, making one when create
// is set and fewer than maxPooledSizes sizes have one; nil otherwise.
func poolFor(sz image.Point, create bool) *sync.Pool {
	if p, ok := canvasPools.Load(sz); ok {
		return p.(*sync.Pool)
	}
	if !create || pooledSizes.Load() >= maxPooledSizes {
		return nil
	}
	p, loaded := canvasPools.LoadOrStore(sz, &sync.Pool{})
	if !loaded {
		pooledSizes.Add(1)
	}
	return p.(*sync.Pool)
}
