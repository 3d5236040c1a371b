package console

import (
	"strconv"
	"testing"
	"time"
)

func TestReadable(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	unix := func(d time.Duration) string { return strconv.FormatInt(now.Add(d).Unix(), 10) }
	for _, tc := range []struct{ in, want string }{
		{"<@alice> to roll", "@alice to roll"},
		{"<@!123> and <@bob>", "@123 and @bob"},
		{"due <t:" + unix(5*time.Minute) + ":R>", "due in 5 minutes"},
		{"due <t:" + unix(-2*time.Hour) + ":R>", "due 2 hours ago"},
		{"due <t:" + unix(49*time.Hour) + ":R>", "due in 2 days"},
		{"due <t:" + unix(time.Hour) + ":R>", "due in 1 hour"},
		{"due <t:" + unix(44*time.Minute) + ":R>", "due in 44 minutes"},
		{"due <t:" + unix(23*time.Hour) + ":R>", "due in 1 day"},
		{"at <t:" + unix(0) + ":f>", "at 2026-11-26 12:00 UTC"},
		{"at <t:" + unix(0) + ">", "at 2026-11-26 12:00 UTC"},
		{"<t:x:R> and <@>", "<t:x:R> and <@>"},
	} {
		if got := readable(tc.in, now); got != tc.want {
			t.Errorf("readable(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
