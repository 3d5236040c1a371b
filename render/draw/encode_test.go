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
	b.ReportAllocs()
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
	for b.Loop() {
		drawBoard()
	}
}

// BenchmarkEncode compares compression levels on the score sheet; the
// package encoder uses the level it names.
func BenchmarkEncode(b *testing.B) {
	img := drawBoard().Image()
	for _, level := range []png.CompressionLevel{png.DefaultCompression, png.BestSpeed, png.BestCompression, png.NoCompression} {
		enc := png.Encoder{CompressionLevel: level, BufferPool: &bufferPool{}}
		b.Run(fmt.Sprint(levelName(level)), func(b *testing.B) {
			b.ReportAllocs()
			var size int
			for b.Loop() {
				var w countWriter
				if err := enc.Encode(&w, img); err != nil {
					b.Fatal(err)
				}
				size = int(w)
			}
			b.ReportMetric(float64(size), "bytes/png")
		})
	}
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
