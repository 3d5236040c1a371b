package draw

import (
	"image"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

func newFace(t *testing.T, f Font, size float64) font.Face {
	t.Helper()
	ff, err := opentype.NewFace(parsedFont(f), &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		t.Fatal(err)
	}
	return ff
}

// drawWith draws s with face at dot on a fresh white canvas.
func drawWith(face font.Face, dot fixed.Point26_6, s string) *image.RGBA {
	c := New(160, 60, White)
	d := font.Drawer{Dst: c.img, Src: c.uniform(Ink), Face: face, Dot: dot}
	d.DrawString(s)
	return c.img
}

// TestGlyphCacheSamePixels draws the same strings at whole and sub-pixel
// dots through a fresh face and through the cache, twice (the second time
// from the cache), and wants the same pixels every time.
func TestGlyphCacheSamePixels(t *testing.T) {
	cached := newGlyphCache(newFace(t, Bold, 17.25), Bold.kerns())
	dots := []fixed.Point26_6{
		fixed.P(10, 40),
		{X: fixed.I(10) + 17, Y: fixed.I(40)},
		{X: fixed.I(11) + 63, Y: fixed.I(39) + 5},
		{X: fixed.I(12) + 17, Y: fixed.I(41)}, // same offset as the second, another pixel
	}
	for _, s := range []string{"Qwinto 123", "Ag ½ é", "WAVE"} {
		for _, dot := range dots {
			want := drawWith(newFace(t, Bold, 17.25), dot, s)
			for round := range 2 {
				got := drawWith(cached, dot, s)
				if n := countDiff(got, want); n > 0 {
					t.Errorf("%q at %v, round %d: %d pixels differ", s, dot, round+1, n)
				}
			}
		}
	}
}

// TestGlyphCacheMeasures wants the cache's bounds, advances and kerning to
// be the wrapped face's.
func TestGlyphCacheMeasures(t *testing.T) {
	plain, cached := newFace(t, Regular, 13), newGlyphCache(newFace(t, Regular, 13), Regular.kerns())
	for range 2 {
		for _, s := range []string{"AVAT 42", "fi ÿ"} {
			wb, wa := font.BoundString(plain, s)
			gb, ga := font.BoundString(cached, s)
			if gb != wb || ga != wa {
				t.Errorf("BoundString(%q) = %v %v, want %v %v", s, gb, ga, wb, wa)
			}
			if got, want := font.MeasureString(cached, s), font.MeasureString(plain, s); got != want {
				t.Errorf("MeasureString(%q) = %v, want %v", s, got, want)
			}
		}
	}
}

// TestGlyphCacheBounded fills a face's cache past its bound and wants it
// emptied, not grown.
func TestGlyphCacheBounded(t *testing.T) {
	g := newGlyphCache(newFace(t, Regular, 10), true)
	for r := rune(0x4e00); r < 0x4e00+maxCached+10; r++ {
		g.GlyphBounds(r)
	}
	if n := len(g.bounds); n > maxCached {
		t.Fatalf("%d bounds kept, bound %d", n, maxCached)
	}
}

// TestGlyphCacheKernsAsTheFace wants each embedded font's cached faces
// to kern every pair of a few hundred runes (Latin, Greek, Cyrillic, and
// some no font has) as a face of their own does.
func TestGlyphCacheKernsAsTheFace(t *testing.T) {
	var runes []rune
	for _, span := range [][2]rune{{0x20, 0x7f}, {0xa0, 0x180}, {0x391, 0x3a0}, {0x410, 0x420}, {0x4e00, 0x4e04}, {0x1f3b2, 0x1f3b3}} {
		for r := span[0]; r < span[1]; r++ {
			runes = append(runes, r)
		}
	}
	for _, f := range []Font{Regular, Bold, Mono} {
		for _, size := range []float64{7.25, 13, 40} {
			plain, cached := newFace(t, f, size), faceFor(f, size).face
			for _, r0 := range runes {
				for _, r1 := range runes {
					if got, want := cached.Kern(r0, r1), plain.Kern(r0, r1); got != want {
						t.Fatalf("%v %vpt: Kern(%q, %q) = %v, want %v", f, size, r0, r1, got, want)
					}
				}
			}
		}
	}
}

// tableDirectory returns the start of font data listing tables tags.
func tableDirectory(tags ...string) []byte {
	data := []byte{0, 1, 0, 0, 0, byte(len(tags)), 0, 0, 0, 0, 0, 0}
	for _, tag := range tags {
		data = append(data, tag...)
		data = append(data, make([]byte, 12)...)
	}
	return data
}

// TestKerningTableFound wants a font that lists 'kern' or 'GPOS' among its
// tables, or whose directory cannot be read, taken to kern, and the
// embedded Go fonts, which list neither, not.
func TestKerningTableFound(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want bool
	}{
		{"kern", tableDirectory("OS/2", "cmap", "kern", "loca"), true},
		{"GPOS", tableDirectory("GPOS"), true},
		{"neither", tableDirectory("OS/2", "cmap", "glyf", "head"), false},
		{"cut short", tableDirectory("OS/2", "cmap", "glyf", "kern")[:40], true},
		{"empty", nil, true},
		{"collection", append([]byte("ttcf"), tableDirectory("glyf")[4:]...), true},
	} {
		if got := hasKerningTable(tc.data); got != tc.want {
			t.Errorf("%s: hasKerningTable = %v, want %v", tc.name, got, tc.want)
		}
	}
	for i, data := range fontData {
		if hasKerningTable(data) || Font(i).kerns() {
			t.Errorf("%v taken to kern: its faces would ask for every pair", Font(i))
		}
	}
}

func countDiff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if [4]uint8(a.Pix[i:i+4]) != [4]uint8(b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}
