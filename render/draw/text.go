package draw

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Align says where text sits relative to its anchor point. A horizontal
// choice (Left, Center or Right) may be combined with Middle: Center|Middle.
type Align uint8

const (
	// Left starts the text at the anchor.
	Left Align = 0
	// Center centres the text's ink (the horizontal extent of its glyph
	// outlines) on the anchor, so digits with wide side bearings, such as
	// a lone 1, sit in the middle.
	Center Align = 1
	// Right ends the text at the anchor.
	Right Align = 2
	// Middle puts the anchor halfway up the capital letters and digits
	// instead of on the baseline, so numbers centre visually on it.
	Middle Align = 4
)

// horizontal masks the horizontal part of an Align.
const horizontal = Center | Right

// Measure returns the size of s set in f at size points: X is the advance
// width and Y the line height (ascent plus descent), both rounded up to
// whole pixels. A text measured before in f at the same size (in
// sizeStep units) is answered from a memo.
func (f Font) Measure(s string, size float64) image.Point {
	var room [textKeyRoom]byte
	k := appendTextKey(room[:0], f, sizeSteps(size), 0, s)
	if p, ok := measured.get(k); ok {
		return p
	}
	p := f.measure(s, size)
	measured.put(k, p, 0)
	return p
}

// measured holds Measure's answers.
var measured = newTextMemo[image.Point]()

// measure is Measure worked out afresh.
func (f Font) measure(s string, size float64) image.Point {
	s = f.Drawable(s)
	fc := faceFor(f, size)
	fc.mu.Lock()
	defer fc.mu.Unlock()
	adv := font.MeasureString(fc.face, s)
	return image.Pt(adv.Ceil(), (fc.metrics.Ascent + fc.metrics.Descent).Ceil())
}

// inkAndAdvance is what font.BoundString answers of a text: the bounds of
// its ink and its advance, from the dot.
type inkAndAdvance struct {
	ink fixed.Rectangle26_6
	adv fixed.Int26_6
}

// bounded holds boundString's answers.
var bounded = newTextMemo[inkAndAdvance]()

// boundString returns font.BoundString of s in fc's face, from a memo
// when s was bounded in fc before. It takes fc's lock when it works the
// answer out; the caller must not hold it.
func (fc *face) boundString(s string) (fixed.Rectangle26_6, fixed.Int26_6) {
	var room [textKeyRoom]byte
	k := appendTextKey(room[:0], fc.key.font, fc.key.steps, 0, s)
	if b, ok := bounded.get(k); ok {
		return b.ink, b.adv
	}
	fc.mu.Lock()
	ink, adv := font.BoundString(fc.face, s)
	fc.mu.Unlock()
	bounded.put(k, inkAndAdvance{ink: ink, adv: adv}, 0)
	return ink, adv
}

// MeasureText returns the size of s set in Regular at size points; see
// Font.Measure.
func MeasureText(s string, size float64) image.Point { return Regular.Measure(s, size) }

// Text draws s in Regular at size points with its anchor at (x, y); see
// TextFont.
func (c *Canvas) Text(x, y int, s string, size float64, col color.Color, align Align) image.Rectangle {
	return c.TextFont(Regular, x, y, s, size, col, align)
}

// TextFont draws s in f at size points, placed on the anchor (x, y) as align
// says; without Middle, y is the baseline. Characters f has no glyph for
// are left out (see Drawable). It returns the box the text
// occupies: its advance width by the font's ascent plus descent, grown to
// hold any glyph ink reaching beyond that.
func (c *Canvas) TextFont(f Font, x, y int, s string, size float64, col color.Color, align Align) image.Rectangle {
	s = f.Drawable(s)
	fc := faceFor(f, size)
	ink, adv := fc.boundString(s)
	dot := fixed.P(x, y)
	switch align & horizontal {
	case Center:
		if ink.Max.X > ink.Min.X {
			dot.X -= (ink.Min.X + ink.Max.X) / 2
		} else {
			dot.X -= adv / 2
		}
	case Right:
		dot.X -= adv
	}
	if align&Middle != 0 {
		dot.Y += fixed.I((fc.cap / 2).Round())
	}
	box := image.Rect(dot.X.Floor(), (dot.Y - fc.metrics.Ascent).Floor(),
		(dot.X + adv).Ceil(), (dot.Y + fc.metrics.Descent).Ceil())
	if !ink.Empty() {
		box = box.Union(image.Rect((dot.X + ink.Min.X).Floor(), (dot.Y + ink.Min.Y).Floor(),
			(dot.X + ink.Max.X).Ceil(), (dot.Y + ink.Max.Y).Ceil()))
	}
	if c.deferred {
		c.keyStart(opText)
		c.keyBuf = appendColour(append(c.keyBuf, byte(f)), col)
		c.keyBuf = appendFloat(c.keyBuf, size)
		c.keyBuf = appendInt(appendInt(c.keyBuf, int(dot.X)), int(dot.Y))
		c.keyBuf = appendString(c.keyBuf, s)
		c.record(box.Inset(-textReachPad), func(c *Canvas) {
			fc.mu.Lock()
			defer fc.mu.Unlock()
			c.drawString(fc, dot, s, col)
		})
	} else {
		fc.mu.Lock()
		c.drawString(fc, dot, s, col)
		fc.mu.Unlock()
	}
	c.recordText(f, s, box, fc)
	return box
}

// textReachPad is how far beyond the box TextFont returns a deferred
// text is taken to reach, in pixels: the box holds every glyph's ink
// rounded out to whole pixels (TestTextStaysInItsReach), and the pad
// spares a mask rounded out once more.
const textReachPad = 2

// drawString draws s with fc's face from dot in col, in the canvas's
// drawArea. The caller holds fc's lock.
func (c *Canvas) drawString(fc *face, dot fixed.Point26_6, s string, col color.Color) {
	dst := c.img
	if area := c.drawArea(); area != c.img.Rect {
		dst = c.img.SubImage(area).(*image.RGBA)
	}
	d := font.Drawer{Dst: dst, Src: c.uniform(col), Face: fc.face, Dot: dot}
	d.DrawString(s)
}

// TextBox draws s in Regular centred in r; see TextBoxFont.
func (c *Canvas) TextBox(r image.Rectangle, s string, size float64, col color.Color) image.Rectangle {
	return c.TextBoxFont(Regular, r, s, size, col)
}

// TextBoxFont draws s in f centred in r, horizontally on its ink and
// vertically on its capital height. The size shrinks from size points when
// needed so the text's width and capital height fit inside r less a margin
// of a tenth of its smaller side. It returns the text's box, as TextFont does.
func (c *Canvas) TextBoxFont(f Font, r image.Rectangle, s string, size float64, col color.Color) image.Rectangle {
	r = r.Canon()
	s = f.Drawable(s)
	pad := max(1, min(r.Dx(), r.Dy())/10)
	size = fitSize(f, s, size, r.Dx()-2*pad, r.Dy()-2*pad)
	o := r.Min.Add(r.Max).Div(2)
	return c.TextFont(f, o.X, o.Y, s, size, col, Center|Middle)
}

// fitSize returns the largest size up to size, in sizeStep steps, at which
// s in f is at most w wide and, centred on its capital height, its ink
// (descenders and accents included) at most h high.
func fitSize(f Font, s string, size float64, w, h int) float64 {
	for size > sizeStep {
		fc := faceFor(f, size)
		bounds, advance := fc.boundString(s)
		adv := advance.Ceil()
		capH := fc.cap.Ceil()
		// Centred on the capitals, the ink reaches capH/2 + the descent
		// below the centre and capH/2 + what rises above the capitals
		// above it: twice the larger is the height it needs.
		tall := max(capH, capH+2*bounds.Max.Y.Ceil(), -capH-2*bounds.Min.Y.Floor())
		if adv <= w && tall <= h {
			return size
		}
		// Text scales linearly with size: jump close, then step down.
		k := 1.0
		if adv > w {
			k = float64(w) / float64(adv)
		}
		if tall > h {
			k = min(k, float64(h)/float64(tall))
		}
		next := math.Floor(size*k/sizeStep) * sizeStep
		if next > size-sizeStep {
			next = size - sizeStep
		}
		size = next
	}
	return sizeStep
}

// Clip returns s, or s shortened to end with "…", so that it is at most w
// pixels wide set in f at size points (just "…" when nothing else fits).
// It measures O(log n) prefixes, so a name of any length costs little.
func (f Font) Clip(s string, size float64, w int) string {
	if f.Measure(s, size).X <= w {
		return s
	}
	r := []rune(s)
	cut := func(n int) string { return strings.TrimRight(string(r[:n]), " ") + "…" }
	// The widest prefix that fits: text widens with every rune added.
	lo, hi := 0, len(r)-1 // cut(lo) is taken to fit; cut(hi+1) is s's own width
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if f.Measure(cut(mid), size).X <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "…"
	}
	return cut(lo)
}

// Wrap breaks s at spaces into lines at most w pixels wide set in f at
// size points; a word wider than w alone is clipped (Clip). The slice is
// the caller's own; a text wrapped before in f at the same size (in
// sizeStep units) and width is answered from a memo.
func (f Font) Wrap(s string, size float64, w int) []string {
	var room [textKeyRoom]byte
	k := appendTextKey(room[:0], f, sizeSteps(size), w, s)
	if lines, ok := wrapped.get(k); ok {
		return slices.Clone(lines)
	}
	s = strings.Clone(s) // the lines may be pieces of s: keep no larger string alive
	lines := f.wrap(s, size, w)
	n := len(s)
	for _, l := range lines {
		n += stringHeaderBytes + len(l)
	}
	wrapped.put(k, lines, n)
	return slices.Clone(lines)
}

// wrapped holds Wrap's answers.
var wrapped = newTextMemo[[]string]()

// wrap is Wrap worked out afresh.
func (f Font) wrap(s string, size float64, w int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		next := word
		if line != "" {
			next = line + " " + word
		}
		if line != "" && f.Measure(next, size).X > w {
			lines = append(lines, f.Clip(line, size, w))
			next = word
		}
		line = next
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, f.Clip(line, size, w))
	}
	return lines
}
