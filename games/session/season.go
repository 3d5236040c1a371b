package session

import (
	"fmt"
	"github.com/quintetbot/quintet/games/locale"
	"strings"
	"time"
)

// Scheme is how a server cuts its play into seasons: UTC calendar months,
// UTC calendar quarters, or none.
type Scheme string

// The schemes.
const (
	NoSeasons Scheme = "none"
	Monthly   Scheme = "monthly"
	Quarterly Scheme = "quarterly"
)

// ParseScheme reads a scheme as /settings season takes it.
func ParseScheme(s string) (Scheme, error) {
	switch sc := Scheme(strings.ToLower(strings.TrimSpace(s))); sc {
	case NoSeasons, Monthly, Quarterly:
		return sc, nil
	}
	return "", fmt.Errorf("session: %q is not a season length (monthly, quarterly or none)", s)
}

// period returns the calendar period of the scheme that holds t: its key
// ("2026-11" for a month, "2026-Q4" for a quarter) and its UTC bounds
// [start, end). ok is false for NoSeasons.
func (sc Scheme) period(t time.Time) (key string, start, end time.Time, ok bool) {
	t = t.UTC()
	switch sc {
	case Monthly:
		start = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
		return start.Format("2006-01"), start, start.AddDate(0, 1, 0), true
	case Quarterly:
		q := (int(t.Month()) - 1) / 3
		start = time.Date(t.Year(), time.Month(3*q+1), 1, 0, 0, 0, 0, time.UTC)
		return fmt.Sprintf("%d-Q%d", t.Year(), q+1), start, start.AddDate(0, 3, 0), true
	}
	return "", time.Time{}, time.Time{}, false
}

// boundary reports whether a season of the scheme starts at t.
func (sc Scheme) boundary(t time.Time) bool {
	_, start, _, ok := sc.period(t)
	return ok && start.Equal(t)
}

// Season is one season of a server: a calendar period of its scheme,
// clipped to the time the scheme was in force (a first season may start
// when seasons were turned on).
type Season struct {
	Key    string    `json:"key"` // "2026-11" or "2026-Q4"
	Scheme Scheme    `json:"scheme"`
	Start  time.Time `json:"start"`
	End    time.Time `json:"end"` // exclusive
}

// Title names the season for players in English: "November 2026" or
// "Q4 2026" (TitleIn names it in any language).
func (s Season) Title() string { return s.TitleIn(locale.English) }

// SeasonChange says that from At on the server's seasons follow Scheme.
type SeasonChange struct {
	At     time.Time `json:"at"`
	Scheme Scheme    `json:"scheme"`
}

// SeasonPlan is a server's history of season settings, oldest first: the
// scheme in force at t is that of the last change at or before t (none
// before the first). It is what places every finished match in its
// season, so it is kept for good and rebuilt statistics follow it.
//
// A change made with Set takes effect:
//   - at once when the server has no seasons: the first season starts
//     then and ends with its calendar period (matches finished earlier in
//     the period stay out of it);
//   - otherwise at the end of the season in course, and, for a change
//     between monthly and quarterly, at the next UTC quarter, so that no
//     season is cut short. Until then the old scheme goes on, and a later
//     Set replaces the pending change (setting the scheme in force
//     withdraws it).
type SeasonPlan []SeasonChange

// Scheme returns the scheme in force at t.
func (p SeasonPlan) Scheme(t time.Time) Scheme {
	sc := NoSeasons
	for _, c := range p {
		if c.At.After(t) {
			break
		}
		sc = c.Scheme
	}
	return sc
}

// Pending returns the change that takes effect after now, if any.
func (p SeasonPlan) Pending(now time.Time) (SeasonChange, bool) {
	if len(p) > 0 && p[len(p)-1].At.After(now) {
		return p[len(p)-1], true
	}
	return SeasonChange{}, false
}

// Set returns the plan with sc chosen at now (see SeasonPlan for when it
// takes effect) and the time it does; p is not changed.
func (p SeasonPlan) Set(now time.Time, sc Scheme) (SeasonPlan, time.Time) {
	now = now.UTC()
	out := make(SeasonPlan, 0, len(p)+1)
	for _, c := range p {
		if !c.At.After(now) {
			out = append(out, c)
		}
	}
	cur := out.Scheme(now)
	if sc == cur {
		return out, now
	}
	at := now
	if cur != NoSeasons {
		at = nextChange(now, cur, sc)
	}
	if n := len(out); n > 0 && out[n-1].At.Equal(at) {
		out = out[:n-1]
	}
	return append(out, SeasonChange{At: at, Scheme: sc}), at
}

// nextChange is the first month start after now at which a season of cur
// ends and, unless to is NoSeasons, one of to starts.
func nextChange(now time.Time, cur, to Scheme) time.Time {
	t := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, 0)
	for !cur.boundary(t) || (to != NoSeasons && !to.boundary(t)) {
		t = t.AddDate(0, 1, 0)
	}
	return t
}

// At returns the season a match finished at t belongs to; ok is false
// when the server had no seasons then.
func (p SeasonPlan) At(t time.Time) (Season, bool) {
	t = t.UTC()
	var from, until time.Time
	sc := NoSeasons
	for _, c := range p {
		if c.At.After(t) {
			until = c.At
			break
		}
		sc, from = c.Scheme, c.At
	}
	key, start, end, ok := sc.period(t)
	if !ok {
		return Season{}, false
	}
	if from.After(start) {
		start = from
	}
	if !until.IsZero() && until.Before(end) {
		end = until
	}
	return Season{Key: key, Scheme: sc, Start: start, End: end}, true
}

// Ended returns the seasons that ended after after and no later than
// until, oldest first.
func (p SeasonPlan) Ended(after, until time.Time) []Season {
	var out []Season
	for i, c := range p {
		if c.Scheme == NoSeasons {
			continue
		}
		stop := until
		if i+1 < len(p) && p[i+1].At.Before(stop) {
			stop = p[i+1].At
		}
		for t := c.At; t.Before(stop); {
			s, ok := p.At(t)
			if !ok {
				break
			}
			if s.End.After(after) && !s.End.After(until) {
				out = append(out, s)
			}
			t = s.End
		}
	}
	return out
}

// Previous returns the last season that ended at or before now.
func (p SeasonPlan) Previous(now time.Time) (Season, bool) {
	var start time.Time
	if len(p) > 0 {
		start = p[0].At.Add(-time.Nanosecond)
	}
	all := p.Ended(start, now)
	if len(all) == 0 {
		return Season{}, false
	}
	return all[len(all)-1], true
}

// NextEnd returns the end of the first season that ends after after;
// zero when none will (no seasons in force or pending).
func (p SeasonPlan) NextEnd(after time.Time) time.Time {
	for i, c := range p {
		if i+1 < len(p) && !p[i+1].At.After(after) {
			continue // over before after
		}
		t := c.At
		if t.Before(after) {
			t = after
		}
		if s, ok := p.At(t); ok && s.End.After(after) {
			return s.End
		}
	}
	return time.Time{}
}
