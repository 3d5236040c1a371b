package draw

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"io"
	"testing"
)

func TestPNGRoundTrip(t *testing.T) {
	c := drawBoard()
	b, err := c.PNG()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if msg := comparePixels(img, c.Image()); msg != "" {
		t.Error(msg)
	}
}

// failWriter fails every write.
type failWriter struct{}

var errWrite = errors.New("write refused")

func (failWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestEncodeWrapsWriteError(t *testing.T) {
	err := New(10, 10, White).Encode(failWriter{})
	if !errors.Is(err, errWrite) {
		t.Fatalf("Encode error = %v, want it to wrap %v", err, errWrite)
	}
}

// BenchmarkBoard draws the representative 800×400 score sheet (3 rows of
// 12 numbered cells and 3 dice) and encodes it as a PNG, as a move does.
func BenchmarkBoard(b *testing.B) {
	SetPNGCacheSize(0) // a new board every time
	defer SetPNGCacheSize(64)
	b.ReportAllocs()
	defer reportCPU(b, cpuTime())
	var size int
	for b.Loop() {
		out, err := drawBoard().PNG()
		if err != nil {
			b.Fatal(err)
		}
		size = len(out)
	}
	b.ReportMetric(float64(size), "bytes/png")
}

// BenchmarkBoardDraw draws the score sheet without encoding it.
func BenchmarkBoardDraw(b *testing.B) {
	b.ReportAllocs()
	defer reportCPU(b, cpuTime())
	for b.Loop() {
		drawBoard()
	}
}

// BenchmarkEncode compares image/png's compression levels on the score
// sheet with encodeOpaque, which Encode uses for opaque canvases.
func BenchmarkEncode(b *testing.B) {
	img := drawBoard().Image()
	for _, level := range []png.CompressionLevel{png.DefaultCompression, png.BestSpeed, png.BestCompression, png.NoCompression} {
		enc := png.Encoder{CompressionLevel: level, BufferPool: &bufferPool{}}
		b.Run(fmt.Sprint(levelName(level)), func(b *testing.B) {
			benchEncode(b, func(w io.Writer) error { return enc.Encode(w, img) })
		})
	}
	b.Run("Opaque", func(b *testing.B) {
		benchEncode(b, func(w io.Writer) error { _, err := encodeOpaque(w, img, nil); return err })
	})
}

// benchEncode runs encode and reports the size of its output and the
// processor time it took (cpu-ns/op, steadier than ns/op on a busy machine).
func benchEncode(b *testing.B, encode func(io.Writer) error) {
	b.ReportAllocs()
	var size int
	start := cpuTime()
	for b.Loop() {
		var w countWriter
		if err := encode(&w); err != nil {
			b.Fatal(err)
		}
		size = int(w)
	}
	reportCPU(b, start)
	b.ReportMetric(float64(size), "bytes/png")
}

func levelName(l png.CompressionLevel) string {
	switch l {
	case png.DefaultCompression:
		return "Default"
	case png.BestSpeed:
		return "BestSpeed"
	case png.BestCompression:
		return "BestCompression"
	case png.NoCompression:
		return "NoCompression"
	}
	return fmt.Sprint(int(l))
}

// countWriter counts the bytes written to it.
type countWriter int

func (w *countWriter) Write(p []byte) (int, error) { *w += countWriter(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)
