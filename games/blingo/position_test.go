package blingo

import (
	"strings"
	"testing"
)

func TestParseBoard(t *testing.T) {
	b := mustBoard(t, `
ab . . . . . . . . . f
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
- . . . . . . . . . DCBA`)
	if b.At(1) != SeatsOf(0, 1) || b.At(11) != SeatsOf(5) || b.At(88) != SeatsOf(0, 1, 2, 3) || b.At(78) != 0 || b.Covered() != 3 {
		t.Errorf("board %s", b)
	}
	want := "ab . . . . . . . . . f / " + strings.Repeat(". . . . . . . . . . . / ", 6) + ". . . . . . . . . . abcd"
	if got := b.String(); got != want {
		t.Errorf("String:\n got %q\nwant %q", got, want)
	}
	back, err := ParseBoard(b.String())
	if err != nil || back != b {
		t.Errorf("round trip: %v\n%s", err, back)
	}
	for _, text := range []string{
		"",
		strings.Repeat(". ", 87),
		strings.Repeat(". ", 89),
		strings.Repeat(". ", 87) + "g",
		strings.Repeat(". ", 87) + "aa",
		strings.Repeat(". ", 87) + "a1",
	} {
		if _, err := ParseBoard(text); err == nil {
			t.Errorf("ParseBoard accepted %q", text)
		}
	}
}

func TestBoardValid(t *testing.T) {
	tests := []struct {
		board   string
		seats   int
		markers int
		ok      bool
	}{
		{empty, 2, Markers, true},
		{oneLeft, 2, Markers, true},
		{oneLeft, 1, Markers, false}, // b at a table of one
		{strings.Repeat("a ", 50) + strings.Repeat(". ", 38), 2, Markers, true},
		{strings.Repeat("a ", 51) + strings.Repeat(". ", 37), 2, Markers, false},
		{strings.Repeat("a ", 88), 2, Unlimited, true},
	}
	for _, tt := range tests {
		b := mustBoard(t, tt.board)
		err := b.Valid(tt.seats, tt.markers)
		if (err == nil) != tt.ok {
			t.Errorf("Valid(%d) = %v for\n%s", tt.seats, err, tt.board)
		}
	}
}
