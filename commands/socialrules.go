package commands

import (
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// socialRules is what /rules says in l of invitations and following,
// the same for every game: how an invitation holds a seat, for how long
// (session.InviteTTL), and what following sends.
func socialRules(l locale.Lang) string {
	return l.Say("rules.social.invitations", Duration(session.InviteTTL)) + "\n" + l.Say("rules.social.following")
}
