package draw

import (
	"hash/maphash"
	"sync"
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
	u := &bandIndexes{pal: p, idx: make([]uint8, len(bc.keys)), absent: make([]colourCount, 0, len(bc.keys)/2)}
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
// p.missing would on all their colours gathered. It keeps the totals of
// the colours p lacks in the last image asked of it (p.last), so that
// only the bands that differ from that image's are looked at: a move's
// board of a channel whose last board had p costs the bands the move
// changed. p's colours and indexes are not changed.
func (p *palette) lacksFlat(sets []*bandColours) bool {
	l := &p.last
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.sets) != len(sets) {
		l.sets = make([]*bandColours, len(sets))
		l.absent = make([][]colourCount, len(sets))
		l.totals = map[uint32]int32{}
		l.flat = 0
	}
	for i, bc := range sets {
		if l.sets[i] == bc {
			continue
		}
		for _, a := range l.absent[i] {
			l.add(a.colour, -a.count)
		}
		l.sets[i], l.absent[i] = bc, p.absentOf(bc)
		for _, a := range l.absent[i] {
			l.add(a.colour, a.count)
		}
	}
	return l.flat > 0
}

// lastImage is what lacksFlat keeps of the last image asked of a
// palette: its bands' colours, the colours the palette lacks of each
// band and their totals over the image, and how many of those totals
// reach flatPixels.
type lastImage struct {
	mu     sync.Mutex
	sets   []*bandColours
	absent [][]colourCount
	totals map[uint32]int32
	flat   int
}

// add adds n pixels to the total of colour k.
func (l *lastImage) add(k uint32, n int32) {
	was := l.totals[k]
	now := was + n
	if now == 0 {
		delete(l.totals, k)
	} else {
		l.totals[k] = now
	}
	switch {
	case was < flatPixels && now >= flatPixels:
		l.flat++
	case was >= flatPixels && now < flatPixels:
		l.flat--
	}
}

// absentOf returns the colours of bc that p lacks, with their pixels:
// those its indexes under p kept, or, when bc has none for p, from p's
// own colours (p.near is not changed, so that a palette grown from p
// takes the nearest of its own for colours p never indexed).
func (p *palette) absentOf(bc *bandColours) []colourCount {
	if u := bc.memo.Load(); u != nil && u.pal == p {
		return u.absent
	}
	var out []colourCount
	for j, k := range bc.keys {
		if _, ok := p.exact[k]; !ok {
			out = append(out, colourCount{k, bc.counts[j]})
		}
	}
	return out
}
