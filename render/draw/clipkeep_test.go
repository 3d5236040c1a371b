package draw

import (
	"strings"
	"testing"
)

func TestClipKeep(t *testing.T) {
	const size = 15
	long := "Wilhelmina Oppenheimer-Delacroix"
	for _, tc := range []struct {
		head, tail string
		w          int
		want       string // prefix wanted; "" for head+tail whole
		keepsTail  bool
	}{
		{"Bo", " · limit 5", 200, "", true},
		{long, " · limit 5", 200, "Wilhelmina", true},
		{long, " · winners", 120, "Wilh", true},
		{long, " · a tail wider than the room", 60, "Wilh", false},
	} {
		got := Bold.ClipKeep(tc.head, tc.tail, size, tc.w)
		if w := Bold.Measure(got, size).X; w > tc.w {
			t.Errorf("ClipKeep(%q, %q, %d) = %q, %d px wide", tc.head, tc.tail, tc.w, got, w)
		}
		if tc.want == "" && got != tc.head+tc.tail {
			t.Errorf("ClipKeep(%q, %q, %d) = %q, want it whole", tc.head, tc.tail, tc.w, got)
		}
		if !strings.HasPrefix(got, tc.want) || strings.HasSuffix(got, tc.tail) != tc.keepsTail {
			t.Errorf("ClipKeep(%q, %q, %d) = %q; tail kept %v, want %v", tc.head, tc.tail, tc.w, got, strings.HasSuffix(got, tc.tail), tc.keepsTail)
		}
	}
}
