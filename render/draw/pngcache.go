package draw

import (
	"encoding/binary"
	"hash/maphash"
	"image"
)

// pngs keeps the PNGs of the last 64 images encoded, keyed by a 128-bit
// hash of their pixels, so that a board drawn again unchanged (a move
// that did not change what the picture shows, a board shown twice) costs a
// hash of its pixels instead of an encode. Hashing is about thirty times
// cheaper than encoding. The bytes kept are shared: callers must not
// change them.
var pngs = newFIFOCache[pngKey](64, func([]byte) int { return 1 })

// pngKey identifies an image by its size and two independent hashes of
// its pixels: two images share a key by accident with odds of about one
// in 2^128.
type pngKey struct {
	w, h   int
	h1, h2 uint64
}

var seed1, seed2 = maphash.MakeSeed(), maphash.MakeSeed()

// rowHashes hashes rows y0..y1-1 of img with both seeds.
func rowHashes(img *image.RGBA, y0, y1 int) (h1, h2 uint64) {
	var a, b maphash.Hash
	a.SetSeed(seed1)
	b.SetSeed(seed2)
	r := img.Rect
	for y := y0; y < y1; y++ {
		off := img.PixOffset(r.Min.X, y)
		row := img.Pix[off : off+4*r.Dx()]
		a.Write(row)
		b.Write(row)
	}
	return a.Sum64(), b.Sum64()
}

// imageKey returns the key of an image of bounds r from the keys of its
// bands, which together hash every row: the pixels are hashed once, for
// the bands and the image alike.
func imageKey(r image.Rectangle, keys []bandKey) pngKey {
	var a, b maphash.Hash
	a.SetSeed(seed1)
	b.SetSeed(seed2)
	var word [8]byte
	for _, k := range keys {
		binary.LittleEndian.PutUint64(word[:], k.h1)
		a.Write(word[:])
		binary.LittleEndian.PutUint64(word[:], k.h2)
		b.Write(word[:])
	}
	return pngKey{w: r.Dx(), h: r.Dy(), h1: a.Sum64(), h2: b.Sum64()}
}

// SetPNGCacheSize sets how many encoded images Canvas.PNG keeps (64 by
// default) and empties the cache and that of compressed bands (bands.go);
// 0 turns both off. Benchmarks of a board's first drawing use it.
func SetPNGCacheSize(n int) {
	pngs.reset(n)
	if n > 0 {
		bands.reset(bandCacheBytes)
	} else {
		bands.reset(0)
	}
}

// PNGCacheStats returns how many PNG calls found their image already
// encoded (hits) and how many encoded it (misses), since the start.
func PNGCacheStats() (hits, misses uint64) { return pngs.stats() }
