package quingo

import (
	"image"
	"image/color"
	"slices"

	"github.com/quintetbot/quintet/render/draw"
)

// render/draw keys each band of a board's picture by the ops reaching
// its rows. A text is recorded as an op reaching the rows of its font's
// ascent and descent and a pad beyond them, more rows than its ink
// changes, so a text that changes from move to move (a sheet's limit,
// who is on turn, a total) changed the keys of bands whose pixels it
// left as they were, which were drawn and compressed again. An inked
// drawing is a text or a mark drawn once on a scratch canvas and kept as
// pictures of the rows and columns its ink changes and no more, a
// picture a word; copying them also costs less than recording the
// drawing again.

// inked is a drawing made about an anchor at the origin: the pictures
// of its ink, a picture a word, the box its drawing returns, and the
// layout it records with the point it is recorded from.
type inked struct {
	words    []inkedWord
	box      image.Rectangle
	layout   draw.Layout
	layoutAt image.Point
}

// inkedWord is the picture of the pixels a word's ink changes and where
// its top left lies from the anchor.
type inkedWord struct {
	pic *draw.Picture
	at  image.Point
}

// drawInked draws t with its anchor at at and records its layout there.
func drawInked(c *draw.Canvas, t inked, at image.Point) image.Rectangle {
	for _, w := range t.words {
		c.DrawPicture(w.pic, at.Add(w.at))
	}
	c.AddLayout(t.layout, at.Add(t.layoutAt))
	return t.box.Add(at)
}

// inkPad is how far around a text's box its scratch canvas reaches, in
// pixels: more than any glyph's ink strays beyond the box.
const inkPad = 4

// wordGap is the fewest columns of background that part two words: a
// space's, never a gap between two letters of a word.
const wordGap = 3

// paintInk makes the inked drawing of drawAt, which draws on a canvas
// of the board's background about the anchor at and changes no pixel
// outside box moved there: it draws on a scratch canvas and keeps the
// pixels its ink changed, a picture a word. Its canvases, of sizes no
// board has, are left to the garbage collector: released, each size
// would take one of the few pools render/draw keeps for boards' sizes.
func paintInk(box image.Rectangle, drawAt func(c *draw.Canvas, at image.Point)) inked {
	area := box.Inset(-inkPad)
	sc := draw.New(area.Dx(), area.Dy(), draw.Background)
	drawAt(sc, image.Point{}.Sub(area.Min))
	l := sc.Layout()
	t := inked{box: box, layoutAt: area.Min, layout: draw.Layout{Texts: slices.Clone(l.Texts),
		Pieces: slices.Clone(l.Pieces), Marks: slices.Clone(l.Marks), Pips: slices.Clone(l.Pips)}}
	img := sc.Image()
	for _, ink := range wordInk(img, draw.Background) {
		pc := draw.New(ink.Dx(), ink.Dy(), nil) // every pixel is copied in: none to fill first
		dst := pc.Image()
		for y := ink.Min.Y; y < ink.Max.Y; y++ {
			from := img.PixOffset(ink.Min.X, y)
			to := dst.PixOffset(0, y-ink.Min.Y)
			copy(dst.Pix[to:to+4*ink.Dx()], img.Pix[from:from+4*ink.Dx()])
		}
		t.words = append(t.words, inkedWord{pic: pc.Picture(), at: ink.Min.Add(area.Min)})
	}
	return t
}

// wordInk returns the smallest rectangles holding the ink of img's
// words: its pixels other than bg, parted where wordGap columns or more
// hold none. It reads each pixel once, row by row.
func wordInk(img *image.RGBA, bg color.RGBA) []image.Rectangle {
	r := img.Rect
	top := make([]int, r.Dx()) // by column, the first row with ink, +1; 0: none
	bottom := make([]int, r.Dx())
	key := [4]byte{bg.R, bg.G, bg.B, bg.A}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		px := img.Pix[img.PixOffset(r.Min.X, y):]
		for i := range top {
			if [4]byte(px[4*i:4*i+4]) != key {
				if top[i] == 0 {
					top[i] = y + 1
				}
				bottom[i] = y + 1
			}
		}
	}
	var out []image.Rectangle
	var word image.Rectangle
	gap := 0
	for i := range top {
		if top[i] == 0 {
			if gap++; gap == wordGap && !word.Empty() {
				out, word = append(out, word), image.Rectangle{}
			}
			continue
		}
		gap = 0
		word = word.Union(image.Rect(r.Min.X+i, top[i]-1, r.Min.X+i+1, bottom[i]))
	}
	if !word.Empty() {
		out = append(out, word)
	}
	return out
}

// inkedDrawings keeps the inked drawings made lately, by a key of what
// decides their pixels about their anchor (inkKey, markKey): the limits,
// turns, totals and seats' marks of a few languages, a few KB each.
var inkedDrawings = newMemo[any, inked](1024)
