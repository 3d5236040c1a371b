package session_test

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

func TestQuietHours(t *testing.T) {
	paris := session.QuietHours{From: 22, To: 8, Zone: "Europe/Paris"}
	day := session.QuietHours{From: 9, To: 17, Zone: "UTC"}
	utc := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		q        session.QuietHours
		at, ends string
		holds    bool
	}{
		// Winter: Paris is UTC+1, so 22-08 there is 21:00-07:00 UTC.
		{paris, "2026-11-26T20:59:00Z", "2026-11-26T20:59:00Z", false},
		{paris, "2026-11-26T21:00:00Z", "2026-11-27T07:00:00Z", true},
		{paris, "2026-11-27T03:00:00Z", "2026-11-27T07:00:00Z", true},
		{paris, "2026-11-27T07:00:00Z", "2026-11-27T07:00:00Z", false},
		// The night the clocks go back (25 October 2026): 08:00 is UTC+1.
		{paris, "2026-10-24T23:00:00Z", "2026-10-25T07:00:00Z", true},
		// Summer: UTC+2.
		{paris, "2026-07-01T05:30:00Z", "2026-07-01T06:00:00Z", true},
		{day, "2026-07-01T08:59:00Z", "2026-07-01T08:59:00Z", false},
		{day, "2026-07-01T16:59:00Z", "2026-07-01T17:00:00Z", true},
	} {
		at := utc(tc.at)
		if got := tc.q.Holds(at); got != tc.holds {
			t.Errorf("%+v Holds(%s) = %v", tc.q, tc.at, got)
		}
		if got := tc.q.Ends(at); !got.Equal(utc(tc.ends)) {
			t.Errorf("%+v Ends(%s) = %s, want %s", tc.q, tc.at, got.Format(time.RFC3339), tc.ends)
		}
	}
	for _, bad := range []session.QuietHours{{22, 22, "UTC"}, {24, 8, "UTC"}, {-1, 8, "UTC"}, {22, 8, "Mars/Olympus"}} {
		if bad.Check() == nil {
			t.Errorf("Check(%+v) accepted", bad)
		}
	}
	if err := paris.Check(); err != nil {
		t.Errorf("Check(%+v) = %v", paris, err)
	}
}
