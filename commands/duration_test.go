package commands

import (
	"fmt"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

func TestParseDuration(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"10m", 10 * time.Minute, true},
		{"12h", 12 * time.Hour, true},
		{"2d", 48 * time.Hour, true},
		{"1d 12h", 36 * time.Hour, true},
		{"90S", 90 * time.Second, true},
		{"", 0, false},
		{"10", 0, false},
		{"m", 0, false},
		{"5w", 0, false},
		{"-1h", 0, false},
		{"9999999d", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseDuration(tt.in)
			if (err == nil) != tt.ok || got != tt.want {
				t.Errorf("ParseDuration(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
			}
		})
	}
}

func FuzzParseDuration(f *testing.F) {
	for _, s := range []string{"10m", "2d", "1d12h", "", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDuration(s)
		if err != nil {
			return
		}
		if d < 0 || d > 1000*24*time.Hour {
			t.Fatalf("ParseDuration(%q) = %v", s, d)
		}
		if back, err := ParseDuration(FormatDuration(d)); err != nil || (d >= time.Second && back != d) {
			t.Fatalf("round trip of %v: %v, %v", d, back, err)
		}
	})
}

func ExampleParseDuration() {
	for _, s := range []string{"10m", "12h", "2d", "1d 12h"} {
		d, _ := ParseDuration(s)
		fmt.Println(s, "=", d, "=", FormatDuration(d))
	}
	// Output:
	// 10m = 10m0s = 10m
	// 12h = 12h0m0s = 12h
	// 2d = 48h0m0s = 2d
	// 1d 12h = 36h0m0s = 1d12h
}

// TestDurationSaysItself: English writes a duration as players type it;
// other languages in words, with each language's plural forms (Russian's
// three among them).
func TestDurationSaysItself(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		l    locale.Lang
		want string
	}{
		{36 * time.Hour, locale.English, "1d12h"},
		{36 * time.Hour, locale.German, "1 Tag 12 Stunden"},
		{time.Minute, locale.French, "1 minute"},
		{2*time.Hour + 30*time.Minute, locale.Spanish, "2 horas 30 minutos"},
		{21 * time.Hour, locale.Russian, "21 час"},
		{22 * time.Minute, locale.Russian, "22 минуты"},
		{5 * 24 * time.Hour, locale.Russian, "5 дней"},
		{3 * 24 * time.Hour, locale.Portuguese, "3 dias"},
	} {
		if got := Duration(tc.d).SayIn(tc.l); got != tc.want {
			t.Errorf("%v in %s: %q, want %q", tc.d, tc.l, got, tc.want)
		}
		if tc.l == locale.English && FormatDuration(tc.d) != tc.want {
			t.Errorf("English %q is not FormatDuration's %q", tc.want, FormatDuration(tc.d))
		}
	}
}
