package draw

import "testing"

// TestIndexRowReadsTransparentBlackFirst: a row that opens on two
// transparent black pixels gets black's index there, as the pixels after
// them do, and not the index of no colour looked up yet.
func TestIndexRowReadsTransparentBlackFirst(t *testing.T) {
	e := &indexedPNG{table: newColourTable(), idx: make([]uint8, tableSize)}
	black := pack([]byte{0, 0, 0})
	e.idx[e.table.slot(black)] = 5
	px := make([]byte, 4*6) // transparent black, six pixels
	dst := make([]byte, 6)
	e.indexRow(dst, px, nil, nil)
	for i, got := range dst {
		if got != 5 {
			t.Fatalf("pixel %d has index %d, want black's, 5: %v", i, got, dst)
		}
	}
}
