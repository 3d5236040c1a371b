package discordtest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"slices"

	"github.com/bwmarrin/discordgo"
)

// interactionRef is what a message remembers of the interaction it
// answers.
type interactionRef struct {
	ID   string
	Type discordgo.InteractionType
	Name string
	User Member
}

// newMessage returns the first version of a message the bot posts in
// channelID, built from the body's fields and uploads.
func (s *Server) newMessage(channelID string, f messageFields, files []Attachment) *Message {
	id := s.ids.next()
	m := &Message{
		ID:            id,
		ChannelID:     channelID,
		Author:        botUser(),
		RawEmbeds:     []byte("[]"),
		RawComponents: []byte("[]"),
		Created:       snowflakeTime(id),
	}
	m = m.edited(f, s.withIDs(files))
	m.Flags = f.flags()
	return m
}

// withIDs gives every upload a new attachment id.
func (s *Server) withIDs(files []Attachment) []Attachment {
	out := slices.Clone(files)
	for i := range out {
		out[i].ID = s.ids.next()
	}
	return out
}

// editMessage stores a new version of m built from the body.
func (s *Server) editMessage(m *Message, f messageFields, files []Attachment) *Message {
	n := m.edited(f, s.withIDs(files))
	n.Edits = m.Edits + 1
	n.Edited = s.now()
	return n
}

func botUser() *discordgo.User {
	return &discordgo.User{ID: BotID, Username: botMember().Username, GlobalName: BotName, Discriminator: "0", Bot: true}
}

// storeLocked saves m as the latest version of its message; s.mu must be
// held.
func (s *Server) storeLocked(m *Message) {
	if _, ok := s.messages[m.ID]; !ok {
		s.msgOrder[m.ChannelID] = append(s.msgOrder[m.ChannelID], m.ID)
	}
	s.messages[m.ID] = m
	s.sig.broadcast()
}

// deleteLocked forgets a message; s.mu must be held.
func (s *Server) deleteLocked(m *Message) {
	delete(s.messages, m.ID)
	s.msgOrder[m.ChannelID] = slices.DeleteFunc(s.msgOrder[m.ChannelID], func(id string) bool { return id == m.ID })
	s.sig.broadcast()
}

// messageLocked returns the latest version of a message in a channel; s.mu
// must be held.
func (s *Server) messageLocked(channelID, messageID string) (*Message, bool) {
	m, ok := s.messages[messageID]
	if !ok || m.ChannelID != channelID {
		return nil, false
	}
	return m, true
}

// Messages returns the latest version of every message in a channel that
// has not been deleted, oldest first. Ephemeral messages are included;
// Message.Ephemeral tells them apart.
func (s *Server) Messages(channelID string) []*Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	ids := s.msgOrder[channelID]
	out := make([]*Message, 0, len(ids))
	for _, id := range ids {
		out = append(out, s.messages[id])
	}
	return out
}

// Message returns the latest version of a message, false when there is no
// such message in the channel or it was deleted.
func (s *Server) Message(channelID, messageID string) (*Message, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.messageLocked(channelID, messageID)
}

// WaitMessage waits until a message in the channel, in its latest version,
// satisfies match, and returns the newest such message. It returns at once
// if one already does, and fails when ctx ends first.
func (s *Server) WaitMessage(ctx context.Context, channelID string, match func(*Message) bool) (*Message, error) {
	m, err := await(ctx, &s.sig, func() (*Message, bool, error) {
		msgs := s.Messages(channelID)
		for i := len(msgs) - 1; i >= 0; i-- {
			if match(msgs[i]) {
				return msgs[i], true, nil
			}
		}
		return nil, false, nil
	})
	if err != nil {
		return nil, fmt.Errorf("discordtest: waiting for a message in %s: %w", channelID, err)
	}
	return m, nil
}

// wire is the message object as Discord returns it.
func (m *Message) wire() map[string]any {
	w := map[string]any{
		"id":               m.ID,
		"channel_id":       m.ChannelID,
		"type":             m.Type,
		"content":          m.Content,
		"author":           botMember().userJSON(),
		"attachments":      attachmentsWire(m.ChannelID, m.Attachments),
		"embeds":           m.RawEmbeds,
		"components":       m.RawComponents,
		"mentions":         []any{},
		"mention_roles":    []any{},
		"mention_everyone": false,
		"pinned":           false,
		"tts":              false,
		"timestamp":        timestamp(m.Created),
		"edited_timestamp": nil,
		"flags":            m.Flags,
	}
	if !m.Edited.IsZero() {
		w["edited_timestamp"] = timestamp(m.Edited)
	}
	if r := m.invoker; r != nil {
		w["webhook_id"] = ApplicationID
		w["application_id"] = ApplicationID
		w["interaction_metadata"] = map[string]any{
			"id": r.ID, "type": r.Type, "user": r.User.userJSON(),
			"authorizing_integration_owners": map[string]string{"0": GuildID},
		}
		w["interaction"] = map[string]any{"id": r.ID, "type": r.Type, "name": r.Name, "user": r.User.userJSON()}
	}
	return w
}

func attachmentsWire(channelID string, atts []Attachment) []map[string]any {
	out := make([]map[string]any, 0, len(atts))
	for _, a := range atts {
		url := "https://cdn.discordapp.com/attachments/" + channelID + "/" + a.ID + "/" + a.Filename
		w := map[string]any{
			"id": a.ID, "filename": a.Filename, "size": len(a.Data), "url": url,
			"proxy_url":    "https://media.discordapp.net/attachments/" + channelID + "/" + a.ID + "/" + a.Filename,
			"content_type": a.ContentType,
		}
		if a.Description != "" {
			w["description"] = a.Description
		}
		if cfg, _, err := image.DecodeConfig(bytes.NewReader(a.Data)); err == nil {
			w["width"], w["height"] = cfg.Width, cfg.Height
		}
		out = append(out, w)
	}
	return out
}
