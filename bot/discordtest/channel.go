package discordtest

import (
	"encoding/json"

	"github.com/bwmarrin/discordgo"
)

// channel is a guild channel or thread of the fake guild.
type channel struct {
	ID       string
	Name     string
	Type     discordgo.ChannelType
	ParentID string // threads: the channel they belong to
	OwnerID  string // threads: who started them
	Archive  int    // threads: auto_archive_duration in minutes
	Archived bool   // threads: archived (by hand, or by a test)
	Locked   bool   // threads: locked; only Manage Threads unarchives

	Recipient Member // direct messages: the user
}

func (c *channel) isThread() bool {
	switch c.Type {
	case discordgo.ChannelTypeGuildPublicThread, discordgo.ChannelTypeGuildPrivateThread,
		discordgo.ChannelTypeGuildNewsThread:
		return true
	}
	return false
}

// wire is the channel object as Discord sends it.
func (c *channel) wire() map[string]any {
	if c.Type == discordgo.ChannelTypeDM {
		return c.dmWire()
	}
	w := map[string]any{
		"id":                  c.ID,
		"type":                c.Type,
		"guild_id":            GuildID,
		"name":                c.Name,
		"last_message_id":     nil,
		"rate_limit_per_user": 0,
		"flags":               0,
	}
	if !c.isThread() {
		w["position"] = 0
		w["permission_overwrites"] = []any{}
		w["parent_id"] = nil
		w["nsfw"] = false
		w["topic"] = nil
		return w
	}
	created := timestamp(snowflakeTime(c.ID))
	w["parent_id"] = c.ParentID
	w["owner_id"] = c.OwnerID
	w["message_count"] = 0
	w["member_count"] = 1
	w["total_message_sent"] = 0
	w["thread_metadata"] = map[string]any{
		"archived": c.Archived, "locked": c.Locked, "auto_archive_duration": c.Archive,
		"archive_timestamp": created, "create_timestamp": created,
	}
	w["member"] = map[string]any{
		"id": c.ID, "user_id": c.OwnerID, "join_timestamp": created, "flags": 1,
	}
	return w
}

// discord decodes the wire form into discordgo's type.
func (c *channel) discord() *discordgo.Channel {
	b, _ := json.Marshal(c.wire())
	var ch discordgo.Channel
	_ = json.Unmarshal(b, &ch)
	return &ch
}

// addChannelLocked stores c; s.mu must be held.
func (s *Server) addChannelLocked(c *channel) {
	s.channels[c.ID] = c
	s.channelOrder = append(s.channelOrder, c.ID)
}

// NewChannel adds a text channel called name to the guild and returns its
// id. Bots see it in GET /channels/{id}; it is not announced on the
// gateway.
func (s *Server) NewChannel(name string) string {
	c := &channel{ID: s.ids.next(), Name: name, Type: discordgo.ChannelTypeGuildText}
	s.mu.Lock()
	s.addChannelLocked(c)
	s.mu.Unlock()
	s.sig.broadcast()
	return c.ID
}

// Channel returns the channel or thread with the given id.
func (s *Server) Channel(id string) (*discordgo.Channel, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.channels[id]
	if !ok {
		return nil, false
	}
	return c.discord(), true
}

// Channels returns every channel and thread of the guild, oldest first.
func (s *Server) Channels() []*discordgo.Channel {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*discordgo.Channel, 0, len(s.channelOrder))
	for _, id := range s.channelOrder {
		out = append(out, s.channels[id].discord())
	}
	return out
}
