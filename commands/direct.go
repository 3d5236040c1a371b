package commands

import (
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// Direct is a direct message to one user that a handler or a board asks
// for, sent whatever the user's /notify setting: an invitation, the end
// of a followed match. A user who accepts no direct message simply does
// not get it; that is no error.
type Direct struct {
	User    string
	Message *render.Message
	// Channel is the channel the message is about; Once, when set, sends
	// the message once per user, channel and key (where the store keeps
	// a mailbox), however often it is asked for.
	Channel string
	Once    string
	// In, when set, draws the message in a language: the sender calls it
	// with the user's (their Discord locale as last remembered, see
	// session.DMPrefs.Locale), else with Lang, and sends that instead of
	// Message, which is the same in Lang.
	In   func(locale.Lang) *render.Message
	Lang locale.Lang
}

// directIn is a Direct to user about channel whose message draw says in
// the user's language, lang (the server's) when theirs is unknown.
func directIn(user, channel string, lang locale.Lang, draw func(locale.Lang) *render.Message) Direct {
	return Direct{User: user, Channel: channel, Message: draw(lang), In: draw, Lang: lang}
}
