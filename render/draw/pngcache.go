package draw

import (
	"encoding/binary"
	"hash/maphash"
	"image"
	"sync"
)

// pngCache keeps the PNGs of the last images encoded, keyed by a 128-bit
// hash of their pixels, so that a board drawn again unchanged (a move
// that did not change what the picture shows, a board shown twice) costs a
// hash of its pixels instead of an encode. Hashing is about thirty times
// cheaper than encoding. Safe for concurrent use.
type pngCache struct {
	mu    sync.Mutex
	keys  []pngKey // oldest first
	data  map[pngKey][]byte
	limit int

	hits, misses uint64
}

// pngKey identifies an image by its size and two independent hashes of
// its pixels: two images share a key by accident with odds of about one
// in 2^128.
type pngKey struct {
	w, h   int
	h1, h2 uint64
}

var (
	seed1, seed2 = maphash.MakeSeed(), maphash.MakeSeed()
	pngs         = &pngCache{data: map[pngKey][]byte{}, limit: 64}
)

// keyOf hashes the pixels of img, row by row.
func keyOf(img *image.RGBA) pngKey {
	var a, b maphash.Hash
	a.SetSeed(seed1)
	b.SetSeed(seed2)
	r := img.Rect
	var dims [16]byte
	binary.LittleEndian.PutUint64(dims[:], uint64(r.Dx()))
	binary.LittleEndian.PutUint64(dims[8:], uint64(r.Dy()))
	a.Write(dims[:])
	b.Write(dims[:])
	for y := r.Min.Y; y < r.Max.Y; y++ {
		off := img.PixOffset(r.Min.X, y)
		row := img.Pix[off : off+4*r.Dx()]
		a.Write(row)
		b.Write(row)
	}
	return pngKey{w: r.Dx(), h: r.Dy(), h1: a.Sum64(), h2: b.Sum64()}
}

// get returns the PNG kept for key, if any. The bytes are shared: callers
// must not change them.
func (c *pngCache) get(key pngKey) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	data, ok := c.data[key]
	if ok {
		c.hits++
	} else {
		c.misses++
	}
	return data, ok
}

// put keeps data for key, dropping the oldest entries beyond the limit.
func (c *pngCache) put(key pngKey, data []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.data[key]; ok || c.limit <= 0 {
		return
	}
	for len(c.keys) >= c.limit {
		delete(c.data, c.keys[0])
		c.keys = c.keys[1:]
	}
	c.keys = append(c.keys, key)
	c.data[key] = data
}

// SetPNGCacheSize sets how many encoded images Canvas.PNG keeps (64 by
// default) and empties the cache and that of compressed bands (bands.go);
// 0 turns both off. Benchmarks of a board's first drawing use it.
func SetPNGCacheSize(n int) {
	pngs.mu.Lock()
	defer pngs.mu.Unlock()
	pngs.limit = max(n, 0)
	pngs.keys, pngs.data = nil, map[pngKey][]byte{}
	if n > 0 {
		bands.reset(bandCacheBytes)
	} else {
		bands.reset(0)
	}
}

// PNGCacheStats returns how many PNG calls found their image already
// encoded (hits) and how many encoded it (misses), since the start.
func PNGCacheStats() (hits, misses uint64) {
	pngs.mu.Lock()
	defer pngs.mu.Unlock()
	return pngs.hits, pngs.misses
}
