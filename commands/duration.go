package commands

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

// maxDuration bounds what ParseDuration reads, far above any turn time.
const maxDuration = 1000 * 24 * time.Hour

// errDuration: a duration that ParseDuration does not read.
var errDuration = errors.New("commands: bad duration")

// ParseDuration reads a duration as players type it: a sequence of whole
// numbers with the units d (days), h, m and s, such as "10m", "12h", "2d"
// or "1d12h". Spaces are ignored.
func ParseDuration(s string) (time.Duration, error) {
	s = strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
	if s == "" {
		return 0, errDuration
	}
	var total time.Duration
	for s != "" {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 || i == len(s) || i > 6 {
			return 0, errDuration
		}
		n, _ := strconv.Atoi(s[:i])
		var unit time.Duration
		switch s[i] {
		case 'd':
			unit = 24 * time.Hour
		case 'h':
			unit = time.Hour
		case 'm':
			unit = time.Minute
		case 's':
			unit = time.Second
		default:
			return 0, errDuration
		}
		// Bound each part before multiplying: 107000d would overflow.
		if time.Duration(n) > maxDuration/unit {
			return 0, errDuration
		}
		total += time.Duration(n) * unit
		if total > maxDuration {
			return 0, errDuration
		}
		s = s[i+1:]
	}
	return total, nil
}

// FormatDuration writes d the way ParseDuration reads it, largest units
// first: "1d12h", "10m".
func FormatDuration(d time.Duration) string {
	if d <= 0 {
		return "0m"
	}
	var b strings.Builder
	for _, u := range []struct {
		unit time.Duration
		name string
	}{{24 * time.Hour, "d"}, {time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}} {
		if n := d / u.unit; n > 0 {
			b.WriteString(strconv.FormatInt(int64(n), 10) + u.name)
			d -= n * u.unit
		}
	}
	return b.String()
}

// Duration is a span of time said in the reader's language, largest
// units first: English writes it as FormatDuration does ("1d12h"),
// other languages in words with their plurals ("1 Tag 12 Stunden").
type Duration time.Duration

// SayIn implements locale.Sayer.
func (d Duration) SayIn(l locale.Lang) string {
	left := time.Duration(d)
	if left <= 0 {
		return l.Say("duration.minutes", 0)
	}
	out := ""
	for _, u := range []struct {
		unit time.Duration
		key  string
	}{{24 * time.Hour, "duration.days"}, {time.Hour, "duration.hours"}, {time.Minute, "duration.minutes"}, {time.Second, "duration.seconds"}} {
		n := left / u.unit
		if n <= 0 {
			continue
		}
		left -= n * u.unit
		part := l.Say(u.key, int(n))
		if out == "" {
			out = part
		} else {
			out = l.Say("duration.join", out, part)
		}
	}
	return out
}
