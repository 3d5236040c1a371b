package commands

import (
	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
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

// CannotPost is CannotPostIn English.
func CannotPost(missing []string) string { return CannotPostIn(locale.English, missing) }

// CannotPostIn is the line that tells players, in l, that the app may
// not post boards in the channel, naming the permissions it lacks (all
// of them when not known) as Discord names them in l.
func CannotPostIn(l locale.Lang, missing []string) string {
	if len(missing) == 0 {
		for _, p := range BoardPermissions {
			missing = append(missing, p.Name)
		}
	}
	return l.Say("perm.cannot_post", permissionList(l, missing))
}

// permissionKeys are the catalog keys of the permissions' names.
var permissionKeys = map[string]string{
	"Send Messages":            "perm.send_messages",
	"Embed Links":              "perm.embed_links",
	"Attach Files":             "perm.attach_files",
	"Create Public Threads":    "perm.create_public_threads",
	"Send Messages in Threads": "perm.send_messages_in_threads",
}

// permissionList lists permissions (by their English names) as Discord
// names them in l: "Send Messages, Embed Links and Attach Files".
func permissionList(l locale.Lang, names []string) string {
	said := make([]string, len(names))
	for i, n := range names {
		said[i] = n
		if key, ok := permissionKeys[n]; ok {
			said[i] = l.Say(key)
		}
	}
	return joinAnd(l, said)
}
