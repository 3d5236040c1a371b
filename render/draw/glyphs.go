package draw

import (
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
)

// runeKey is a rune in a font, for hasGlyphs.
type runeKey struct {
	font Font
	r    rune
}

// hasGlyphs remembers which runes each font has a glyph for (runeKey ->
// bool). Names bring a few runes each; the set stays small.
var (
	hasGlyphs  sync.Map
	glyphBufMu sync.Mutex
	glyphBuf   sfnt.Buffer
)

// HasGlyph reports whether f draws r with a glyph of its own, rather than
// the empty box a font draws for a character it lacks (emoji, and the
// scripts beyond Latin, Greek and Cyrillic, for the Go fonts). Control
// characters have none.
func (f Font) HasGlyph(r rune) bool {
	if r >= 0x20 && r < 0x7f {
		return true
	}
	if r < 0x20 || r == utf8.RuneError || (r >= 0x7f && r < 0xa0) {
		return false
	}
	k := runeKey{f, r}
	if v, ok := hasGlyphs.Load(k); ok {
		return v.(bool)
	}
	glyphBufMu.Lock()
	i, err := parsedFont(f).GlyphIndex(&glyphBuf, r)
	glyphBufMu.Unlock()
	ok := err == nil && i != 0
	hasGlyphs.Store(k, ok)
	return ok
}

// Drawable returns s without the characters f has no glyph for, so that
// no box stands in for them: "Émilie 🎉" is "Émilie". When it leaves a
// character out, the spaces of s are collapsed and trimmed as well; s
// with a glyph for every character is returned as it is. Every text
// drawn on a canvas is drawn as Drawable makes it.
func (f Font) Drawable(s string) string {
	if f.allDrawable(s) {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case r == ' ':
			space = b.Len() > 0
		case f.HasGlyph(r):
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// allDrawable reports whether f has a glyph for every character of s,
// without allocating.
func (f Font) allDrawable(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			for _, r := range s[i:] {
				if !f.HasGlyph(r) {
					return false
				}
			}
			return true
		}
	}
	return true
}
