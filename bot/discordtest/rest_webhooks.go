package discordtest

import (
	"net/http"
	"slices"

	"github.com/bwmarrin/discordgo"
)

// webhookLocked returns the acknowledged interaction whose token the
// webhook path carries; s.mu must be held.
func (s *Server) webhookLocked(rq *request) (*interaction, bool) {
	st, ok := s.byToken[rq.param("webhook_token")]
	if !ok || rq.param("webhook_id") != ApplicationID || st.resp == nil {
		return nil, false
	}
	return st, true
}

// webhookMessageLocked returns the message the path names: @original or
// one of the interaction's follow-ups; s.mu must be held.
func (s *Server) webhookMessageLocked(st *interaction, rq *request) (*Message, bool) {
	id := rq.param("message_id")
	if id == "" || id == st.originalID {
		id = st.originalID
	} else if !slices.Contains(st.followups, id) {
		return nil, false
	}
	m, ok := s.messages[id]
	return m, ok
}

// postFollowup answers POST /webhooks/{application}/{token}: a follow-up
// message, or after a deferred response (5) still "thinking", the edit of
// that placeholder. With ?wait=true the message is returned.
func (s *Server) postFollowup(rq *request) reply {
	f := rq.fields()
	if isEmpty(f, rq.files) {
		return emptyMessage()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.webhookLocked(rq)
	if !ok {
		return unknownWebhook()
	}
	var m *Message
	if orig, ok := s.messages[st.originalID]; ok && st.pending && orig.Loading() {
		m = s.resolveDeferred(st, orig, f, rq.files)
	} else {
		m = s.newMessage(st.in.ChannelID, f, rq.files)
		m.Flags &= discordgo.MessageFlagsEphemeral | discordgo.MessageFlagsSuppressEmbeds |
			discordgo.MessageFlagsSuppressNotifications | componentsV2
		m.InteractionID = st.in.ID
		ref := st.ref
		m.invoker = &ref
		s.storeLocked(m)
		st.followups = append(st.followups, m.ID)
	}
	if rq.r.URL.Query().Get("wait") != "true" {
		return noContent()
	}
	return jsonReply(http.StatusOK, m.wire())
}

// resolveDeferred edits a deferred response's @original and marks it
// final.
func (s *Server) resolveDeferred(st *interaction, orig *Message, f messageFields, files []Attachment) *Message {
	n := s.editMessage(orig, f, files)
	n.Flags &^= discordgo.MessageFlagsLoading
	s.storeLocked(n)
	st.pending = false
	return n
}

// getWebhookMessage answers GET /webhooks/{application}/{token}/messages/{id}.
func (s *Server) getWebhookMessage(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.webhookLocked(rq)
	if !ok {
		return unknownWebhook()
	}
	m, ok := s.webhookMessageLocked(st, rq)
	if !ok {
		return unknownMessage()
	}
	return jsonReply(http.StatusOK, m.wire())
}

// patchWebhookMessage answers PATCH /webhooks/{application}/{token}/messages/{id};
// editing @original makes a deferred response final.
func (s *Server) patchWebhookMessage(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.webhookLocked(rq)
	if !ok {
		return unknownWebhook()
	}
	m, ok := s.webhookMessageLocked(st, rq)
	if !ok {
		return unknownMessage()
	}
	if m.ID == st.originalID {
		return jsonReply(http.StatusOK, s.resolveDeferred(st, m, rq.fields(), rq.files).wire())
	}
	n := s.editMessage(m, rq.fields(), rq.files)
	s.storeLocked(n)
	return jsonReply(http.StatusOK, n.wire())
}

// deleteWebhookMessage answers DELETE /webhooks/{application}/{token}/messages/{id}.
func (s *Server) deleteWebhookMessage(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.webhookLocked(rq)
	if !ok {
		return unknownWebhook()
	}
	m, ok := s.webhookMessageLocked(st, rq)
	if !ok {
		return unknownMessage()
	}
	if m.ID == st.originalID {
		st.deleted = true
	}
	s.deleteLocked(m)
	return noContent()
}
