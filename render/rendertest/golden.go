// Package rendertest holds what renderer tests share: golden images
// compared by their decoded pixels.
package rendertest

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/games/gametest"
)

// GoldenPNG compares the PNG got with the PNG file at path pixel by pixel,
// so that an encoder change that keeps the picture passes, and fails with
// the number of pixels that differ. With -update (a flag the test package
// defines) it writes got to path first.
func GoldenPNG(t testing.TB, path string, got []byte) {
	t.Helper()
	if gametest.Updating() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	a, err := png.Decode(bytes.NewReader(got))
	if err != nil {
		t.Fatalf("%s: the image made is no PNG: %v", path, err)
	}
	b, err := png.Decode(bytes.NewReader(want))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if n, err := PixelsDiffer(a, b); err != nil || n > 0 {
		t.Fatalf("%s: %d pixels differ, %v (run go test -update after looking at the image)", path, n, err)
	}
}

// PixelsDiffer counts the pixels whose colours differ between a and b, or
// fails when their sizes differ.
func PixelsDiffer(a, b image.Image) (int, error) {
	if a.Bounds() != b.Bounds() {
		return 0, &sizeError{a.Bounds(), b.Bounds()}
	}
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				n++
			}
		}
	}
	return n, nil
}

type sizeError struct{ got, want image.Rectangle }

func (e *sizeError) Error() string {
	return "rendertest: size " + e.got.String() + ", want " + e.want.String()
}
