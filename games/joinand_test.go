package games

import "testing"

func TestJoinAnd(t *testing.T) {
	tests := []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a and b"},
		{[]string{"a", "b", "c"}, "a, b and c"},
	}
	for _, tt := range tests {
		if got := JoinAnd(tt.in); got != tt.want {
			t.Errorf("JoinAnd(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
