package draw

import (
	"encoding/binary"
	"hash/maphash"
	"image"
)

// pngs keeps the PNGs of the last 64 images encoded, keyed by a hash of
// their pixels, so that a board drawn again unchanged (a move that did not
// change what the picture shows, a board shown twice) costs a hash of its
// pixels instead of an encode. Hashing is about thirty times cheaper than
// encoding. The bytes kept are shared: callers must not change them.
var pngs = newFIFOCache[pngKey](64, func([]byte) int { return 1 })

// pngKey identifies an image by its size and a hash of the hashes of its
// bands (bandKey, with the same odds).
type pngKey struct {
	w, h    int
	hash    uint64
	indexed bool // encoded by IndexedPNG
}

// seed keys the hashes of bands and images for this process.
var seed = maphash.MakeSeed()

// imageKey returns the key of an image of bounds r from the keys of its
// bands, which together hash every row: the pixels are hashed once, for
// the bands and the image alike.
func imageKey(r image.Rectangle, keys []bandKey) pngKey {
	var h maphash.Hash
	h.SetSeed(seed)
	var word [8]byte
	for _, k := range keys {
		binary.LittleEndian.PutUint64(word[:], k.h)
		h.Write(word[:])
	}
	return pngKey{w: r.Dx(), h: r.Dy(), hash: h.Sum64()}
}

// SetPNGCacheSize sets how many encoded images Canvas.PNG keeps (64 by
// default) and empties the cache and those of compressed bands (bands.go)
// and of bands' colours and palettes (indexed.go); 0 turns them all off.
// Benchmarks of a board's first drawing use it.
func SetPNGCacheSize(n int) {
	pngs.reset(n)
	if n > 0 {
		bands.reset(bandCacheBytes)
		bandColourSets.reset(bandCacheBytes / 4)
		recent.reset(true)
	} else {
		bands.reset(0)
		bandColourSets.reset(0)
		recent.reset(false)
	}
}

// PNGCacheStats returns how many PNG calls found their image already
// encoded (hits) and how many encoded it (misses), since the start.
func PNGCacheStats() (hits, misses uint64) { return pngs.stats() }

// BandCacheStats returns how many bands encodes found compressed already
// (hits) and how many they compressed (misses), since the start.
func BandCacheStats() (hits, misses uint64) { return bands.stats() }

// BandColourStats returns how many bands indexed encodes found counted
// already (hits) and how many they drew and counted the colours of
// (misses), since the start.
func BandColourStats() (hits, misses uint64) { return bandColourSets.stats() }
