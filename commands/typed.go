package commands

import (
	"maps"
	"strings"

	"golang.org/x/text/width"
)

// typedText is what a player typed, as the games read it: trimmed, and
// full-width letters, digits and spaces (which Chinese, Japanese and
// Korean keyboards type) folded to their ASCII forms, so that "ｒａｃｋ　１"
// reads as "rack 1". Other characters stay as they are.
func typedText(s string) string {
	return strings.TrimSpace(width.Fold.String(s))
}

// typedFields is typedText of every value of a submitted form.
func typedFields(fields map[string]string) map[string]string {
	out := maps.Clone(fields)
	for k, v := range out {
		out[k] = typedText(v)
	}
	return out
}
