package draw

import (
	"bytes"
	"testing"
)

// BenchmarkCountIndexBand counts the colours of every band of the golden
// boards of every game and writes their palette indexes, in one pass
// (countIndexBand, "one") or counted then indexed ("two"), as IndexedPNG
// does the bands a move changed.
func BenchmarkCountIndexBand(b *testing.B) {
	imgs := boardImages(b)
	var es []*indexedPNG
	var ps []*palette
	for _, img := range imgs {
		e, p := indexedFor(img)
		es, ps = append(es, e), append(ps, p)
	}
	b.Run("one", func(b *testing.B) {
		start := cpuTime()
		for b.Loop() {
			for i, img := range imgs {
				e := es[i]
				e.guess.reset((img.Rect.Dy()+bandRows-1)/bandRows, img.Rect.Dx())
				for y0, band := img.Rect.Min.Y, 0; y0 < img.Rect.Max.Y; y0, band = y0+bandRows, band+1 {
					e.countIndexBand(img, band, y0, min(y0+bandRows, img.Rect.Max.Y), ps[i])
				}
			}
		}
		reportCPU(b, start)
	})
	b.Run("two", func(b *testing.B) {
		start := cpuTime()
		for b.Loop() {
			for i, img := range imgs {
				e := es[i]
				n := 1 + img.Rect.Dx()
				e.prev, e.cur = grow(e.prev, n), grow(e.cur, n)
				for y0 := img.Rect.Min.Y; y0 < img.Rect.Max.Y; y0 += bandRows {
					y1 := min(y0+bandRows, img.Rect.Max.Y)
					e.countBand(img, y0, y1)
					for y := y0; y < y1; y++ {
						px := row(img, y)
						var above []byte
						if y > img.Rect.Min.Y {
							above = row(img, y-1)
						}
						if above != nil && bytes.Equal(px, above) {
							copy(e.cur, e.prev)
						} else {
							e.indexRow(e.cur[1:], px, above, e.prev[1:])
						}
						e.prev, e.cur = e.cur, e.prev
					}
				}
			}
		}
		reportCPU(b, start)
	})
}
