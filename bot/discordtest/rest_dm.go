package discordtest

import (
	"encoding/json"
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// postDMChannel answers POST /users/@me/channels: it opens (or returns)
// the direct-message channel with recipient_id, one of the guild's
// members. Messages the bot posts there are kept like any other channel's.
func (s *Server) postDMChannel(rq *request) reply {
	var body struct {
		RecipientID string `json:"recipient_id"`
	}
	if err := json.Unmarshal(rq.body, &body); err != nil || body.RecipientID == "" {
		return errorReply(http.StatusBadRequest, 50035, "Invalid Form Body")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.members[body.RecipientID]; !ok {
		return errorReply(http.StatusNotFound, 10013, "Unknown User")
	}
	if id, ok := s.dms[body.RecipientID]; ok {
		return jsonReply(http.StatusOK, s.channels[id].wire())
	}
	c := &channel{ID: s.ids.next(), Type: discordgo.ChannelTypeDM, Recipient: s.members[body.RecipientID]}
	s.channels[c.ID] = c // not a guild channel: kept out of channelOrder
	s.dms[body.RecipientID] = c.ID
	return jsonReply(http.StatusOK, c.wire())
}

// DirectMessages returns the messages the bot sent to user in their
// direct-message channel, oldest first; none when it never opened one.
func (s *Server) DirectMessages(user string) []*Message {
	s.mu.Lock()
	id, ok := s.dms[user]
	s.mu.Unlock()
	if !ok {
		return nil
	}
	return s.Messages(id)
}

// dmWire is a direct-message channel as Discord sends it.
func (c *channel) dmWire() map[string]any {
	return map[string]any{
		"id":              c.ID,
		"type":            c.Type,
		"last_message_id": nil,
		"flags":           0,
		"recipients":      []any{c.Recipient.userJSON()},
	}
}
