package commands

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/quintetbot/quintet/games/session"
)

func TestParseQuiet(t *testing.T) {
	paris := &session.QuietHours{From: 1, To: 2, Zone: "Europe/Paris"}
	for _, tc := range []struct {
		hours, zone string
		was         *session.QuietHours
		want        session.QuietHours
		err         string
	}{
		{"22-08", "Europe/Paris", nil, session.QuietHours{From: 22, To: 8, Zone: "Europe/Paris"}, ""},
		{" 9 - 17 ", "", nil, session.QuietHours{From: 9, To: 17, Zone: "UTC"}, ""},
		{"23-07", "", paris, session.QuietHours{From: 23, To: 7, Zone: "Europe/Paris"}, ""},
		{"22", "", nil, session.QuietHours{}, "HH-HH"},
		{"22-22", "", nil, session.QuietHours{}, "HH-HH"},
		{"24-08", "", nil, session.QuietHours{}, "HH-HH"},
		{"-1-08", "", nil, session.QuietHours{}, "HH-HH"},
		{"022-08", "", nil, session.QuietHours{}, "HH-HH"},
		{"22:00-08:00", "", nil, session.QuietHours{}, "HH-HH"},
		{"22-08", "Mars/Olympus", nil, session.QuietHours{}, "Unknown time zone"},
		{"22-08", "../../../etc/passwd", nil, session.QuietHours{}, "Unknown time zone"},
		{"22-08", "/etc/localtime", nil, session.QuietHours{}, "Unknown time zone"},
		{"22-08", "Local", nil, session.QuietHours{}, "Unknown time zone"},
	} {
		got, err := parseQuiet(tc.hours, tc.zone, tc.was)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("parseQuiet(%q, %q) = %v, want %q", tc.hours, tc.zone, err, tc.err)
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("parseQuiet(%q, %q) = %+v, %v; want %+v", tc.hours, tc.zone, got, err, tc.want)
		}
	}
}

// FuzzParseQuiet: whatever is typed, parseQuiet answers without
// panicking, and what it accepts are two distinct hours of the day in a
// zone that loads.
func FuzzParseQuiet(f *testing.F) {
	for _, s := range [][2]string{{"22-08", "Europe/Paris"}, {"9-17", ""}, {"x", "y"}, {"23-0", "America/New_York"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, hours, zone string) {
		q, err := parseQuiet(hours, zone, nil)
		if err != nil {
			return
		}
		if q.From < 0 || q.From > 23 || q.To < 0 || q.To > 23 || q.From == q.To {
			t.Fatalf("accepted hours %+v", q)
		}
		if _, err := time.LoadLocation(q.Zone); err != nil {
			t.Fatalf("accepted zone %q: %v", q.Zone, err)
		}
	})
}

// TestParseQuietQuotesAZoneWhole: a long unknown zone is quoted
// shortened at a letter, never cut inside one.
func TestParseQuietQuotesAZoneWhole(t *testing.T) {
	_, err := parseQuiet("22-08", "a"+strings.Repeat("é", 60), nil)
	if err == nil || !utf8.ValidString(err.Error()) || strings.Contains(err.Error(), `\x`) || !strings.Contains(err.Error(), "é…") {
		t.Errorf("a long unknown zone: %v", err)
	}
}
