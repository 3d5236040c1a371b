package draw

import (
	"bytes"
	"io"
	"testing"

	"github.com/klauspost/compress/flate"
)

// BenchmarkDeflateFloor deflates the raw indexes of every golden board,
// a byte a pixel and a filter byte a row, whole, with klauspost's
// fastest levels: the least a board whose every band changed could cost
// in deflating alone, before it is drawn, counted or indexed. It reports
// the processor time a board (cpu-ns/board) and the bytes a board.
func BenchmarkDeflateFloor(b *testing.B) {
	imgs := boardImages(b)
	var raws [][]byte
	for _, img := range imgs {
		e, _ := indexedFor(img)
		w := img.Rect.Dx()
		raw := make([]byte, 0, (w+1)*img.Rect.Dy())
		var prev []byte
		for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
			cur := make([]byte, w)
			e.indexRow(cur, row(img, y), nil, prev)
			raw = append(append(raw, 0), cur...)
			prev = cur
		}
		raws = append(raws, raw)
	}
	for _, lv := range []struct {
		name  string
		level int
	}{{"BestSpeed", flate.BestSpeed}, {"HuffmanOnly", flate.HuffmanOnly}} {
		b.Run(lv.name, func(b *testing.B) {
			fw, _ := flate.NewWriter(io.Discard, lv.level)
			var out bytes.Buffer
			start := cpuTime()
			size := 0
			for b.Loop() {
				size = 0
				for _, raw := range raws {
					out.Reset()
					fw.Reset(&out)
					fw.Write(raw)
					fw.Close()
					size += out.Len()
				}
			}
			reportCPU(b, start)
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N*len(raws)), "cpu-ns/board")
			b.ReportMetric(float64(size)/float64(len(raws)), "B/board")
		})
	}
}
