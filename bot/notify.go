package bot

import (
	"context"
	"log/slog"

	"github.com/quintetbot/quintet/commands"
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
// /notify on.
type dmNotifier struct {
	settings session.Settings
	send     DMSender
	log      *slog.Logger
}

// Notify implements Notifier.
func (n *dmNotifier) Notify(ctx context.Context, note *commands.Notice) {
	for _, user := range note.Waiting {
		on, err := n.settings.Notify(ctx, user)
		if err != nil || !on {
			continue
		}
		text := "A game is waiting on your move."
		if note.Link != "" {
			text += " " + note.Link
		}
		if err := n.send.SendDM(ctx, user, text); err != nil {
			n.log.Warn("direct message failed", "user", user, "err", err)
		}
	}
}

// NewDMNotifier returns the Notifier the bot uses: it direct-messages,
// through send, the waiting players who opted in with /notify on, as
// settings records them. The console prints what it sends.
func NewDMNotifier(settings session.Settings, send DMSender, log *slog.Logger) Notifier {
	return &dmNotifier{settings: settings, send: send, log: log}
}
