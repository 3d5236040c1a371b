package discordtest

import (
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
)

// EveryonePermissions are the permissions of the guild's @everyone role;
// every member has them.
const EveryonePermissions int64 = discordgo.PermissionViewChannel |
	discordgo.PermissionSendMessages |
	discordgo.PermissionSendMessagesInThreads |
	discordgo.PermissionEmbedLinks |
	discordgo.PermissionAttachFiles |
	discordgo.PermissionReadMessageHistory |
	discordgo.PermissionAddReactions |
	discordgo.PermissionUseExternalEmojis |
	discordgo.PermissionUseApplicationCommands

// BotPermissions are the bot's permissions in every channel, sent as an
// interaction's app_permissions.
const BotPermissions int64 = EveryonePermissions |
	discordgo.PermissionCreatePublicThreads |
	discordgo.PermissionManageThreads |
	discordgo.PermissionManageMessages

// Member is a guild member a test acts as.
type Member struct {
	ID         string
	Username   string // lowercase login name
	GlobalName string // display name
	Nick       string // guild nickname, "" for none
	// Permissions are the member's permissions in every channel: those
	// given to NewMember plus EveryonePermissions.
	Permissions int64
}

// NewMember adds a member called name to the guild, with permissions perms
// on top of @everyone's (e.g. discordgo.PermissionManageChannels), and
// returns it. Its username is name in lower case; its id is new.
func (s *Server) NewMember(name string, perms int64) Member {
	m := Member{
		ID:          s.ids.next(),
		Username:    strings.ToLower(strings.ReplaceAll(name, " ", "_")),
		GlobalName:  name,
		Permissions: perms | EveryonePermissions,
	}
	s.mu.Lock()
	s.members[m.ID] = m
	s.mu.Unlock()
	return m
}

// userJSON is the member's user object as Discord sends it.
func (m Member) userJSON() map[string]any {
	u := map[string]any{
		"id":                     m.ID,
		"username":               m.Username,
		"discriminator":          "0",
		"global_name":            nullable(m.GlobalName),
		"avatar":                 nil,
		"public_flags":           0,
		"primary_guild":          nil,
		"avatar_decoration_data": nil,
		"collectibles":           nil,
	}
	if m.ID == BotID {
		u["bot"] = true
	}
	return u
}

// memberJSON is the guild member object as Discord sends it in
// interactions, with its permissions as a string of digits.
func (m Member) memberJSON() map[string]any {
	return map[string]any{
		"user":                         m.userJSON(),
		"nick":                         nullable(m.Nick),
		"avatar":                       nil,
		"banner":                       nil,
		"roles":                        []string{},
		"joined_at":                    timestamp(snowflakeTime(m.ID)),
		"premium_since":                nil,
		"deaf":                         false,
		"mute":                         false,
		"pending":                      false,
		"flags":                        0,
		"permissions":                  strconv.FormatInt(m.Permissions, 10),
		"communication_disabled_until": nil,
		"unusual_dm_activity_until":    nil,
	}
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// botMember is the bot as a member of the guild.
func botMember() Member {
	return Member{ID: BotID, Username: strings.ToLower(BotName), GlobalName: BotName, Permissions: BotPermissions}
}

// seed creates the fake world every Server starts with.
func (s *Server) seed() {
	s.addChannelLocked(&channel{ID: ChannelID, Name: "general", Type: discordgo.ChannelTypeGuildText})
	s.members[BotID] = botMember()
	s.members[OwnerID] = Member{
		ID: OwnerID, Username: "owner", GlobalName: "Owner",
		Permissions: discordgo.PermissionAdministrator | EveryonePermissions,
	}
}

// guildJSON is the guild as Discord sends it in GUILD_CREATE and
// GET /guilds/{id}.
func (s *Server) guildJSON() map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	var channels, threads []map[string]any
	for _, id := range s.channelOrder {
		c := s.channels[id]
		if c.isThread() {
			threads = append(threads, c.wire())
		} else {
			channels = append(channels, c.wire())
		}
	}
	return map[string]any{
		"id":                            GuildID,
		"name":                          "Quintet Test",
		"icon":                          nil,
		"owner_id":                      OwnerID,
		"afk_timeout":                   300,
		"verification_level":            0,
		"default_message_notifications": 0,
		"explicit_content_filter":       0,
		"mfa_level":                     0,
		"nsfw_level":                    0,
		"premium_tier":                  0,
		"preferred_locale":              "en-US",
		"system_channel_id":             ChannelID,
		"features":                      []string{},
		"emojis":                        []any{},
		"stickers":                      []any{},
		"roles": []map[string]any{{
			"id": EveryoneRoleID, "name": "@everyone", "color": 0, "hoist": false,
			"position": 0, "managed": false, "mentionable": false, "flags": 0,
			"permissions": strconv.FormatInt(EveryonePermissions, 10),
		}},
		"joined_at":              timestamp(time.UnixMilli(fixtureMs)),
		"large":                  false,
		"unavailable":            false,
		"member_count":           len(s.members),
		"members":                []map[string]any{botMember().memberJSON()},
		"channels":               channels,
		"threads":                threads,
		"voice_states":           []any{},
		"presences":              []any{},
		"stage_instances":        []any{},
		"guild_scheduled_events": []any{},
	}
}
