package render

import (
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// Invited is a user a lobby invited: the seat it holds for them until
// Expires, or, Lapsed, held no more. Lang is the language of the lobby's
// line about it.
type Invited struct {
	Name    string
	Expires time.Time
	Lapsed  bool
	Lang    locale.Lang
}

// line is the lobby's line about the invitation, in in.Lang.
func (in Invited) line() string {
	if in.Lapsed {
		return InviteLapsedLine(in.Lang, in.Name)
	}
	return InviteAwaitedLine(in.Lang, in.Name, in.Expires)
}

// InviteAwaitedLine is the lobby's line in l about an invitation not yet
// answered: who is awaited, and when the seat held for them is freed
// (a timestamp Discord shows in the reader's words, "in 23 hours").
func InviteAwaitedLine(l locale.Lang, name string, expires time.Time) string {
	return l.Say("invite.awaited", name, strconv.FormatInt(expires.Unix(), 10))
}

// InviteLapsedLine is the lobby's line in l about an invitation nobody
// answered in time.
func InviteLapsedLine(l locale.Lang, name string) string {
	return l.Say("invite.lapsed", name)
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

// InviteButtons is InviteButtonsIn English.
func InviteButtons(channel string) discordgo.ActionsRow {
	return InviteButtonsIn(locale.English, channel)
}

// InviteButtonsIn is the row of Accept and Decline buttons of an
// invitation, labelled in l: on the lobby (channel ""), or in the direct
// message to the invited user, whose buttons name the lobby's channel.
func InviteButtonsIn(l locale.Lang, channel string) discordgo.ActionsRow {
	arg := func(answer string) string {
		if channel == "" {
			return answer
		}
		return answer + "/" + channel
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: l.Say("invite.accept.button"), Style: discordgo.SuccessButton, CustomID: ID{Action: ActInvite, Arg: arg("yes")}.String()},
		discordgo.Button{Label: l.Say("invite.decline.button"), Style: discordgo.SecondaryButton, CustomID: ID{Action: ActInvite, Arg: arg("no")}.String()},
	}}
}

// SayInviteButtons labels in l the Accept and Decline buttons of an
// invitation that msg carries (a lobby drawn with InviteButtons); other
// components stay as they are.
func SayInviteButtons(msg *Message, l locale.Lang) {
	if msg == nil {
		return
	}
	for _, c := range msg.Components {
		row, ok := c.(discordgo.ActionsRow)
		if !ok {
			continue
		}
		for i, b := range row.Components {
			btn, ok := b.(discordgo.Button)
			if !ok {
				continue
			}
			id, err := ParseID(btn.CustomID)
			if err != nil || id.Action != ActInvite {
				continue
			}
			btn.Label = l.Say("invite.decline.button")
			if answer, _, _ := strings.Cut(id.Arg, "/"); answer == "yes" {
				btn.Label = l.Say("invite.accept.button")
			}
			row.Components[i] = btn
		}
	}
}
