package commands

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// The options of /notify quiet.
const (
	optQuietHours = "hours"
	optQuietZone  = "tz"
)

// mailbox returns the store's Mailbox, if it keeps one.
func (a *App) mailbox() (session.Mailbox, bool) {
	mb, ok := a.matches.Mailbox()
	return mb, ok
}

// notifyQuiet sets or clears the hours in which the user's direct
// messages are held: /notify quiet hours:22-08 tz:Europe/Paris, or
// hours:off. The zone defaults to the one set before, else UTC.
func (a *App) notifyQuiet(ctx context.Context, r *Request) (*Reply, error) {
	l := privateLang(r)
	mb, ok := a.mailbox()
	if !ok {
		return nil, refuse("quiet.refuse.not_kept")
	}
	p, err := mb.DMPrefs(ctx, r.User.ID)
	if err != nil {
		return nil, err
	}
	hours := strings.TrimSpace(r.Options[optQuietHours])
	var text string
	if strings.EqualFold(hours, "off") {
		p.Quiet = nil
		text = l.Say("quiet.cleared")
	} else {
		q, err := parseQuiet(hours, r.Options[optQuietZone], p.Quiet)
		if err != nil {
			return nil, err
		}
		p.Quiet = &q
		text = l.Say("quiet.set", q.From, q.To, q.Zone, q.To)
	}
	note := closedNote(l, &p)
	if err := mb.SetDMPrefs(ctx, r.User.ID, p); err != nil {
		return nil, err
	}
	// Messages held until now may go out at once.
	a.matches.Wake(time.Time{})
	if s, ok := a.settings(); ok {
		if on, err := s.Notify(ctx, r.User.ID); err == nil && !on {
			text += " " + l.Say("quiet.notify_off")
		}
	}
	return Ephemeral(note + text), nil
}

// parseQuiet reads quiet hours "HH-HH" in zone (an IANA name); an empty
// zone keeps the one of was, else UTC.
func parseQuiet(hours, zone string, was *session.QuietHours) (session.QuietHours, error) {
	from, to, ok := strings.Cut(hours, "-")
	f, err1 := strconv.Atoi(strings.TrimSpace(from))
	t, err2 := strconv.Atoi(strings.TrimSpace(to))
	q := session.QuietHours{From: f, To: t, Zone: strings.TrimSpace(zone)}
	if !ok || err1 != nil || err2 != nil || len(strings.TrimSpace(from)) > 2 || len(strings.TrimSpace(to)) > 2 ||
		f < 0 || f > 23 || t < 0 || t > 23 || f == t {
		return q, refuse("quiet.refuse.format")
	}
	switch {
	case q.Zone != "":
	case was != nil:
		q.Zone = was.Zone
	default:
		q.Zone = "UTC"
	}
	// time.LoadLocation reads paths: keep to the names it knows. "Local"
	// is the machine's zone, not the player's, and moves with the host.
	if len(q.Zone) > 64 || strings.Contains(q.Zone, "..") || strings.HasPrefix(q.Zone, "/") || q.Zone == "Local" || q.Check() != nil {
		return q, refuse("quiet.refuse.zone", clipQuoted(q.Zone))
	}
	return q, nil
}

// closedNote says, once, that the user's direct messages were turned
// off because Discord refused them, and clears the mark in p (the
// caller saves p).
func closedNote(l locale.Lang, p *session.DMPrefs) string {
	if !p.Closed {
		return ""
	}
	p.Closed = false
	return l.Say("notify.closed") + " "
}

// notifyClosedNote is closedNote for /notify on|off: it reads and clears
// the mark in the store, "" when there is none or no Mailbox.
func (a *App) notifyClosedNote(ctx context.Context, l locale.Lang, user string) string {
	mb, ok := a.mailbox()
	if !ok {
		return ""
	}
	p, err := mb.DMPrefs(ctx, user)
	if err != nil || !p.Closed {
		return ""
	}
	note := closedNote(l, &p)
	if mb.SetDMPrefs(ctx, user, p) != nil {
		return ""
	}
	return note
}
