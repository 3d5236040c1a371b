package draw

import (
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// boardImages returns the golden boards of every game (render/*/testdata),
// as RGBA images.
func boardImages(tb testing.TB) []*image.RGBA {
	var out []*image.RGBA
	for _, game := range []string{"blingo", "cinqo", "quingo", "quinientos", "qwinto"} {
		out = append(out, goldenImages(tb, game)...)
	}
	if len(out) == 0 {
		tb.Skip("no golden boards")
	}
	return out
}

// goldenImages returns the golden images of game (render/<game>/testdata),
// as RGBA images, in the order of their names.
func goldenImages(tb testing.TB, game string) []*image.RGBA {
	names, _ := filepath.Glob(filepath.Join("..", game, "testdata", "*.png"))
	var out []*image.RGBA
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			tb.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			tb.Fatal(err)
		}
		rgba := image.NewRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Rect, img, img.Bounds().Min, draw.Src)
		out = append(out, rgba)
	}
	return out
}

// indexedFor returns an indexedPNG whose table and indexes hold img's
// colours under a palette chosen for it.
func indexedFor(img *image.RGBA) (*indexedPNG, *palette) {
	e := &indexedPNG{table: newColourTable(), band: newColourTable(), idx: make([]uint8, tableSize)}
	e.table.count(img)
	p := newPalette(choosePalette(e.table.colours(), e.table.flat()))
	p.indexTable(e.table, e.idx)
	return e, p
}

// BenchmarkCompressBand compresses every band of the golden boards of
// every game, as IndexedPNG does the bands a move changed.
func BenchmarkCompressBand(b *testing.B) {
	imgs := boardImages(b)
	type prepared struct {
		e *indexedPNG
		p *palette
	}
	var ps []prepared
	bandsPerOp := 0
	for _, img := range imgs {
		e, p := indexedFor(img)
		ps = append(ps, prepared{e, p})
		bandsPerOp += (img.Rect.Dy() + bandRows - 1) / bandRows
	}
	b.ReportAllocs()
	start := cpuTime()
	size := 0
	for b.Loop() {
		size = 0
		for i, img := range imgs {
			for y0 := img.Rect.Min.Y; y0 < img.Rect.Max.Y; y0 += bandRows {
				bd, err := ps[i].e.compressBand(img, y0, min(y0+bandRows, img.Rect.Max.Y), ps[i].p)
				if err != nil {
					b.Fatal(err)
				}
				size += len(bd.data)
			}
		}
	}
	reportCPU(b, start)
	b.ReportMetric(float64(bandsPerOp), "bands/op")
	b.ReportMetric(float64(size), "bytes/op")
}
