package quingo

import (
	"errors"
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestParseSizes(t *testing.T) {
	tests := []struct {
		text string
		want Sizes // nil when refused
		max  int
	}{
		{"4 6 8 10 12 20", DefaultPool, 60},
		{"d20,d4 , d6", Sizes{4, 6, 20}, 30},
		{"2", Sizes{2}, 2},
		{"20 20 20 18 18 2 2 2 2 2", Sizes{2, 2, 2, 2, 2, 18, 18, 20, 20, 20}, 98},
		{"", nil, 0},
		{"20 20 20 20 20", nil, 0},
		{"1", nil, 0},
		{"21", nil, 0},
		{"d", nil, 0},
		{"+6", nil, 0},
		{"2 2 2 2 2 2 2 2 2 2 2", nil, 0},
	}
	for _, tt := range tests {
		z, err := ParseSizes(tt.text)
		switch {
		case tt.want == nil && (err == nil || !errors.Is(err, games.ErrBadOptions)):
			t.Errorf("ParseSizes(%q) = %v, %v; want ErrBadOptions", tt.text, z, err)
		case tt.want != nil && (err != nil || !slices.Equal(z, tt.want) || z.MaxSum() != tt.max):
			t.Errorf("ParseSizes(%q) = %v (largest sum %d), %v; want %v (%d)", tt.text, z, z.MaxSum(), err, tt.want, tt.max)
		}
	}
}

func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"4 6 8 10 12 20", "d6,d6", "20 20 20 20 18", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		z, err := ParseSizes(text)
		if err != nil {
			if !errors.Is(err, games.ErrBadOptions) {
				t.Fatalf("ParseSizes(%q): %v", text, err)
			}
			return
		}
		back, err := ParseSizes(z.String())
		if err != nil || !slices.Equal(back, z) || z.MaxSum() > MaxSum {
			t.Fatalf("ParseSizes(%q) = %v, which reads back as %v, %v", text, z, back, err)
		}
	})
}
