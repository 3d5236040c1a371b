package games

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// stripMarks removes the accents of letters.
var stripMarks = transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)

// FoldAccents returns w without its accents, as a player types it on a
// keyboard that has none: "écrire" is "ecrire", "жёлтый" "желтыи".
func FoldAccents(w string) string {
	if isASCII(w) {
		return w
	}
	out, _, err := transform.String(stripMarks, w)
	if err != nil {
		return w
	}
	return out
}

// umlautsWritten spells German's umlauts and ß as a keyboard without
// them does: "würfeln" is "wuerfeln".
var umlautsWritten = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")

// spellingsOf returns the forms a player may type spelling w in: w
// itself, w without accents, and w with umlauts written out, each once.
func spellingsOf(w string) []string {
	out := []string{w}
	for _, f := range []string{FoldAccents(w), umlautsWritten.Replace(w)} {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
