package console

import (
	"strconv"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/locale"
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
		if got := readable(tc.in, now, locale.English); got != tc.want {
			t.Errorf("readable(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestReadableInEachLanguage: a relative timestamp reads as Discord
// shows it to a reader of that language, with its plural forms.
func TestReadableInEachLanguage(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	unix := func(d time.Duration) string { return strconv.FormatInt(now.Add(d).Unix(), 10) }
	for _, tc := range []struct {
		d    time.Duration
		l    locale.Lang
		want string
	}{
		{5 * time.Minute, locale.French, "dans 5 minutes"},
		{-2 * time.Hour, locale.German, "vor 2 Stunden"},
		{49 * time.Hour, locale.Spanish, "dentro de 2 días"},
		{time.Minute, locale.Portuguese, "em 1 minuto"},
		{21 * time.Hour, locale.Russian, "через 21 час"},
		{-5 * 24 * time.Hour, locale.Russian, "5 дней назад"},
		{10 * time.Second, locale.German, "jetzt"},
	} {
		if got := readable("<t:"+unix(tc.d)+":R>", now, tc.l); got != tc.want {
			t.Errorf("%v in %s: %q, want %q", tc.d, tc.l, got, tc.want)
		}
	}
}
