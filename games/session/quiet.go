package session

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// QuietHours are the hours of a user's day in which direct messages are
// held: from From o'clock to To o'clock (0 to 23, across midnight when
// From > To) in the time zone Zone (an IANA name such as Europe/Paris).
type QuietHours struct {
	From int    `json:"from"`
	To   int    `json:"to"`
	Zone string `json:"zone"`
}

// Check refuses hours outside 0..23, equal hours, and a zone that
// time.LoadLocation does not know.
func (q QuietHours) Check() error {
	if q.From < 0 || q.From > 23 || q.To < 0 || q.To > 23 || q.From == q.To {
		return fmt.Errorf("session: quiet hours %d-%d", q.From, q.To)
	}
	if _, err := time.LoadLocation(q.Zone); err != nil {
		return fmt.Errorf("session: quiet hours: %w", err)
	}
	return nil
}

// zones caches the locations loaded, by name: loading one parses its
// zone data each time. Only names that load are kept, so it holds at
// most the few hundred zones of the database.
var zones sync.Map

// location returns the zone, UTC when it no longer loads.
func (q QuietHours) location() *time.Location {
	if loc, ok := zones.Load(q.Zone); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(q.Zone)
	if err != nil {
		return time.UTC
	}
	zones.Store(q.Zone, loc)
	return loc
}

// Holds reports whether t falls in the quiet hours.
func (q QuietHours) Holds(t time.Time) bool {
	h := t.In(q.location()).Hour()
	if q.From < q.To {
		return q.From <= h && h < q.To
	}
	return h >= q.From || h < q.To
}

// Ends returns when the quiet hours that t falls in end: the next To
// o'clock in the zone; t itself when t is not in them.
func (q QuietHours) Ends(t time.Time) time.Time {
	if !q.Holds(t) {
		return t
	}
	loc := q.location()
	l := t.In(loc)
	end := time.Date(l.Year(), l.Month(), l.Day(), q.To, 0, 0, 0, loc)
	if !end.After(t) {
		end = time.Date(l.Year(), l.Month(), l.Day()+1, q.To, 0, 0, 0, loc)
	}
	return end.UTC()
}

// DMPrefs are a user's choices about direct messages besides
// Settings.Notify, and what the last delivery found.
type DMPrefs struct {
	// Quiet holds direct messages during these hours; nil: never.
	Quiet *QuietHours `json:"quiet,omitempty"`
	// Closed: a direct message could not be delivered (the user accepts
	// none from the bot) and direct messages were turned off; the user's
	// next /notify says so, then clears it.
	Closed bool `json:"closed,omitempty"`
	// Locale is the user's Discord locale as last seen ("de", "es-419"),
	// which the direct messages sent them later speak; "": English.
	Locale string `json:"locale,omitempty"`
}

// Mailbox keeps what direct messages need besides Settings: a user's
// DMPrefs, the messages held during quiet hours, and which turn start
// each user was told of. A Store may implement it; without it, direct
// messages go out at once and quiet hours are refused.
type Mailbox interface {
	// DMPrefs returns a user's preferences (zero when never set).
	DMPrefs(ctx context.Context, user string) (DMPrefs, error)
	// SetDMPrefs replaces them; zero DMPrefs removes the record.
	SetDMPrefs(ctx context.Context, user string, p DMPrefs) error
	// Tell records that user was told of the turn start tag in channel
	// and reports whether that is news: false when the user was already
	// told of this tag there, so that a turn start is told once.
	Tell(ctx context.Context, user, channel, tag string) (bool, error)
	// Hold keeps line among the user's held messages, in order.
	Hold(ctx context.Context, user, line string) error
	// Held returns every user's held messages, oldest first.
	Held(ctx context.Context) (map[string][]string, error)
	// Release drops the first n of a user's held messages: those
	// delivered, or dropped.
	Release(ctx context.Context, user string, n int) error
}
