package quingo

import (
	"image"
	"image/color"
	"slices"
	"sync"

	"github.com/quintetbot/quintet/render/draw"
)

// A text drawn on a board is recorded as an op reaching the rows of its
// font's ascent and descent and a pad beyond them, more rows than its
// ink changes; render/draw keys each band of the picture by the ops
// reaching it. A text that changes from move to move (a sheet's limit,
// who is on turn, a total) so changed the keys of bands whose pixels it
// left as they were, which were drawn and compressed again. inkedText
// draws such a text as a picture of the rows and columns its ink changes
// and no more.

// inkedText draws s in f at size points in col, placed on the anchor
// (x, y) as align says, pixel for pixel as c.TextFont does, on pixels
// that must be the plain board background; it records the text in the
// canvas's layout as TextFont does and returns the same box. Each word
// (ink between gaps of wordGap columns) is a picture of its own, so
// that a changed number beside an unchanged word reaches the rows of
// the number's ink only.
func inkedText(c *draw.Canvas, f draw.Font, x, y int, s string, size float64, col color.RGBA, align draw.Align) image.Rectangle {
	t := inkedTexts.get(inkKey{font: f, size: size, col: col, align: align, s: s})
	at := image.Pt(x, y)
	for _, w := range t.words {
		c.DrawPicture(w.pic, at.Add(w.at))
	}
	c.AddLayout(t.layout, at.Add(t.layoutAt))
	return t.box.Add(at)
}

// inkKey is what decides an inked text's pixels about its anchor: a
// text's glyphs fall on the same fractions of a pixel wherever its
// anchor, a whole pixel, lies.
type inkKey struct {
	font  draw.Font
	size  float64
	col   color.RGBA
	align draw.Align
	s     string
}

// inked is a text drawn about an anchor at the origin: the pictures of
// its words' ink, the box TextFont returns, and the layout TextFont
// records with the point it is recorded from.
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

// inkPad is how far around a text's box its scratch canvas reaches, in
// pixels: more than any glyph's ink strays beyond the box.
const inkPad = 4

// wordGap is the fewest columns of background that part two words: a
// space's, never a gap between two letters of a word.
const wordGap = 3

// paintInked draws the text of k on a scratch canvas of the board's
// background and keeps the pixels its ink changed, a picture a word.
func paintInked(k inkKey) inked {
	probe := draw.New(1, 1, draw.Background)
	box := probe.TextFont(k.font, 0, 0, k.s, k.size, k.col, k.align)
	probe.Release()
	area := box.Inset(-inkPad)
	sc := draw.New(area.Dx(), area.Dy(), draw.Background)
	defer sc.Release()
	sc.TextFont(k.font, -area.Min.X, -area.Min.Y, k.s, k.size, k.col, k.align)
	t := inked{box: box, layout: draw.Layout{Texts: slices.Clone(sc.Layout().Texts)}, layoutAt: area.Min}
	img := sc.Image()
	for _, cols := range wordColumns(img, draw.Background) {
		ink := inkBounds(img.SubImage(cols).(*image.RGBA), draw.Background)
		pc := draw.New(ink.Dx(), ink.Dy(), draw.Background)
		dst := pc.Image()
		for y := ink.Min.Y; y < ink.Max.Y; y++ {
			from := img.PixOffset(ink.Min.X, y)
			to := dst.PixOffset(0, y-ink.Min.Y)
			copy(dst.Pix[to:to+4*ink.Dx()], img.Pix[from:from+4*ink.Dx()])
		}
		t.words = append(t.words, inkedWord{pic: pc.Picture(), at: ink.Min.Add(area.Min)})
		pc.Release()
	}
	return t
}

// wordColumns returns the columns of img, as rectangles its height,
// that hold ink (pixels other than bg), split where wordGap columns or
// more hold none.
func wordColumns(img *image.RGBA, bg color.RGBA) []image.Rectangle {
	r := img.Rect
	var out []image.Rectangle
	start, gap := -1, 0
	for x := r.Min.X; x < r.Max.X; x++ {
		if !columnIs(img, x, bg) {
			if start < 0 {
				start = x
			}
			gap = 0
			continue
		}
		gap++
		if start >= 0 && gap == wordGap {
			out = append(out, image.Rect(start, r.Min.Y, x-wordGap+1, r.Max.Y))
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, image.Rect(start, r.Min.Y, r.Max.X-gap, r.Max.Y))
	}
	return out
}

// columnIs reports whether every pixel of column x of img is bg.
func columnIs(img *image.RGBA, x int, bg color.RGBA) bool {
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		if !pixelIs(img, x, y, bg) {
			return false
		}
	}
	return true
}

func pixelIs(img *image.RGBA, x, y int, bg color.RGBA) bool {
	p := img.Pix[img.PixOffset(x, y):]
	return p[0] == bg.R && p[1] == bg.G && p[2] == bg.B && p[3] == bg.A
}

// inkBounds returns the smallest rectangle holding every pixel of img
// that is not bg.
func inkBounds(img *image.RGBA, bg color.RGBA) image.Rectangle {
	var ink image.Rectangle
	r := img.Rect
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !pixelIs(img, x, y, bg) {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return ink
}

// inkCache keeps the inked texts drawn lately, all of them forgotten
// once it holds maxInked: the texts it serves (limits, turns, totals in
// a few languages) are few.
type inkCache struct {
	mu sync.Mutex
	by map[inkKey]inked
}

// maxInked bounds the texts inkCache keeps, a few KB each.
const maxInked = 1024

var inkedTexts = &inkCache{by: map[inkKey]inked{}}

// get returns the inked text of k, painting it the first time.
func (ic *inkCache) get(k inkKey) inked {
	ic.mu.Lock()
	t, ok := ic.by[k]
	ic.mu.Unlock()
	if ok {
		return t
	}
	t = paintInked(k)
	ic.mu.Lock()
	defer ic.mu.Unlock()
	if len(ic.by) >= maxInked {
		clear(ic.by)
	}
	ic.by[k] = t
	return t
}
