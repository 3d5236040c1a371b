package bot

import (
	"context"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// MessageDMSender is a DMSender that can send a whole message, with its
// buttons (an invitation's Accept and Decline); a sender without it gets
// the message's text alone.
type MessageDMSender interface {
	DMSender
	SendDMMessage(ctx context.Context, user string, msg *render.Message) error
}

// Direct implements Notifier: it sends d whatever the user's /notify
// setting, once per user, channel and key when d.Once is set and the
// store keeps a mailbox. A user who accepts no direct message does not
// get it, and nothing else changes (their /notify stays as it is).
func (n *dmNotifier) Direct(ctx context.Context, d commands.Direct) {
	if d.User == "" || d.Message == nil {
		return
	}
	if d.Once != "" && n.mail != nil {
		if fresh, err := n.mail.Tell(ctx, d.User, d.Channel, d.Once); err != nil || !fresh {
			return // told already (or unknown: better silent than twice)
		}
	}
	if d.In != nil {
		d.Message = d.In(n.directLang(ctx, d.User, d.Lang))
	}
	var err error
	if ms, ok := n.send.(MessageDMSender); ok {
		err = ms.SendDMMessage(ctx, d.User, d.Message)
	} else {
		err = n.send.SendDM(ctx, d.User, d.Message.Content)
	}
	switch {
	case err == nil:
	case cannotDM(err):
		n.log.Info("direct message refused by its user", "user", d.User, "channel", d.Channel)
	default:
		n.log.Warn("direct message failed", "user", d.User, "channel", d.Channel, "err", err)
	}
}

// directLang is the language of a direct message to user: their Discord
// locale as last remembered, else fallback (the server's).
func (n *dmNotifier) directLang(ctx context.Context, user string, fallback locale.Lang) locale.Lang {
	if n.mail == nil {
		return fallback
	}
	if p, err := n.mail.DMPrefs(ctx, user); err == nil && p.Locale != "" {
		return locale.Of(p.Locale)
	}
	return fallback
}

// sendDirects sends the direct messages an answered interaction asks
// for, when the bot sends any.
func (b *Bot) sendDirects(ctx context.Context, ds []commands.Direct) {
	if b.sched.notify == nil {
		return
	}
	for _, d := range ds {
		b.sched.notify.Direct(ctx, d)
	}
}
