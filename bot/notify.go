package bot

import (
	"context"
	"log/slog"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// DMSender sends a direct message to a user.
type DMSender interface {
	SendDM(ctx context.Context, user, text string) error
}

// DMSenderFunc adapts a function to DMSender.
type DMSenderFunc func(ctx context.Context, user, text string) error

// SendDM calls f.
func (f DMSenderFunc) SendDM(ctx context.Context, user, text string) error { return f(ctx, user, text) }

// dmNotifier direct-messages the waiting players who opted in with
// /notify on: once per turn start, and at each reminder. With a store
// that keeps a session.Mailbox, it tells each turn start once across
// restarts, holds messages during a user's quiet hours and sends them as
// one when they end (see release), and turns direct messages off for a
// user who accepts none.
type dmNotifier struct {
	settings session.Settings
	mail     session.Mailbox // nil: no quiet hours, no record of turns told
	send     DMSender
	log      *slog.Logger
	now      func() time.Time
	// wake, when set, has the scheduler look again for its next pass: a
	// message held may be due before its next deadline.
	wake func()
}

// Notify implements Notifier.
func (n *dmNotifier) Notify(ctx context.Context, note *commands.Notice) {
	for _, user := range note.Waiting {
		on, err := n.settings.Notify(ctx, user)
		if err != nil || !on {
			continue
		}
		text := note.DMIn(n.langOf(ctx, user))
		if n.mail == nil {
			n.deliver(ctx, user, text, "")
			continue
		}
		if note.TurnStart != "" {
			if fresh, err := n.mail.Tell(ctx, user, note.Channel, note.TurnStart); err != nil || !fresh {
				continue // told already (or unknown: better silent than twice)
			}
		}
		if n.hold(ctx, user, note.Channel, text) {
			continue
		}
		n.deliver(ctx, user, text, "")
	}
}

// langOf is the language of user's direct messages: their Discord
// locale as last seen (session.DMPrefs.Locale), English when unknown.
func (n *dmNotifier) langOf(ctx context.Context, user string) locale.Lang {
	return dmLang(ctx, n.mail, user)
}

// dmLang is the language of user's direct messages as mail keeps it;
// English without a mailbox or when it cannot be read.
func dmLang(ctx context.Context, mail session.Mailbox, user string) locale.Lang {
	if mail == nil {
		return locale.English
	}
	p, err := mail.DMPrefs(ctx, user)
	if err != nil {
		return locale.English
	}
	return locale.Of(p.Locale)
}

// NewDMNotifier returns the Notifier the bot uses: it direct-messages,
// through send, the waiting players who opted in with /notify on, as
// settings records them, and, when mail is not nil, keeps their quiet
// hours and tells each turn once (session.Manager.Settings and Mailbox
// give both). The console prints what it sends.
func NewDMNotifier(settings session.Settings, mail session.Mailbox, send DMSender, log *slog.Logger) Notifier {
	return &dmNotifier{settings: settings, mail: mail, send: send, log: log, now: time.Now}
}
