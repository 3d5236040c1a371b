package quingo

import "strings"

// The markers a kept message (locale.Lang.Kept) holds in place of its
// words that change (names, the pool), replaced as it is written (fill).
const (
	mark0 = "\x00"
	mark1 = "\x01"
)

// fill writes tmpl to b with values[i] in place of each byte i (mark0,
// mark1 ...).
func fill(b *strings.Builder, tmpl string, values ...string) {
	start := 0
	for i := 0; i < len(tmpl); i++ {
		if c := int(tmpl[i]); c < len(values) {
			b.WriteString(tmpl[start:i])
			b.WriteString(values[c])
			start = i + 1
		}
	}
	b.WriteString(tmpl[start:])
}
