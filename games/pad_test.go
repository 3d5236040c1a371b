package games

import (
	"fmt"
	"strings"
	"testing"
)

// TestPadMatchesFmt checks each pad helper against the fmt verb it
// replaces, for widths shorter than, equal to and longer than the text,
// multi-byte runes and pads longer than the blanks they are cut from.
func TestPadMatchesFmt(t *testing.T) {
	texts := []string{"", "a", "Score", "✓", "✗ x", "Seat 12", "ünïcödé"}
	ints := []int{0, 7, -7, 42, -120, 123456789, -9223372036854775808}
	for _, width := range []int{0, 1, 2, 5, 7, 20, 33, 70} {
		for _, s := range texts {
			checkPad(t, fmt.Sprintf("%*s", width, s), func(b *strings.Builder) { WriteRight(b, s, width) })
			checkPad(t, fmt.Sprintf("%-*s", width, s), func(b *strings.Builder) { WriteLeft(b, s, width) })
		}
		for _, n := range ints {
			checkPad(t, fmt.Sprintf("%*d", width, n), func(b *strings.Builder) { WriteInt(b, n, width) })
			checkPad(t, fmt.Sprintf("%-*d", width, n), func(b *strings.Builder) { WriteIntLeft(b, n, width) })
		}
	}
}

func checkPad(t *testing.T, want string, write func(*strings.Builder)) {
	t.Helper()
	var b strings.Builder
	b.WriteString("|")
	write(&b)
	if got := b.String()[1:]; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
