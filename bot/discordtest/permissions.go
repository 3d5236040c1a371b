package discordtest

import "github.com/bwmarrin/discordgo"

// WithholdPermissions takes perms (Send Messages, Embed Links, Attach
// Files) from the bot in a channel, as a server's overwrites do: the
// channel's interactions carry app_permissions without them, and the bot's
// posts and edits there that need one are answered 403 Missing Permissions
// (50013); editing its own messages needs no Send Messages. perms 0
// gives them all back.
func (s *Server) WithholdPermissions(channelID string, perms int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.withheld == nil {
		s.withheld = map[string]int64{}
	}
	s.withheld[channelID] = perms
}

// appPermissionsLocked are the bot's permissions in a channel; s.mu must
// be held.
func (s *Server) appPermissionsLocked(channelID string) int64 {
	return BotPermissions &^ s.withheld[channelID]
}

// forbiddenLocked reports whether the bot may not send (or, with edit,
// edit its own message into) a message with f and files in the channel;
// editing needs no Send Messages. s.mu must be held.
func (s *Server) forbiddenLocked(channelID string, f messageFields, files []Attachment, edit bool) bool {
	perms := s.appPermissionsLocked(channelID)
	switch {
	case perms&discordgo.PermissionSendMessages == 0 && !edit:
		return true
	case perms&discordgo.PermissionEmbedLinks == 0 && len(f.list("embeds")) > 2:
		return true
	case perms&discordgo.PermissionAttachFiles == 0 && len(files) > 0:
		return true
	}
	return false
}

// missingPermissions is Discord's answer to a request the bot lacks a
// permission for.
func missingPermissions() reply {
	return errorReply(403, 50013, "Missing Permissions")
}
