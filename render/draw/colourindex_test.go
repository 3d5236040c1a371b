package draw

import "testing"

func TestColourIndexKeepsEveryColourThroughGrowth(t *testing.T) {
	var ix colourIndex
	const n = 5000 // several doublings past minColourIndexSlots
	colour := func(i int) uint32 { return 1<<24 | uint32(i*7919)&0xffffff }
	for i := range n {
		if _, ok := ix.get(colour(i)); ok {
			t.Fatalf("colour %d found before it was put", i)
		}
		ix.put(colour(i), uint8(i))
	}
	for i := range n {
		if v, ok := ix.get(colour(i)); !ok || v != uint8(i) {
			t.Fatalf("colour %d: got %d, %v, want %d, true", i, v, ok, uint8(i))
		}
	}
	if _, ok := ix.get(colour(n)); ok {
		t.Error("a colour never put was found")
	}
	seen := 0
	ix.each(func(uint32, uint8) { seen++ })
	if seen != n {
		t.Errorf("each saw %d colours, want %d", seen, n)
	}
}

func TestPaletteIndexesOwnThenNearest(t *testing.T) {
	colours := []uint32{1<<24 | 0x000000, 1<<24 | 0xffffff, 1<<24 | 0xff0000}
	p := newPalette(colours)
	tb := newColourTable()
	blend := uint32(1<<24 | 0xf01010) // nearest to red
	for _, k := range append(colours, blend) {
		tb.slot(k)
	}
	idx := make([]uint8, tableSize)
	p.indexTable(tb, idx)
	want := map[uint32]uint8{colours[0]: 0, colours[1]: 1, colours[2]: 2, blend: 2}
	for k, w := range want {
		if got := idx[tb.slot(k)]; got != w {
			t.Errorf("colour %06x: index %d, want %d", k&0xffffff, got, w)
		}
	}
	// A palette grown from p keeps the index p found for the blend, though
	// the new palette has a nearer colour.
	q := p.grown([]uint32{1<<24 | 0xf01011})
	if i, ok := q.index(blend); !ok || i != 2 {
		t.Errorf("grown palette: blend's index %d, %v, want 2, true", i, ok)
	}
}
