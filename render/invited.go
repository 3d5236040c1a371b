package render

import (
	"fmt"
	"time"

	"github.com/bwmarrin/discordgo"
)

// Invited is a user a lobby invited: the seat it holds for them until
// Expires, or, Lapsed, held no more.
type Invited struct {
	Name    string
	Expires time.Time
	Lapsed  bool
}

// line is the lobby's line about the invitation.
func (in Invited) line() string {
	if in.Lapsed {
		return InviteLapsedLine(in.Name)
	}
	return InviteAwaitedLine(in.Name, in.Expires)
}

// InviteAwaitedLine is the lobby's line about an invitation not yet
// answered: who is awaited, and when the seat held for them is freed
// (a timestamp Discord shows in the reader's words, "in 23 hours").
func InviteAwaitedLine(name string, expires time.Time) string {
	return fmt.Sprintf("Waiting for %s to accept · expires <t:%d:R>", name, expires.Unix())
}

// InviteLapsedLine is the lobby's line about an invitation nobody
// answered in time.
func InviteLapsedLine(name string) string {
	return fmt.Sprintf("%s did not answer the invitation in time; the seat is free.", name)
}

// held counts the seats the lobby holds for invitations not yet
// answered.
func (l Lobby) held() int {
	n := 0
	for _, in := range l.Invited {
		if !in.Lapsed {
			n++
		}
	}
	return n
}

// InviteButtons is the row of Accept and Decline buttons of an
// invitation: on the lobby (channel ""), or in the direct message to the
// invited user, whose buttons name the lobby's channel.
func InviteButtons(channel string) discordgo.ActionsRow {
	arg := func(answer string) string {
		if channel == "" {
			return answer
		}
		return answer + "/" + channel
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: "Accept invitation", Style: discordgo.SuccessButton, CustomID: ID{Action: ActInvite, Arg: arg("yes")}.String()},
		discordgo.Button{Label: "Decline invitation", Style: discordgo.SecondaryButton, CustomID: ID{Action: ActInvite, Arg: arg("no")}.String()},
	}}
}
