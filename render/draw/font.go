package draw

import (
	"encoding/binary"
	"fmt"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Font selects one of the embedded Go typefaces.
type Font uint8

const (
	// Regular is Go Regular, a proportional sans-serif face.
	Regular Font = iota
	// Bold is Go Bold, used for numbers on dice and board cells.
	Bold
	// Mono is Go Mono, a fixed-width face for aligned columns.
	Mono
)

// String returns the typeface name.
func (f Font) String() string {
	switch f {
	case Regular:
		return "Go Regular"
	case Bold:
		return "Go Bold"
	case Mono:
		return "Go Mono"
	}
	return fmt.Sprintf("Font(%d)", uint8(f))
}

// fontData holds the TrueType bytes of each Font, indexed by Font.
var fontData = [...][]byte{Regular: goregular.TTF, Bold: gobold.TTF, Mono: gomono.TTF}

var (
	parseOnce sync.Once
	parsed    [len(fontData)]*opentype.Font
	kerning   [len(fontData)]bool // whether each font has a table to kern by
)

// parsedFont returns f parsed, parsing every embedded font on first use.
// The embedded data is known good, so a parse failure is a build defect.
func parsedFont(f Font) *opentype.Font {
	parseOnce.Do(func() {
		for i, data := range fontData {
			p, err := opentype.Parse(data)
			if err != nil {
				panic(fmt.Sprintf("draw: parse embedded %v: %v", Font(i), err))
			}
			parsed[i], kerning[i] = p, hasKerningTable(data)
		}
	})
	if int(f) >= len(parsed) {
		f = Regular
	}
	return parsed[f]
}

// kerns reports whether f has a table to kern by (hasKerningTable): a
// face of a font without one kerns no pair.
func (f Font) kerns() bool {
	parsedFont(f)
	if int(f) >= len(kerning) {
		f = Regular
	}
	return kerning[f]
}

// hasKerningTable reports whether the TrueType or OpenType font data
// lists a table that golang.org/x/image/font/sfnt kerns by: 'kern' or
// 'GPOS'. Without either, sfnt's Kern answers 0 for every pair (and so
// does an opentype face's). Data it cannot read is taken to have one.
func hasKerningTable(data []byte) bool {
	// The table directory: a 12-byte header, then a 16-byte record a
	// table, its tag first. A collection ("ttcf") keeps its elsewhere.
	const header, record = 12, 16
	if len(data) < header || string(data[:4]) == "ttcf" {
		return true
	}
	n := int(binary.BigEndian.Uint16(data[4:6]))
	if len(data) < header+n*record {
		return true
	}
	for i := range n {
		switch string(data[header+i*record : header+i*record+4]) {
		case "kern", "GPOS":
			return true
		}
	}
	return false
}

// sizeStep is the granularity of cached font sizes, in points.
// Sizes are rounded to it so fitting text to boxes reuses faces.
const sizeStep = 0.25

// faceKey identifies a cached face: a font at a size in sizeStep units.
type faceKey struct {
	font  Font
	steps int
}

// face is a cached font.Face with the lock that guards it: an opentype face
// keeps scratch buffers and is not safe for concurrent use.
type face struct {
	mu      sync.Mutex
	face    font.Face
	metrics font.Metrics
	cap     fixed.Int26_6 // height of capital letters and digits above the baseline
	size    float64       // the size in points, a whole number of sizeStep
	key     faceKey
}

var faces sync.Map // faceKey -> *face

// sizeSteps returns size in sizeStep units, as faces are kept: rounded,
// and at least one.
func sizeSteps(size float64) int { return max(1, int(math.Round(size/sizeStep))) }

// faceFor returns the cached face for f at size points, creating it once.
// Sizes are clamped to at least one step.
func faceFor(f Font, size float64) *face {
	k := faceKey{font: f, steps: sizeSteps(size)}
	if v, ok := faces.Load(k); ok {
		return v.(*face)
	}
	ff, err := opentype.NewFace(parsedFont(f), &opentype.FaceOptions{
		Size:    float64(k.steps) * sizeStep,
		DPI:     72,
		Hinting: font.HintingFull,
	})
	if err != nil {
		panic(fmt.Sprintf("draw: new face %v %vpt: %v", f, size, err))
	}
	fc := &face{face: newGlyphCache(ff, f.kerns()), metrics: ff.Metrics(), size: float64(k.steps) * sizeStep, key: k}
	fc.cap = fc.metrics.CapHeight
	if b, _, ok := ff.GlyphBounds('H'); ok && fc.cap <= 0 {
		fc.cap = -b.Min.Y
	}
	v, _ := faces.LoadOrStore(k, fc)
	return v.(*face)
}
