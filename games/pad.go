package games

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// spaces is a run of blanks that pads are cut from.
const spaces = "                                "

// WriteSpaces writes n blanks to b (none when n <= 0).
func WriteSpaces(b *strings.Builder, n int) {
	for n > len(spaces) {
		b.WriteString(spaces)
		n -= len(spaces)
	}
	if n > 0 {
		b.WriteString(spaces[:n])
	}
}

// WriteRight writes s right-aligned in a field of width characters, as
// fmt's "%*s" does: width counts runes, and a longer s is written whole.
// Boards written as monospace text use it instead of fmt, which costs
// several allocations per field.
func WriteRight(b *strings.Builder, s string, width int) {
	WriteSpaces(b, width-utf8.RuneCountInString(s))
	b.WriteString(s)
}

// WriteLeft writes s left-aligned in a field of width characters, as
// fmt's "%-*s" does.
func WriteLeft(b *strings.Builder, s string, width int) {
	b.WriteString(s)
	WriteSpaces(b, width-utf8.RuneCountInString(s))
}

// WriteInt writes n in decimal right-aligned in a field of width
// characters, as fmt's "%*d" does; a width of 0 writes n alone, as "%d".
func WriteInt(b *strings.Builder, n, width int) {
	var digits [20]byte
	d := strconv.AppendInt(digits[:0], int64(n), 10)
	WriteSpaces(b, width-len(d))
	b.Write(d)
}

// WriteIntLeft writes n in decimal left-aligned in a field of width
// characters, as fmt's "%-*d" does.
func WriteIntLeft(b *strings.Builder, n, width int) {
	var digits [20]byte
	d := strconv.AppendInt(digits[:0], int64(n), 10)
	b.Write(d)
	WriteSpaces(b, width-len(d))
}
