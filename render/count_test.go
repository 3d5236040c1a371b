package render

import "testing"

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n      int
		noun   string
		plural []string
		want   string
	}{
		{0, "game", nil, "0 games"},
		{1, "game", nil, "1 game"},
		{2, "rated game", nil, "2 rated games"},
		{-1, "point", nil, "-1 point"},
		{1, "match", []string{"matches"}, "1 match"},
		{5, "match", []string{"matches"}, "5 matches"},
	} {
		if got := Count(tc.n, tc.noun, tc.plural...); got != tc.want {
			t.Errorf("Count(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}
