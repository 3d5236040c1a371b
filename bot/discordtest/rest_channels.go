package discordtest

import (
	"net/http"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// getChannel answers GET /channels/{channel_id}.
func (s *Server) getChannel(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.channels[rq.param("channel_id")]
	if !ok {
		return unknownChannel()
	}
	return jsonReply(http.StatusOK, c.wire())
}

// getMessages answers GET /channels/{channel_id}/messages: at most limit
// messages (50 unless given, up to 100), newest first. With before, the
// newest older than that id; with after, the oldest newer than it (still
// given newest first), as Discord does.
func (s *Server) getMessages(rq *request) reply {
	q := rq.r.URL.Query()
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil || limit < 1 || limit > 100 {
		limit = 50
	}
	before, after := q.Get("before"), q.Get("after")
	s.mu.Lock()
	defer s.mu.Unlock()
	id := rq.param("channel_id")
	if _, ok := s.channels[id]; !ok {
		return unknownChannel()
	}
	var picked []*Message
	for _, mid := range s.msgOrder[id] {
		m := s.messages[mid]
		if m.Ephemeral() || (before != "" && !snowflakeLess(mid, before)) || (after != "" && !snowflakeLess(after, mid)) {
			continue
		}
		picked = append(picked, m)
	}
	if len(picked) > limit {
		if after != "" {
			picked = picked[:limit] // the oldest after
		} else {
			picked = picked[len(picked)-limit:] // the newest
		}
	}
	out := make([]map[string]any, 0, len(picked))
	for i := len(picked) - 1; i >= 0; i-- {
		out = append(out, picked[i].wire())
	}
	return jsonReply(http.StatusOK, out)
}

// postMessage answers POST /channels/{channel_id}/messages.
func (s *Server) postMessage(rq *request) reply {
	f := rq.fields()
	if isEmpty(f, rq.files) {
		return emptyMessage()
	}
	var events []gwEventData
	defer func() { s.dispatchAll(events) }() // after s.mu is let go
	s.mu.Lock()
	defer s.mu.Unlock()
	id := rq.param("channel_id")
	c, ok := s.channels[id]
	if !ok {
		return unknownChannel()
	}
	if s.forbiddenLocked(id, f, rq.files, false) {
		return missingPermissions()
	}
	if r, ev, refused := s.postInThreadLocked(c); refused {
		return r
	} else if ev != nil {
		events = append(events, *ev)
	}
	nonce, made := s.nonceLocked(id, f)
	if made != nil {
		return jsonReply(http.StatusOK, made.wire())
	}
	m := s.newMessage(id, f, rq.files)
	m.Flags &^= discordgo.MessageFlagsEphemeral // only interaction responses can be ephemeral
	s.storeLocked(m)
	s.rememberNonceLocked(nonce, m.ID)
	return jsonReply(http.StatusOK, m.wire())
}

// getMessage answers GET /channels/{channel_id}/messages/{message_id}.
func (s *Server) getMessage(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.messageLocked(rq.param("channel_id"), rq.param("message_id"))
	if !ok || m.Ephemeral() {
		return unknownMessage()
	}
	return jsonReply(http.StatusOK, m.wire())
}

// patchMessage answers PATCH /channels/{channel_id}/messages/{message_id}.
func (s *Server) patchMessage(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.messageLocked(rq.param("channel_id"), rq.param("message_id"))
	if !ok || m.Ephemeral() {
		return unknownMessage()
	}
	if s.forbiddenLocked(m.ChannelID, rq.fields(), rq.files, true) {
		return missingPermissions()
	}
	if c := s.channels[m.ChannelID]; c != nil && c.isThread() && c.Archived {
		return archivedThread()
	}
	n := s.editMessage(m, rq.fields(), rq.files)
	s.storeLocked(n)
	return jsonReply(http.StatusOK, n.wire())
}

// deleteMessage answers DELETE /channels/{channel_id}/messages/{message_id}.
func (s *Server) deleteMessage(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.messageLocked(rq.param("channel_id"), rq.param("message_id"))
	if !ok || m.Ephemeral() {
		return unknownMessage()
	}
	s.deleteLocked(m)
	return noContent()
}

// postThread answers POST /channels/{channel_id}/threads: a thread of the
// requested type, public (11) unless given.
func (s *Server) postThread(rq *request) reply {
	f := rq.fields()
	typ := discordgo.ChannelTypeGuildPublicThread
	if t := f.intAt("type"); t != 0 {
		typ = discordgo.ChannelType(t)
	}
	var events []gwEventData
	defer func() { s.dispatchAll(events) }() // after s.mu is let go
	s.mu.Lock()
	defer s.mu.Unlock()
	parent, ok := s.channels[rq.param("channel_id")]
	if !ok {
		return unknownChannel()
	}
	if parent.isThread() {
		return errorReply(http.StatusBadRequest, 50024, "Cannot execute action on this channel type")
	}
	if s.appPermissionsLocked(parent.ID)&threadCreatePermission(typ) == 0 {
		return missingPermissions()
	}
	return s.startThreadLocked(s.ids.next(), parent.ID, typ, f, &events)
}

// postMessageThread answers POST
// /channels/{channel_id}/messages/{message_id}/threads: a public thread
// whose id is the message's, as on Discord.
func (s *Server) postMessageThread(rq *request) reply {
	var events []gwEventData
	defer func() { s.dispatchAll(events) }() // after s.mu is let go
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.messageLocked(rq.param("channel_id"), rq.param("message_id"))
	if !ok || m.Ephemeral() {
		return unknownMessage()
	}
	if _, exists := s.channels[m.ID]; exists {
		return errorReply(http.StatusBadRequest, 160004, "A thread has already been created for this message")
	}
	return s.startThreadLocked(m.ID, m.ChannelID, discordgo.ChannelTypeGuildPublicThread, rq.fields(), &events)
}

// startThreadLocked creates a thread started by the bot; s.mu must be
// held; the THREAD_CREATE it adds to events is for the caller to
// dispatch once s.mu is let go.
func (s *Server) startThreadLocked(id, parentID string, typ discordgo.ChannelType, f messageFields, events *[]gwEventData) reply {
	archive := int(f.intAt("auto_archive_duration"))
	if archive == 0 {
		archive = 4320
	}
	c := &channel{ID: id, Name: f.str("name"), Type: typ, ParentID: parentID, OwnerID: BotID, Archive: archive}
	s.addChannelLocked(c)
	created := c.wire()
	created["newly_created"] = true
	*events = append(*events, gwEventData{"THREAD_CREATE", created})
	s.sig.broadcast()
	return jsonReply(http.StatusCreated, c.wire())
}
