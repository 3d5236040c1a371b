package commands

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// The options of /notify quiet.
const (
	optQuietHours = "hours"
	optQuietZone  = "tz"
)

// Refusals of /notify quiet.
const (
	badQuietHours = "Quiet hours are HH-HH, for example 22-08 (or off)."
	noMailbox     = "Quiet hours are not kept here."
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
	mb, ok := a.mailbox()
	if !ok {
		return nil, refusal(noMailbox)
	}
	p, err := mb.DMPrefs(ctx, r.User.ID)
	if err != nil {
		return nil, err
	}
	hours := strings.TrimSpace(r.Options[optQuietHours])
	var text string
	if strings.EqualFold(hours, "off") {
		p.Quiet = nil
		text = "Quiet hours cleared: direct messages come at any hour."
	} else {
		q, err := parseQuiet(hours, r.Options[optQuietZone], p.Quiet)
		if err != nil {
			return nil, err
		}
		p.Quiet = &q
		text = fmt.Sprintf("Quiet hours %02d-%02d (%s): direct messages wait until %02d:00 there, then come as one message.", q.From, q.To, q.Zone, q.To)
	}
	note := closedNote(&p)
	if err := mb.SetDMPrefs(ctx, r.User.ID, p); err != nil {
		return nil, err
	}
	// Messages held until now may go out at once.
	a.matches.Wake(time.Time{})
	if s, ok := a.settings(); ok {
		if on, err := s.Notify(ctx, r.User.ID); err == nil && !on {
			text += " Direct messages are off: /notify on turns them on."
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
		return q, refusal(badQuietHours)
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
		return q, refusal(fmt.Sprintf("Unknown time zone %q: use a name such as Europe/Paris or America/New_York.", clipQuoted(q.Zone)))
	}
	return q, nil
}

// closedNote says, once, that the user's direct messages were turned
// off because Discord refused them, and clears the mark in p (the
// caller saves p).
func closedNote(p *session.DMPrefs) string {
	if !p.Closed {
		return ""
	}
	p.Closed = false
	return "My last direct message to you could not be delivered (you accept none from me here), so I turned them off. "
}

// notifyClosedNote is closedNote for /notify on|off: it reads and clears
// the mark in the store, "" when there is none or no Mailbox.
func (a *App) notifyClosedNote(ctx context.Context, user string) string {
	mb, ok := a.mailbox()
	if !ok {
		return ""
	}
	p, err := mb.DMPrefs(ctx, user)
	if err != nil || !p.Closed {
		return ""
	}
	note := closedNote(&p)
	if mb.SetDMPrefs(ctx, user, p) != nil {
		return ""
	}
	return note
}
