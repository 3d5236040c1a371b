package discordtest

import "net/http"

// getMe answers GET /users/@me with the bot user.
func (s *Server) getMe(*request) reply {
	u := botMember().userJSON()
	u["verified"] = true
	u["mfa_enabled"] = false
	u["flags"] = 0
	u["locale"] = "en-US"
	return jsonReply(http.StatusOK, u)
}

// getUser answers GET /users/{user_id} for the guild's members.
func (s *Server) getUser(rq *request) reply {
	s.mu.Lock()
	m, ok := s.members[rq.param("user_id")]
	s.mu.Unlock()
	if !ok {
		return errorReply(http.StatusNotFound, 10013, "Unknown User")
	}
	return jsonReply(http.StatusOK, m.userJSON())
}

// getGuild answers GET /guilds/{guild_id}.
func (s *Server) getGuild(rq *request) reply {
	if rq.param("guild_id") != GuildID {
		return errorReply(http.StatusNotFound, 10004, "Unknown Guild")
	}
	g := s.guildJSON()
	for _, k := range []string{"channels", "threads", "members", "voice_states", "presences", "joined_at", "large", "member_count"} {
		delete(g, k)
	}
	return jsonReply(http.StatusOK, g)
}

// getMember answers GET /guilds/{guild_id}/members/{user_id}.
func (s *Server) getMember(rq *request) reply {
	if rq.param("guild_id") != GuildID {
		return errorReply(http.StatusNotFound, 10004, "Unknown Guild")
	}
	s.mu.Lock()
	m, ok := s.members[rq.param("user_id")]
	s.mu.Unlock()
	if !ok {
		return errorReply(http.StatusNotFound, 10007, "Unknown Member")
	}
	w := m.memberJSON()
	delete(w, "permissions") // only interactions carry computed permissions
	return jsonReply(http.StatusOK, w)
}
