package commands

import "github.com/quintetbot/quintet/render"

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
}
