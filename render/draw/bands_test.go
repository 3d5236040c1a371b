package draw

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/adler32"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"testing"
)

func TestAdler32Combine(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range [][2]int{{0, 0}, {0, 5}, {5, 0}, {1, 1}, {3000, 70000}, {65521, 65521}, {200000, 131042}} {
		a, b := make([]byte, n[0]), make([]byte, n[1])
		for i := range a {
			a[i] = byte(r.IntN(256))
		}
		for i := range b {
			b[i] = 0xff // the largest sums
		}
		want := adler32.Checksum(append(append([]byte{}, a...), b...))
		if got := adler32Combine(adler32.Checksum(a), adler32.Checksum(b), len(b)); got != want {
			t.Errorf("lengths %v: combined %08x, want %08x", n, got, want)
		}
	}
}

// TestAdler32Sparse: the Adler-32 of data with long zero runs, random
// bytes and the largest bytes, at lengths about the sums' modulo steps,
// is hash/adler32's.
func TestAdler32Sparse(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 1, 7, 8, 9, 5551, 5552, 5553, 70000, 200000} {
		for _, fill := range []string{"sparse", "random", "max"} {
			data := make([]byte, n)
			for i := range data {
				switch {
				case fill == "max":
					data[i] = 0xff
				case fill == "random" || r.IntN(40) == 0:
					data[i] = byte(r.IntN(256))
				}
			}
			if got, want := adler32Sparse(data), adler32.Checksum(data); got != want {
				t.Errorf("%d bytes, %s: %08x, want %08x", n, fill, got, want)
			}
		}
	}
}

// idatStream returns the concatenated IDAT data of a PNG.
func idatStream(t *testing.T, data []byte) []byte {
	t.Helper()
	var out []byte
	for p := data[8:]; len(p) >= 12; {
		n := int(binary.BigEndian.Uint32(p))
		if string(p[4:8]) == "IDAT" {
			out = append(out, p[8:8+n]...)
		}
		p = p[12+n:]
	}
	return out
}

// encodeFresh encodes c with the caches off, as the first board would be.
func encodeFresh(t *testing.T, c *Canvas) []byte {
	t.Helper()
	kept := bands
	bands = newFIFOCache[bandKey](0, bandBytes) // off
	defer func() { bands = kept }()
	var buf bytes.Buffer
	if ok, err := encodeOpaque(&buf, c.Image(), nil); !ok || err != nil {
		t.Fatalf("encodeOpaque = %v, %v", ok, err)
	}
	return buf.Bytes()
}

// TestBandsReusedGiveTheSameFile draws a board, changes a few of its bands
// as a move would, and checks that the PNG made with the compressed bands
// of the first image is byte for byte the one made from scratch, that its
// zlib stream (checksum included) reads back whole, and that it decodes
// to the new pixels.
func TestBandsReusedGiveTheSameFile(t *testing.T) {
	c := drawBoard()
	h := c.Bounds().Dy()
	first := encodeFresh(t, c)
	var warm bytes.Buffer
	if _, err := encodeOpaque(&warm, c.Image(), nil); err != nil { // fills the band cache
		t.Fatal(err)
	}
	if !bytes.Equal(warm.Bytes(), first) {
		t.Fatal("the PNG made through the band cache differs from the one made without it")
	}
	for _, change := range []struct {
		name string
		y    int
	}{
		{"first row", 0},
		{"last row of a band", bandRows - 1},
		{"first row of a band", 3 * bandRows},
		{"last row", h - 1},
	} {
		c.FillRect(Rect(100, change.y, 30, 1), color.RGBA{byte(change.y), 200, 7, 255})
		cached := len(bands.keys)
		var got bytes.Buffer
		if _, err := encodeOpaque(&got, c.Image(), nil); err != nil {
			t.Fatal(err)
		}
		if added := len(bands.keys) - cached; added < 1 || added > 2 {
			t.Errorf("%s: %d bands compressed again, want the changed band and at most the one below", change.name, added)
		}
		if want := encodeFresh(t, c); !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("%s: the PNG made with cached bands differs from the one made from scratch", change.name)
		}
		zr, err := zlib.NewReader(bytes.NewReader(idatStream(t, got.Bytes())))
		if err != nil {
			t.Fatal(err)
		}
		raw, err := io.ReadAll(zr) // fails on a wrong Adler-32
		if err != nil {
			t.Fatalf("%s: zlib stream: %v", change.name, err)
		}
		if wantLen := h * (1 + 3*c.Bounds().Dx()); len(raw) != wantLen {
			t.Fatalf("%s: %d filtered bytes, want %d", change.name, len(raw), wantLen)
		}
		img, err := png.Decode(bytes.NewReader(got.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if p, ok := samePixels(img, c.Image()); !ok {
			t.Fatalf("%s: pixel %v differs", change.name, p)
		}
	}
}

func TestBandCacheStaysWithinItsLimit(t *testing.T) {
	old := bands.limit
	defer bands.reset(old)
	bands.reset(64 << 10)
	r := rand.New(rand.NewPCG(7, 8))
	for range 20 {
		c := New(64, 64, Background)
		p := c.Image().Pix
		for i := range p {
			if i%4 != 3 {
				p[i] = byte(r.IntN(256))
			}
		}
		if _, err := encodeOpaque(io.Discard, c.Image(), nil); err != nil {
			t.Fatal(err)
		}
		if bands.used > bands.limit {
			t.Fatalf("%d bytes of bands kept, limit %d", bands.used, bands.limit)
		}
	}
	if len(bands.keys) == 0 {
		t.Fatal("nothing kept")
	}
}
