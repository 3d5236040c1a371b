package draw

import (
	"hash/maphash"
	"sync/atomic"
)

// A move changes a few bands of a board; the others keep their colours,
// and the palette mostly stays. So what a band's colours take under a
// palette (their indexes, the key of those indexes, the colours the
// palette lacks) is worked out once per band and palette and kept with
// the band's colours: a board whose palette stays looks up no colour of
// the bands it did not change, and IndexedPNG gathers every colour of the
// image into one table only when the palette must change.

// bandColours is the colours of a band and how many pixels each covers,
// and what they take under the last palette asked (under).
type bandColours struct {
	keys   []uint32
	counts []int32
	memo   atomic.Pointer[bandIndexes]
}

// bandIndexes is what the colours of a band take under one palette: the
// index of each (in the order of bandColours.keys), a hash of those
// indexes (never 0; a band's compressed indexes depend on its pixels and
// on these alone, so a band compressed under one palette serves another
// that gives its colours the same indexes, one grown from it, say), and
// the colours the palette lacks with their pixels. It never changes once
// made.
type bandIndexes struct {
	pal    *palette
	idx    []uint8
	key    uint64
	absent []colourCount
}

// colourCount is a colour and the pixels it covers.
type colourCount struct {
	colour uint32
	count  int32
}

// under returns what the colours of bc take under p, kept from the last
// call for the same palette.
func (bc *bandColours) under(p *palette) *bandIndexes {
	if u := bc.memo.Load(); u != nil && u.pal == p {
		return u
	}
	u := p.indexesOf(bc)
	bc.memo.Store(u)
	return u
}

// maxNear bounds the colours a palette keeps the nearest of.
const maxNear = 1 << 14

// indexesOf returns what the colours of bc take under p: each its own
// index, or the nearest colour's when p lacks it.
func (p *palette) indexesOf(bc *bandColours) *bandIndexes {
	u := &bandIndexes{pal: p, idx: make([]uint8, len(bc.keys))}
	p.mu.Lock()
	if len(p.near) > maxNear {
		clear(p.near)
	}
	for j, k := range bc.keys {
		i, ok := p.exact[k]
		if !ok {
			u.absent = append(u.absent, colourCount{k, bc.counts[j]})
			if i, ok = p.near[k]; !ok {
				i = uint8(nearest(p.colours, k))
				p.near[k] = i
			}
		}
		u.idx[j] = i
	}
	p.mu.Unlock()
	u.key = maphash.Bytes(seed, u.idx) | 1
	return u
}

// lacksFlat reports whether p lacks a colour that covers flatPixels
// pixels or more of the image whose bands have the colours sets, as
// p.missing would on all their colours gathered, from the colours each
// band's indexes under p say p lacks (or, for a band not yet indexed
// under p, from p's own colours: p is not changed). It counts in e.table.
func (e *indexedPNG) lacksFlat(p *palette, sets []*bandColours) bool {
	e.table.reset()
	add := func(k uint32, n int32) bool {
		s := e.table.slot(k)
		if s < 0 {
			return true
		}
		e.table.counts[s] += n
		return e.table.counts[s] >= flatPixels
	}
	for _, bc := range sets {
		if u := bc.memo.Load(); u != nil && u.pal == p {
			for _, a := range u.absent {
				if add(a.colour, a.count) {
					return true
				}
			}
			continue
		}
		for j, k := range bc.keys {
			if _, ok := p.exact[k]; !ok && add(k, bc.counts[j]) {
				return true
			}
		}
	}
	return false
}
