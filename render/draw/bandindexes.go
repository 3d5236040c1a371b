package draw

import (
	"hash/maphash"
	"slices"
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
// the colours the palette lacks with their pixels. A key of 0 says the
// indexes of the colours the palette lacks are not looked up yet
// (lacking). It never changes once made.
type bandIndexes struct {
	pal    *palette
	idx    []uint8
	key    uint64
	absent []colourCount
}

// colourCount is a colour of a band, the pixels it covers and its place
// in the band's colours.
type colourCount struct {
	colour       uint32
	count, place int32
}

// under returns what the colours of bc take under p, kept from the last
// call for the same palette.
func (bc *bandColours) under(p *palette) *bandIndexes {
	u := bc.memo.Load()
	if u != nil && u.pal == p && u.key != 0 {
		return u
	}
	if u == nil || u.pal != p {
		u = p.nearestFor(p.lacking(bc), true)
	} else {
		u = p.nearestFor(u, false)
	}
	bc.memo.Store(u)
	return u
}

// indexesOf returns what the colours of bc take under p: each its own
// index, or the nearest colour's when p lacks it.
func (p *palette) indexesOf(bc *bandColours) *bandIndexes { return p.nearestFor(p.lacking(bc), true) }

// lacking returns the indexes under p of the colours of bc that p holds
// and the colours it lacks, their nearest not looked up yet (key 0). It
// does not change p.
func (p *palette) lacking(bc *bandColours) *bandIndexes {
	u := &bandIndexes{pal: p, idx: make([]uint8, len(bc.keys))}
	var scratch [512]colourCount
	absent := scratch[:0]
	p.mu.Lock()
	for j, k := range bc.keys {
		if v := p.lookup.get(k); v > 0 {
			u.idx[j] = uint8(v - 1)
		} else {
			absent = append(absent, colourCount{k, bc.counts[j], int32(j)})
		}
	}
	p.mu.Unlock()
	u.absent = slices.Clone(absent)
	return u
}

// maxNear bounds the colours a palette keeps the nearest of.
const maxNear = 1 << 14

// nearestFor returns u, made by lacking, with the index of the nearest
// colour of p for each colour p lacks, and its key: u itself when it is
// its caller's own (no other goroutine sees it), else a copy.
func (p *palette) nearestFor(u *bandIndexes, own bool) *bandIndexes {
	done := u
	if !own {
		done = &bandIndexes{pal: p, idx: slices.Clone(u.idx), absent: u.absent}
	}
	p.mu.Lock()
	if p.near > maxNear {
		p.lookup, p.near = colourCounts{}, 0
		for i, k := range p.colours {
			p.lookup.add(k, int32(i)+1)
		}
	}
	for _, a := range u.absent {
		v := p.lookup.get(a.colour)
		if v == 0 {
			v = -1 - int32(nearest(p.colours, a.colour))
			p.lookup.add(a.colour, v)
			p.near++
		}
		done.idx[a.place] = uint8(-1 - v)
	}
	p.mu.Unlock()
	done.key = maphash.Bytes(seed, done.idx) | 1
	return done
}

// indexOf returns the index p gave colour k, its own or the nearest's,
// and whether it gave one.
func (p *palette) indexOf(k uint32) (uint8, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch v := p.lookup.get(k); {
	case v > 0:
		return uint8(v - 1), true
	case v < 0:
		return uint8(-1 - v), true
	}
	return 0, false
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
		l.totals = colourCounts{}
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
	totals colourCounts
	flat   int
}

// add adds n pixels to the total of colour k.
func (l *lastImage) add(k uint32, n int32) {
	was, now := l.totals.add(k, n)
	switch {
	case was < flatPixels && now >= flatPixels:
		l.flat++
	case was >= flatPixels && now < flatPixels:
		l.flat--
	}
}

// absentOf returns the colours of bc that p lacks, with their pixels,
// kept with bc's indexes under p (lacking: no nearest colour is looked
// up, so that a palette grown from p takes the nearest of its own for
// colours p never indexed).
func (p *palette) absentOf(bc *bandColours) []colourCount {
	u := bc.memo.Load()
	if u == nil || u.pal != p {
		u = p.lacking(bc)
		bc.memo.Store(u)
	}
	return u.absent
}
