package draw

// colourCounts keeps a number by colour (packed as pack packs them),
// a running count of pixels, say: an open-addressing table that grows as
// colours come, several times cheaper than a map for the few hundred to
// few thousand colours of a board. A colour whose number falls back to
// zero keeps its slot until the table grows.
type colourCounts struct {
	keys   []uint32 // 0: an empty slot
	counts []int32
	n      int // slots taken
}

// add adds n (which may be negative) to the count of colour k and
// returns the count before and after.
func (t *colourCounts) add(k uint32, n int32) (was, now int32) {
	if 2*(t.n+1) > len(t.keys) {
		t.grow(0)
	}
	mask := uint32(len(t.keys) - 1)
	for s := (k * 0x9E3779B1) & mask; ; s = (s + 1) & mask {
		switch t.keys[s] {
		case k:
		case 0:
			t.keys[s] = k
			t.n++
		default:
			continue
		}
		was = t.counts[s]
		t.counts[s] = was + n
		return was, was + n
	}
}

// get returns the count of colour k (0 when it has none).
func (t *colourCounts) get(k uint32) int32 {
	if len(t.keys) == 0 {
		return 0
	}
	mask := uint32(len(t.keys) - 1)
	for s := (k * 0x9E3779B1) & mask; ; s = (s + 1) & mask {
		switch t.keys[s] {
		case k:
			return t.counts[s]
		case 0:
			return 0
		}
	}
}

// reserve makes room for n colours more than the table holds, so that
// adding them does not grow it again and again.
func (t *colourCounts) reserve(n int) {
	if 2*(t.n+n) > len(t.keys) {
		t.grow(n)
	}
}

// grow makes the table four times the colours whose count is not zero
// and more (256 slots at least), keeping those colours and dropping the
// others.
func (t *colourCounts) grow(more int) {
	keys, counts := t.keys, t.counts
	live := 1 + more
	for s, k := range keys {
		if k != 0 && counts[s] != 0 {
			live++
		}
	}
	size := 256
	for size < 4*live {
		size *= 2
	}
	t.keys, t.counts, t.n = make([]uint32, size), make([]int32, size), 0
	for s, k := range keys {
		if k != 0 && counts[s] != 0 {
			t.add(k, counts[s])
		}
	}
}
