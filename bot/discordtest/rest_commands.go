package discordtest

import (
	"bytes"
	"encoding/json"
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// command is a registered application command as Discord returns it.
type command map[string]any

func (c command) name() string { s, _ := c["name"].(string); return s }

func (c command) kind() int64 {
	if t := intValue(c["type"]); t != 0 {
		return t
	}
	return int64(discordgo.ChatApplicationCommand)
}

// commandScope returns the commands' scope for the request, "" for global
// commands, or a reply when the bot may not use it.
func commandScope(rq *request) (string, *reply) {
	if rq.param("application_id") != ApplicationID {
		rp := missingAccess()
		return "", &rp
	}
	guild := rq.param("guild_id")
	if guild != "" && guild != GuildID {
		rp := missingAccess()
		return "", &rp
	}
	return guild, nil
}

// getCommands answers GET of the global or guild commands.
func (s *Server) getCommands(rq *request) reply {
	scope, rp := commandScope(rq)
	if rp != nil {
		return *rp
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.commands[scope]
	if out == nil {
		out = []command{}
	}
	return jsonReply(http.StatusOK, out)
}

// putCommands answers the bulk overwrite: the body replaces every command
// of the scope. A command keeps its id when one of the same name and type
// existed; every command gets a new version.
func (s *Server) putCommands(rq *request) reply {
	scope, rp := commandScope(rq)
	if rp != nil {
		return *rp
	}
	var in []command
	dec := json.NewDecoder(bytes.NewReader(rq.body))
	dec.UseNumber()
	if err := dec.Decode(&in); err != nil {
		return errorReply(http.StatusBadRequest, 50109, "The request body contains invalid JSON.").
			failing(InvalidBody, err.Error())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	old := s.commands[scope]
	out := make([]command, 0, len(in))
	for _, c := range in {
		c["id"] = s.ids.next()
		for _, o := range old {
			if o.name() == c.name() && o.kind() == c.kind() {
				c["id"] = o["id"]
			}
		}
		s.completeCommand(c, scope)
		out = append(out, c)
	}
	s.commands[scope] = out
	s.sig.broadcast()
	return jsonReply(http.StatusOK, out)
}

// completeCommand adds the fields Discord fills in.
func (s *Server) completeCommand(c command, scope string) {
	c["application_id"] = ApplicationID
	c["version"] = s.ids.next()
	c["type"] = c.kind()
	defaults := map[string]any{
		"description": "", "default_member_permissions": nil, "nsfw": false,
		"integration_types": []int{0}, "contexts": nil,
	}
	if scope == "" {
		defaults["dm_permission"] = true
	} else {
		c["guild_id"] = scope
	}
	for k, v := range defaults {
		if _, ok := c[k]; !ok {
			c[k] = v
		}
	}
}

// Commands returns the commands the bot registered for a guild, or the
// global ones for guildID "", as Discord returns them.
func (s *Server) Commands(guildID string) []*discordgo.ApplicationCommand {
	s.mu.Lock()
	b, _ := json.Marshal(s.commands[guildID])
	s.mu.Unlock()
	var out []*discordgo.ApplicationCommand
	_ = json.Unmarshal(b, &out)
	return out
}

// commandLocked finds a registered chat command by name, guild commands
// first; s.mu must be held.
func (s *Server) commandLocked(name string) (command, bool) {
	for _, scope := range []string{GuildID, ""} {
		for _, c := range s.commands[scope] {
			if c.name() == name && c.kind() == int64(discordgo.ChatApplicationCommand) {
				return c, true
			}
		}
	}
	return nil, false
}
