package draw

import (
	"slices"
	"testing"
)

// TestChosenPaletteHoldsEveryFlatColour: a palette chosen for an image
// of more colours than fit holds every flat area's colour, even one a
// few levels from another, so that the next board, with the same flat
// areas, finds them all and keeps the palette (and its bands).
func TestChosenPaletteHoldsEveryFlatColour(t *testing.T) {
	var colours []uint32
	for i := range 40 { // flat colours in pairs two levels apart
		colours = append(colours, pack([]byte{byte(100 + i/2*3), byte(i % 2 * 2), 50}))
	}
	flat := len(colours)
	for i := range 600 { // blends
		colours = append(colours, pack([]byte{byte(i), byte(i * 7), byte(i * 13)}))
	}
	got := choosePalette(colours, flat)
	if len(got) > MaxPaletteColours {
		t.Fatalf("%d colours, want at most %d", len(got), MaxPaletteColours)
	}
	for _, k := range colours[:flat] {
		if !slices.Contains(got, k) {
			t.Fatalf("flat colour %06x left out of the palette", k&0xffffff)
		}
	}
}

// TestGrownPaletteKeepsIndexes: a palette grown by new colours gives
// every colour its parent indexed, its own or the nearest, the same index,
// so that bands compressed under the parent serve unchanged.
func TestGrownPaletteKeepsIndexes(t *testing.T) {
	p := newPalette([]uint32{pack([]byte{0, 0, 0}), pack([]byte{200, 200, 200}), pack([]byte{255, 0, 0})})
	table := newColourTable()
	blend := pack([]byte{150, 140, 140}) // nearest the grey
	for _, k := range append(slices.Clone(p.colours), blend) {
		table.slot(k)
	}
	before := make([]uint8, tableSize)
	p.indexTable(table, before)
	q := p.grown([]uint32{pack([]byte{160, 130, 130})}) // nearer the blend
	after := make([]uint8, tableSize)
	q.indexTable(table, after)
	for _, s := range table.used {
		if before[s] != after[s] {
			t.Errorf("colour %06x: index %d under the parent, %d under the grown palette", table.keys[s]&0xffffff, before[s], after[s])
		}
	}
	fresh := newPalette(q.colours)
	fresh.indexTable(table, after)
	if after[table.slot(blend)] == before[table.slot(blend)] {
		t.Fatal("the test's blend has the same nearest in either palette: it checks nothing")
	}
}

// BenchmarkChoosePalette chooses a palette afresh for the representative
// board (some 2,400 colours) and indexes every colour under it: what an
// image whose pixels depended on its own colours alone would pay on every
// encode, where IndexedPNG keeps the last palette of the image's size.
func BenchmarkChoosePalette(b *testing.B) {
	c := drawBoard()
	t := newColourTable()
	t.count(c.Image())
	idx := make([]uint8, tableSize)
	b.ReportAllocs()
	defer reportCPU(b, cpuTime())
	for b.Loop() {
		p := newPalette(choosePalette(t.colours(), t.flat()))
		p.indexTable(t, idx)
	}
	b.ReportMetric(float64(len(t.used)), "colours")
}
