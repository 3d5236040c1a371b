package render

import (
	"bytes"
	"errors"
	"image/png"
	"testing"
)

func TestSparkPoints(t *testing.T) {
	pts := SparkPoints([]float64{10, 30, 20}, 100, 40)
	if pts[0][0] != sparkPad || pts[2][0] != 100-sparkPad-1 {
		t.Errorf("x from %d to %d, want %d to %d", pts[0][0], pts[2][0], sparkPad, 100-sparkPad-1)
	}
	if pts[1][1] != sparkPad || pts[0][1] != 40-sparkPad {
		t.Errorf("highest at y %d, lowest at y %d; want top %d and bottom %d", pts[1][1], pts[0][1], sparkPad, 40-sparkPad)
	}
	if pts[2][1] != 20 {
		t.Errorf("middle value at y %d, want 20", pts[2][1])
	}
	if flat := SparkPoints([]float64{5, 5}, 100, 40); flat[0][1] != 20 || flat[1][1] != 20 {
		t.Errorf("a flat series at %v, want the middle", flat)
	}
}

func TestSparkline(t *testing.T) {
	if _, err := Sparkline([]float64{1}); !errors.Is(err, ErrFewPoints) {
		t.Errorf("one value: %v, want ErrFewPoints", err)
	}
	data, err := Sparkline([]float64{1000, 1040, 1010, 1100})
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != SparkWidth || b.Dy() != SparkHeight {
		t.Errorf("size %v", b)
	}
	// The last value is the highest: its dot sits at the top right.
	last := SparkPoints([]float64{1000, 1040, 1010, 1100}, SparkWidth, SparkHeight)[3]
	if r, g, b, _ := img.At(last[0], last[1]).RGBA(); r>>8 != 0xfe || g>>8 != 0xe7 || b>>8 != 0x5c {
		t.Errorf("pixel at the last point is %x %x %x, want the dot colour", r>>8, g>>8, b>>8)
	}
	if r, g, b, _ := img.At(0, 0).RGBA(); r>>8 != 0x2b || g>>8 != 0x2d || b>>8 != 0x31 {
		t.Errorf("corner %x %x %x, want the background", r>>8, g>>8, b>>8)
	}
}
