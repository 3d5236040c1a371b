package draw

import (
	"bytes"
	"io"
	"testing"

	"github.com/klauspost/compress/flate"
)

// BenchmarkDeflateFloor deflates the raw indexes of a game's golden
// boards, a byte a pixel and a filter byte a row, each board whole, with
// klauspost's fastest level: the least a board whose every band changed
// (a match's first board, a busy channel's paced one) costs in deflating
// alone, before it is drawn, counted, indexed or filtered. It reports the
// processor time (cpu-ns/board) and the bytes (B/board) of a board, and
// its pixels.
func BenchmarkDeflateFloor(b *testing.B) {
	for _, game := range []string{"qwinto", "quingo", "cinqo", "blingo", "quinientos"} {
		var raws [][]byte
		pixels := 0
		for _, rgba := range goldenImages(b, game) {
			if rgba.Rect.Dx() < 200 {
				continue // a hand, not a board
			}
			e, _ := indexedFor(rgba)
			w := rgba.Rect.Dx()
			raw := make([]byte, 0, (w+1)*rgba.Rect.Dy())
			prev := make([]byte, w)
			for y := rgba.Rect.Min.Y; y < rgba.Rect.Max.Y; y++ {
				cur := make([]byte, w)
				e.indexRow(cur, row(rgba, y), nil, prev)
				raw = append(append(raw, 0), cur...)
				prev = cur
			}
			raws = append(raws, raw)
			pixels += w * rgba.Rect.Dy()
		}
		if len(raws) == 0 {
			b.Fatalf("no golden boards of %s", game)
		}
		b.Run(game, func(b *testing.B) {
			fw, _ := flate.NewWriter(io.Discard, flate.BestSpeed)
			var out bytes.Buffer
			start := cpuTime()
			size := 0
			for b.Loop() {
				size = 0
				for _, raw := range raws {
					out.Reset()
					fw.Reset(&out)
					if _, err := fw.Write(raw); err != nil {
						b.Fatal(err)
					}
					if err := fw.Close(); err != nil {
						b.Fatal(err)
					}
					size += out.Len()
				}
			}
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N*len(raws)), "cpu-ns/board")
			b.ReportMetric(float64(size)/float64(len(raws)), "B/board")
			b.ReportMetric(float64(pixels)/float64(len(raws)), "pixels/board")
		})
	}
}
