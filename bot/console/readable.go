package console

import (
	"regexp"
	"strconv"
	"time"

	"github.com/quintetbot/quintet/games/locale"
)

// Discord's markup that a terminal shows raw: user mentions <@id> (or
// <@!id>) and timestamps <t:unix> or <t:unix:style>.
var (
	mentionMarkup   = regexp.MustCompile(`<@!?([^<>\s]+)>`)
	channelMarkup   = regexp.MustCompile(`<#([^<>\s]+)>`)
	timestampMarkup = regexp.MustCompile(`<t:(-?\d+)(?::([tTdDfFR]))?>`)
)

// readable writes Discord's markup as a person reads it in a client:
// "<@alice>" as "@alice", "<#general>" as "#general", "<t:1700000000:R>" as "in 5 minutes" (against
// now, in language l) and other timestamps as a date and time in UTC.
func readable(text string, now time.Time, l locale.Lang) string {
	text = mentionMarkup.ReplaceAllString(text, "@$1")
	text = channelMarkup.ReplaceAllString(text, "#$1")
	return timestampMarkup.ReplaceAllStringFunc(text, func(m string) string {
		sub := timestampMarkup.FindStringSubmatch(m)
		sec, err := strconv.ParseInt(sub[1], 10, 64)
		if err != nil {
			return m
		}
		at := time.Unix(sec, 0).UTC()
		switch sub[2] {
		case "R":
			return relative(at.Sub(now), l)
		case "t":
			return at.Format("15:04")
		case "T":
			return at.Format("15:04:05")
		case "d":
			return at.Format("2006-01-02")
		}
		return at.Format("2006-01-02 15:04 UTC")
	})
}

// relative says a span as Discord's relative timestamps do, in l, with
// their thresholds (minutes below 45, hours below 22, days beyond): "in
// 5 minutes", "in 1 hour" for 60 minutes, "2 hours ago", "now".
func relative(d time.Duration, l locale.Lang) string {
	ago := d < 0
	if ago {
		d = -d
	}
	var n int64
	var in, past string
	switch {
	case d < 45*time.Second:
		return l.Say("console.time.now")
	case d < 45*time.Minute:
		n, in, past = int64((d+30*time.Second)/time.Minute), "console.time.in_minutes", "console.time.minutes_ago"
	case d < 22*time.Hour:
		n, in, past = int64((d+30*time.Minute)/time.Hour), "console.time.in_hours", "console.time.hours_ago"
	default:
		n, in, past = int64((d+12*time.Hour)/(24*time.Hour)), "console.time.in_days", "console.time.days_ago"
	}
	if ago {
		return l.Say(past, int(n))
	}
	return l.Say(in, int(n))
}
