package commands

import (
	"fmt"

	"github.com/quintetbot/quintet/games/session"
)

// socialRules is what /rules says of invitations and following, the
// same for every game.
func socialRules() string {
	return inviteRules(FormatDuration(session.InviteTTL)) + "\n" + followRules()
}

// inviteRules is /rules' paragraph on invitations, whose seats are held
// for held.
func inviteRules(held string) string {
	return fmt.Sprintf("**Invitations.** `/play <game> invite:@member`, or `/game invite user:@member` from the host while the lobby is open, "+
		"holds a seat for that member: they are pinged on the lobby and sent a direct message (if they accept them), "+
		"and answer with Accept invitation or Decline invitation, on the lobby or in the message. "+
		"A held seat counts as taken for %s; then it is free again and the lobby says so. "+
		"The host may start without those still awaited: their seats go. Bots, yourself and players already seated cannot be invited.", held)
}

// followRules is /rules' paragraph on following.
func followRules() string {
	return "**Following.** `/game follow` sends you, if you have no seat, one direct message when the game ends, " +
		"with the result and a link to the final board; `/game unfollow` stops it."
}
