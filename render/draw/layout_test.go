package draw

import (
	"image"
	"image/color"
	"strings"
	"testing"
)

// TestLayoutRecordsTextAndPieces checks that a canvas records every text
// with its size and every die, tile and marked piece with its box, also
// for a sprite whose pixels come from the cache, and forgets it all when
// its pixels are reused.
func TestLayoutRecordsTextAndPieces(t *testing.T) {
	SetSpriteCacheSize(spriteCacheBytes)
	for round := range 2 { // the second round draws the sprite from the cache
		c := New(200, 100, Background)
		c.TextFont(Bold, 10, 20, "Alice", 15, Ink, Left)
		DrawSprite(c, Die{Faces: 8, Value: 5, Body: White, Pip: Ink}, Rect(100, 10, 40, 40), Background)
		DrawTile(c, Rect(10, 50, 40, 20), 3, 4, false)
		c.Piece(Rect(160, 60, 20, 20))
		l := c.Layout()
		want := map[string]float64{"Alice": 15, "5": -1, "d8": -1}
		for _, m := range l.Texts {
			size, ok := want[m.Text]
			if !ok {
				t.Errorf("round %d: recorded %q, not drawn", round, m.Text)
				continue
			}
			if size > 0 && m.Size != size {
				t.Errorf("round %d: %q recorded at %v points, drawn at %v", round, m.Text, m.Size, size)
			}
			if !m.Box.In(image.Rect(100, 10, 140, 50)) && m.Text != "Alice" {
				t.Errorf("round %d: %q recorded at %v, outside its die", round, m.Text, m.Box)
			}
			delete(want, m.Text)
		}
		if len(want) > 0 {
			t.Errorf("round %d: texts not recorded: %v", round, want)
		}
		pieces := []image.Rectangle{Rect(100, 10, 40, 40), TileBounds(Rect(10, 50, 40, 20), false), Rect(160, 60, 20, 20)}
		if len(l.Pieces) != len(pieces) {
			t.Fatalf("round %d: recorded pieces %v, want %v", round, l.Pieces, pieces)
		}
		for i, p := range pieces {
			if l.Pieces[i] != p {
				t.Errorf("round %d: piece %d recorded at %v, drawn at %v", round, i, l.Pieces[i], p)
			}
		}
		text, capital, piece, at := l.Smallest(0.5)
		if text >= 7.5 || capital <= 0 || piece != 10 || len(at) == 0 {
			t.Errorf("round %d: Smallest(0.5) = %v, %v, %v, %q", round, text, capital, piece, at)
		}
		c.Release()
		if c2 := New(200, 100, Background); len(c2.Layout().Texts)+len(c2.Layout().Pieces) != 0 {
			t.Errorf("round %d: a reused canvas keeps the layout of its last board", round)
		} else {
			c2.Release()
		}
	}
}

func TestBareDieHasNoLabel(t *testing.T) {
	for _, faces := range []int{4, 6, 8, 10, 12, 20} {
		c := New(60, 60, Background)
		DrawBareDie(c, Rect(5, 5, 50, 50), faces, 9, White, Ink)
		var texts []string
		for _, m := range c.Layout().Texts {
			texts = append(texts, m.Text)
		}
		if len(texts) != 1 || texts[0] != "9" {
			t.Errorf("d%d: bare die wrote %q, want only its number", faces, texts)
		}
	}
}

func TestClipAndWrap(t *testing.T) {
	const size = 15
	long := "diagonal 8-78, diagonal 10-80, column 3, diagonal 1-85"
	w := Regular.Measure("diagonal 8-78,", size).X + 4
	for _, line := range Regular.Wrap(long, size, w) {
		if got := Regular.Measure(line, size).X; got > w {
			t.Errorf("wrapped line %q is %d px, wider than %d", line, got, w)
		}
	}
	if got := Regular.Wrap(long, size, 10000); len(got) != 1 || got[0] != long {
		t.Errorf("Wrap at a wide width = %q, want the text on one line", got)
	}
	clipped := Bold.Clip(long, size, 100)
	if Bold.Measure(clipped, size).X > 100 || clipped[len(clipped)-len("…"):] != "…" {
		t.Errorf("Clip to 100 px = %q", clipped)
	}
	huge := strings.Repeat("x", 60000) // a name Discord would never send, but a request might
	if got := Bold.Clip(huge, size, 100); Bold.Measure(got, size).X > 100 || Bold.Measure(strings.TrimSuffix(got, "…")+"x…", size).X <= 100 {
		t.Errorf("Clip of a huge name = %q, not the widest prefix that fits", got)
	}
	if got := Bold.Clip("Bo", size, 100); got != "Bo" {
		t.Errorf("Clip of a short text = %q, want it whole", got)
	}
}

func TestFillPieColoursEverySector(t *testing.T) {
	c := New(40, 40, White)
	cols := []color.Color{Red, Blue, Yellow}
	c.FillPie(20, 20, 15, cols)
	// Sector i spans from -90° + 120°·i clockwise; sample its middle.
	probes := []image.Point{{29, 15}, {20, 30}, {11, 15}}
	for i, p := range probes {
		if got := c.Image().RGBAAt(p.X, p.Y); got != cols[i] {
			t.Errorf("sector %d at %v is %v, want %v", i, p, got, cols[i])
		}
	}
}
