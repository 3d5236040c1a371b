package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
)

// BoardPermissions are the permissions the app needs in a channel to
// show its boards there: the message, its embed and its picture.
var BoardPermissions = []struct {
	Bit  int64
	Name string
}{
	{discordgo.PermissionSendMessages, "Send Messages"},
	{discordgo.PermissionEmbedLinks, "Embed Links"},
	{discordgo.PermissionAttachFiles, "Attach Files"},
}

// MissingBoardPermissions names the board permissions that perms (an
// interaction's app_permissions) lacks, in BoardPermissions' order.
func MissingBoardPermissions(perms int64) []string {
	var out []string
	for _, p := range BoardPermissions {
		if perms&p.Bit == 0 && perms&discordgo.PermissionAdministrator == 0 {
			out = append(out, p.Name)
		}
	}
	return out
}

// CannotPost is the line that tells players the app may not post boards
// in the channel, naming the permissions it lacks when known.
func CannotPost(missing []string) string {
	if len(missing) == 0 {
		return "I can't post in this channel: I need Send Messages, Embed Links and Attach Files here."
	}
	return "I can't post in this channel: I need " + games.JoinAnd(missing) + " here."
}
