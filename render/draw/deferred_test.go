package draw

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"
)

// element is one thing a test board draws.
type element func(c *Canvas)

// randomElement returns a drawing of a random kind, place and colour,
// many crossing the bands' edges, some reaching out of the canvas.
func randomElement(r *rand.Rand, w, h int, pic *Picture) element {
	x, y := r.IntN(w+20)-10, r.IntN(h+20)-10
	cw, ch := 4+r.IntN(80), 4+r.IntN(60)
	cols := []color.RGBA{Ink, Red, Yellow, Blue, RedLight, BlueLight, GreyDark, White, Player(r.IntN(6)).Fill}
	col := cols[r.IntN(len(cols))]
	switch r.IntN(10) {
	case 0:
		return func(c *Canvas) { c.FillRect(Rect(x, y, cw, ch), col) }
	case 1:
		return func(c *Canvas) { c.FillRect(Rect(x, y, cw, ch), color.NRGBA{col.R, col.G, col.B, 90}) }
	case 2:
		return func(c *Canvas) { c.RoundRect(Rect(x, y, cw, ch), 7, col) }
	case 3:
		return func(c *Canvas) { c.StrokeRoundRect(Rect(x, y, cw, ch), 6, 3, col) }
	case 4:
		rad := 2 + 20*r.Float64()
		return func(c *Canvas) { c.FillCircle(float64(x)+0.3, float64(y)+0.7, rad, col) }
	case 5:
		s := fmt.Sprintf("Player %d · %d points", r.IntN(9), r.IntN(300))
		size := 9 + 20*r.Float64()
		align := []Align{Left, Center | Middle, Right, Right | Middle}[r.IntN(4)]
		f := Font(r.IntN(3))
		return func(c *Canvas) { c.TextFont(f, x, y, s, size, col, align) }
	case 6:
		return func(c *Canvas) { c.FillHatched(Rect(x, y, cw, ch), 4, col) }
	case 7:
		v := 1 + r.IntN(6)
		return func(c *Canvas) {
			DrawSprite(c, Die{Faces: 6, Value: v, Body: col, Pip: White}, Rect(x, y, 40, 40), Background)
		}
	case 8:
		return func(c *Canvas) { c.DrawPicture(pic, image.Pt(x, y)) }
	}
	seat := r.IntN(6)
	return func(c *Canvas) { c.SeatMark(seat, float64(x), float64(y), 22, 14) }
}

// TestDeferredDrawingMatchesDrawingAtOnce plays a board through frames
// that each change a few of its drawings, as moves do, and checks that
// the indexed PNG of the deferred canvas, which draws only the bands no
// cache holds, shows every pixel as the same drawing done at once does
// (through the palette the PNG was made with), and that the deferred canvas's pixels,
// once asked for, are those of the drawing done at once.
func TestDeferredDrawingMatchesDrawingAtOnce(t *testing.T) {
	const w, h = 420, 300
	r := rand.New(rand.NewPCG(7, 42))
	pc := New(30, 20, nil)
	pc.FillRect(Rect(0, 0, 30, 20), Blue)
	pc.Text(2, 15, "Pic", 12, White, Left)
	pic := pc.Picture()
	scene := make([]element, 60)
	for i := range scene {
		scene[i] = randomElement(r, w, h, pic)
	}
	partial := 0 // frames that drew some of their bands, not all
	for frame := range 40 {
		for range 1 + r.IntN(3) {
			scene[r.IntN(len(scene))] = randomElement(r, w, h, pic)
		}
		deferred := New(w, h, Background)
		atOnce := New(w, h, Background)
		atOnce.Image() // draws at once from here on
		for _, e := range scene {
			e(deferred)
			e(atOnce)
		}
		keys := deferred.bandKeysOfOps()
		_, missed := bands.stats()
		data, err := deferred.IndexedPNG()
		if err != nil {
			t.Fatal(err)
		}
		_, missedAfter := bands.stats()
		if n := int(missedAfter - missed); n > 0 && n < len(keys) {
			partial++
		}
		got, ok := decode(t, data).(*image.Paletted)
		if !ok {
			t.Fatalf("frame %d: not an indexed PNG", frame)
		}
		pal := recent.get(image.Pt(w, h)) // the palette the PNG was made with
		want := atOnce.Image()
		for y := range h {
			for x := range w {
				o := want.PixOffset(x, y)
				k := pack(want.Pix[o:])
				i, _ := pal.index(k)
				if got := got.ColorIndexAt(x, y); got != i {
					t.Fatalf("frame %d: pixel (%d, %d) of band %d of %d is %06x, want %06x", frame, x, y, y/bandRows, len(keys), pal.colours[got]&0xffffff, pal.colours[i]&0xffffff)
				}
			}
		}
		if msg := exactly(deferred.Image(), want); msg != "" {
			t.Fatalf("frame %d: the deferred canvas's pixels: %s", frame, msg)
		}
		deferred.Release()
		atOnce.Release()
	}
	if partial < 20 {
		t.Errorf("%d of 40 frames drew part of their bands, want most: the test checks little", partial)
	}
}

// TestTextStaysInItsReach: no text's pixels lie beyond the box TextFont
// returns grown by textReachPad, the reach a deferred text is keyed and
// drawn again by.
func TestTextStaysInItsReach(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	texts := []string{"Wg", "jÅ|}", "Player 1 · 12 points", "…", "Quinientos ÉÇ gyp", "1", "W"}
	for i := range 300 {
		c := New(200, 120, nil)
		s := texts[i%len(texts)]
		size := 6 + 40*r.Float64()
		x, y := 20+r.IntN(60), 40+r.IntN(40)
		align := []Align{Left, Center | Middle, Right, Center}[r.IntN(4)]
		f := Font(r.IntN(3))
		box := c.TextFont(f, x, y, s, size, Ink, align).Inset(-textReachPad)
		img := c.Image()
		for py := range 120 {
			for px := range 200 {
				if img.RGBAAt(px, py).A != 0 && !image.Pt(px, py).In(box) {
					t.Fatalf("%q in %v at %.1f points: pixel (%d, %d) outside its reach %v", s, f, size, px, py, box)
				}
			}
		}
		c.Release()
	}
}
