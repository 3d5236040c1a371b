package bot

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Direct messages held during quiet hours are kept in the store as
// "<channel> <text>", and sent, once the hours end, as one message that
// lists the latest of each channel.
const (
	// heldRetry is how long a summary that Discord did not take waits
	// before the next try.
	heldRetry = time.Minute
	// heldLines is how many channels a summary lists.
	heldLines = 10
)

// cannotDM reports whether err says the user accepts no direct message.
func cannotDM(err error) bool { return errors.Is(err, ErrDMClosed) }

// hold keeps text for user when the user's quiet hours hold direct
// messages now, and reports whether it did.
func (n *dmNotifier) hold(ctx context.Context, user, channel, text string) bool {
	p, err := n.mail.DMPrefs(ctx, user)
	if err != nil || p.Quiet == nil || !p.Quiet.Holds(n.now()) {
		return false
	}
	if err := n.mail.Hold(ctx, user, channel+" "+text); err != nil {
		n.log.Warn("direct message not held", "user", user, "err", err)
		return false // better sent in the quiet hours than lost
	}
	n.log.Debug("direct message held", "user", user, "channel", channel)
	if n.wake != nil {
		n.wake()
	}
	return true
}

// deliver sends text to user. A user who accepts no direct message gets
// no more (their /notify is turned off, and their next /notify says
// so); any other failure is logged and the message dropped.
func (n *dmNotifier) deliver(ctx context.Context, user, text, nonce string) error {
	err := n.sendOnce(ctx, user, text, nonce)
	switch {
	case err == nil:
	case cannotDM(err):
		n.log.Info("direct messages closed: /notify turned off", "user", user)
		n.closed(ctx, user)
	default:
		n.log.Warn("direct message failed", "user", user, "err", err)
	}
	return err
}

// closed turns direct messages off for user and marks why.
func (n *dmNotifier) closed(ctx context.Context, user string) {
	if err := n.settings.SetNotify(ctx, user, false); err != nil {
		n.log.Warn("/notify not turned off", "user", user, "err", err)
	}
	if n.mail == nil {
		return
	}
	p, err := n.mail.DMPrefs(ctx, user)
	if err == nil {
		p.Closed = true
		err = n.mail.SetDMPrefs(ctx, user, p)
	}
	if err != nil {
		n.log.Warn("closed direct messages not recorded", "user", user, "err", err)
	}
}

// release sends, as one message per user, the messages held for the
// users whose quiet hours have ended, and returns the earlier of next and
// when the next quiet hours end that hold messages. A user who turned
// direct messages off meanwhile gets none. A summary is removed once
// Discord took it: a stop between the two sends it again at the start,
// rather than lose it, with the same nonce, so that Discord makes no
// second message when the start comes within its nonce window.
//
// Every held line asks its user to move in its channel; waits, when not
// nil, says whether the user still may act there, and the lines of
// channels where they no longer may (they moved, the game ended) are
// dropped: a summary that sends a player to a turn already taken helps
// nobody. A user with no line left gets no message.
func (n *dmNotifier) release(ctx context.Context, next time.Time, waits heldCheck) time.Time {
	if n.mail == nil {
		return next
	}
	held, err := n.mail.Held(ctx)
	if err != nil {
		n.log.Error("held direct messages not read", "err", err)
		return nextOf(next, n.now().Add(heldRetry))
	}
	now := n.now()
	for _, user := range slices.Sorted(maps.Keys(held)) {
		lines := held[user]
		on, err := n.settings.Notify(ctx, user)
		if err != nil {
			continue
		}
		p, err := n.mail.DMPrefs(ctx, user)
		if err != nil {
			continue
		}
		if on && p.Quiet != nil && p.Quiet.Holds(now) {
			next = nextOf(next, p.Quiet.Ends(now))
			continue
		}
		if on {
			live, later := stillWaiting(ctx, user, lines, waits)
			if later {
				continue // a turn ran out: its timeout comes first
			}
			if len(live) > 0 {
				if err := n.deliver(ctx, user, summary(locale.Of(p.Locale), live), heldNonce(user, live)); err != nil && !cannotDM(err) {
					next = nextOf(next, now.Add(heldRetry))
					continue
				}
			}
		}
		if err := n.mail.Release(ctx, user, len(lines)); err != nil {
			n.log.Error("held direct messages not released", "user", user, "err", err)
			continue
		}
		n.log.Debug("held direct messages released", "user", user, "count", len(lines), "sent", on)
	}
	return next
}

// heldCheck says whether user still may act in the match of channel
// and, when so, the line that tells it now ("" keeps the held one);
// later reports that the turn ran out and its timeout is still to come.
type heldCheck func(ctx context.Context, channel, user string) (waits bool, line string, later bool)

// stillWaiting returns the lines of channels where user still may act,
// as waits says, each as it reads now; every line when waits is nil.
// later reports that a channel's turn ran out without its timeout
// played yet: the lines should wait for it, since the turn they tell
// may be lost or another may have begun.
func stillWaiting(ctx context.Context, user string, lines []string, waits heldCheck) (live []string, later bool) {
	if waits == nil {
		return lines, false
	}
	type answer struct {
		waits bool
		line  string
	}
	asked := map[string]answer{}
	for _, l := range lines {
		ch, _, _ := strings.Cut(l, " ")
		a, ok := asked[ch]
		if !ok {
			w, line, late := waits(ctx, ch, user)
			if late {
				return nil, true
			}
			a = answer{w, line}
			asked[ch] = a
		}
		switch {
		case !a.waits:
		case a.line != "":
			live = append(live, ch+" "+a.line)
		default:
			live = append(live, l)
		}
	}
	return live, false
}

// summary is the one message of a user's held lines: the latest line of
// each channel, in the order the channels first came, in the user's
// language l.
func summary(l locale.Lang, lines []string) string {
	var order []string
	last := map[string]string{}
	for _, l := range lines {
		ch, text, _ := strings.Cut(l, " ")
		if _, ok := last[ch]; !ok {
			order = append(order, ch)
		}
		last[ch] = text
	}
	var b strings.Builder
	b.WriteString(l.Say("dm.held"))
	for i, ch := range order {
		if i == heldLines {
			b.WriteString("\n- " + l.Say("dm.held_more", len(order)-heldLines))
			break
		}
		b.WriteString("\n- " + last[ch])
	}
	return render.Clip(b.String(), render.MaxContent)
}

// releaseHeld has the notifier send the direct messages whose quiet
// hours ended (see dmNotifier.release) and returns the earlier of next
// and when it has more to send.
func (s *Scheduler) releaseHeld(ctx context.Context, next time.Time) time.Time {
	dm, ok := s.notify.(*dmNotifier)
	if !ok {
		return next
	}
	return dm.release(ctx, next, s.waitsOn)
}

// waitsOn reports whether user may act now in the match of channel and
// the line that tells the turn as it stands (its deadline may have moved
// since the line was held), or that the turn ran out and its timeout is
// still to be played. When the match cannot be read it says yes: a
// message sent in doubt is better than one lost.
func (s *Scheduler) waitsOn(ctx context.Context, channel, user string) (bool, string, bool) {
	m, err := s.matches.Get(ctx, channel)
	if errors.Is(err, session.ErrNoMatch) {
		return false, "", false
	}
	if err != nil || m == nil {
		return true, "", false
	}
	seat, ok := m.SeatOf(user)
	if !ok || !slices.Contains(m.Waiting(), seat) {
		return false, "", false
	}
	if m.Phase == session.Playing && !m.Paused && !m.Due.IsZero() && !m.Due.After(s.clock.Now()) {
		return true, "", true
	}
	if t := commands.TurnNotice(m, ""); t != nil {
		mail, _ := s.matches.Mailbox()
		return true, t.DMIn(dmLang(ctx, mail, user)), false
	}
	return true, "", false
}
