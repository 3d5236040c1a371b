package discordtest

import "net/http"

// getGateway answers GET /gateway, which discordgo's Open asks for the
// websocket address.
func (s *Server) getGateway(*request) reply {
	return jsonReply(http.StatusOK, map[string]any{"url": s.GatewayURL()})
}

// getGatewayBot answers GET /gateway/bot with one shard and a fresh
// session start limit.
func (s *Server) getGatewayBot(*request) reply {
	return jsonReply(http.StatusOK, map[string]any{
		"url":    s.GatewayURL(),
		"shards": 1,
		"session_start_limit": map[string]any{
			"total": 1000, "remaining": 999, "reset_after": 14400000, "max_concurrency": 1,
		},
	})
}
