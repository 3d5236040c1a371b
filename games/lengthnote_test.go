package games

import (
	"testing"
	"time"
)

func TestSpan(t *testing.T) {
	day := 24 * time.Hour
	for _, tc := range []struct {
		d            time.Duration
		rough, exact string
	}{
		{40 * time.Minute, "40 minutes", "40 minutes"},
		{90 * time.Minute, "2 hours", "90 minutes"},
		{54 * time.Hour, "2 days", "54 hours"},
		{day, "1 day", "1 day"},
		{17 * day, "2 weeks", "17 days"},
		{54 * day, "8 weeks", "54 days"},
		{90 * day, "3 months", "3 months"},
		{30 * time.Second, "1 minute", "1 minute"},
	} {
		if got := Span(tc.d); got != tc.rough {
			t.Errorf("Span(%v) = %q, want %q", tc.d, got, tc.rough)
		}
		if got := exactSpan(tc.d); got != tc.exact {
			t.Errorf("exactSpan(%v) = %q, want %q", tc.d, got, tc.exact)
		}
	}
}

func TestOptionsKey(t *testing.T) {
	info := Info{Options: []Option{{Name: "mode", Default: "race"}, {Name: "rounds", Default: "5"}, {Name: "pool"}}}
	for _, tc := range []struct {
		opts Options
		want string
	}{
		{nil, ""},
		{Options{"mode": "race", "rounds": "5"}, ""},
		{Options{"mode": "rounds", "pool": "4 6", "rounds": ""}, "mode:rounds,pool:4 6"},
		{Options{"rounds": "7"}, "rounds:7"},
	} {
		if got := OptionsKey(info, tc.opts); got != tc.want {
			t.Errorf("OptionsKey(%v) = %q, want %q", tc.opts, got, tc.want)
		}
	}
}
