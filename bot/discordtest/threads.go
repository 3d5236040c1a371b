package discordtest

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// Threads as members handle them by hand: a test archives, locks,
// reopens or deletes a thread, and the bot hears of it on the gateway
// (THREAD_UPDATE, THREAD_DELETE) as from Discord. The bot's own posts
// follow Discord's rules: a post in an archived thread that is not
// locked unarchives it (and says so with a THREAD_UPDATE); in one that
// is locked too, it is refused with 50083 unless the bot has Manage
// Threads; an edit in an archived thread is refused with 50083; anything
// in a deleted thread is answered 10003 Unknown Channel.

// gwEventData is a gateway event to dispatch.
type gwEventData struct {
	name string
	data any
}

// dispatchAll dispatches events in order when the bot has a session,
// and drops them otherwise (a bot not connected hears nothing, as from
// Discord). s.mu must not be held.
func (s *Server) dispatchAll(events []gwEventData) {
	if len(events) == 0 {
		return
	}
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	if s.gw.session == nil {
		return
	}
	for _, ev := range events {
		s.dispatchLocked(ev.name, ev.data)
	}
}

// archivedThread is Discord's answer to a change in an archived thread.
func archivedThread() reply {
	return errorReply(http.StatusBadRequest, 50083, "Thread is archived")
}

// threadCreatePermission is the permission that opening a thread of typ
// needs.
func threadCreatePermission(typ discordgo.ChannelType) int64 {
	if typ == discordgo.ChannelTypeGuildPrivateThread {
		return discordgo.PermissionCreatePrivateThreads
	}
	return discordgo.PermissionCreatePublicThreads
}

// postInThreadLocked applies Discord's rules to a post in c, a thread or
// not: it returns the refusal of a post in a shut thread (refused true),
// or the THREAD_UPDATE of a thread the post unarchives. s.mu must be
// held.
func (s *Server) postInThreadLocked(c *channel) (reply, *gwEventData, bool) {
	if !c.isThread() {
		return reply{}, nil, false
	}
	if !c.Archived && !c.Locked {
		return reply{}, nil, false
	}
	moderator := s.appPermissionsLocked(c.ID)&discordgo.PermissionManageThreads != 0
	switch {
	case c.Locked && !moderator && c.Archived:
		return archivedThread(), nil, true
	case c.Locked && !moderator:
		return missingPermissions(), nil, true
	case !c.Archived:
		return reply{}, nil, false
	}
	c.Archived = false
	return reply{}, &gwEventData{"THREAD_UPDATE", c.wire()}, false
}

// SetThread archives or unarchives, locks or unlocks a thread, as a
// member does by hand, and tells the bot with a THREAD_UPDATE.
func (s *Server) SetThread(id string, archived, locked bool) error {
	return s.setThread(id, archived, locked, true)
}

// SetThreadUnseen is SetThread without the THREAD_UPDATE: a change the
// bot missed (an interactions endpoint has no gateway), which it learns
// of only from Discord's answers.
func (s *Server) SetThreadUnseen(id string, archived, locked bool) error {
	return s.setThread(id, archived, locked, false)
}

func (s *Server) setThread(id string, archived, locked, tell bool) error {
	s.mu.Lock()
	c, ok := s.channels[id]
	if !ok || !c.isThread() {
		s.mu.Unlock()
		return fmt.Errorf("discordtest: no thread %s", id)
	}
	c.Archived, c.Locked = archived, locked
	ev := gwEventData{"THREAD_UPDATE", c.wire()}
	s.mu.Unlock()
	s.sig.broadcast()
	if tell {
		s.dispatchAll([]gwEventData{ev})
	}
	return nil
}

// DeleteThread deletes a thread and its messages, as a member does by
// hand, and tells the bot with a THREAD_DELETE.
func (s *Server) DeleteThread(id string) error { return s.deleteThread(id, true) }

// DeleteThreadUnseen is DeleteThread without the THREAD_DELETE: a
// deletion the bot missed, which it learns of from a 10003 Unknown
// Channel.
func (s *Server) DeleteThreadUnseen(id string) error { return s.deleteThread(id, false) }

func (s *Server) deleteThread(id string, tell bool) error {
	s.mu.Lock()
	c, ok := s.channels[id]
	if !ok || !c.isThread() {
		s.mu.Unlock()
		return fmt.Errorf("discordtest: no thread %s", id)
	}
	for _, mid := range s.msgOrder[id] {
		delete(s.messages, mid)
	}
	delete(s.msgOrder, id)
	delete(s.channels, id)
	for i, cid := range s.channelOrder {
		if cid == id {
			s.channelOrder = append(s.channelOrder[:i], s.channelOrder[i+1:]...)
			break
		}
	}
	ev := gwEventData{"THREAD_DELETE", map[string]any{"id": id, "guild_id": GuildID, "parent_id": c.ParentID, "type": c.Type}}
	s.mu.Unlock()
	s.sig.broadcast()
	if tell {
		s.dispatchAll([]gwEventData{ev})
	}
	return nil
}

// patchChannel answers PATCH /channels/{channel_id} for a thread: its
// name, archived and locked, changed by the bot that started it or that
// has Manage Threads, told with a THREAD_UPDATE. Other channels need
// Manage Channels, which the bot does not have.
func (s *Server) patchChannel(rq *request) reply {
	f := rq.fields()
	var events []gwEventData
	defer func() { s.dispatchAll(events) }() // after s.mu is let go
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.channels[rq.param("channel_id")]
	if !ok {
		return unknownChannel()
	}
	perms := s.appPermissionsLocked(c.ID)
	moderator := perms&discordgo.PermissionManageThreads != 0
	switch {
	case !c.isThread() && perms&discordgo.PermissionManageChannels == 0:
		return missingPermissions()
	case !c.isThread():
		return jsonReply(http.StatusOK, c.wire())
	case c.OwnerID != BotID && !moderator, c.Locked && !moderator:
		return missingPermissions()
	case c.Archived && !(f.has("archived") && !f.boolAt("archived")):
		return archivedThread()
	}
	if f.has("name") {
		c.Name = f.str("name")
	}
	if f.has("archived") {
		c.Archived = f.boolAt("archived")
	}
	if f.has("locked") && moderator {
		c.Locked = f.boolAt("locked")
	}
	events = append(events, gwEventData{"THREAD_UPDATE", c.wire()})
	s.sig.broadcast()
	return jsonReply(http.StatusOK, c.wire())
}

// boolAt reports whether the body has true at key.
func (f messageFields) boolAt(key string) bool {
	var b bool
	_ = json.Unmarshal(f[key], &b)
	return b
}
