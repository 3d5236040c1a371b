package discordtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// ErrNotConnected is returned by the gateway controls when no connection
// receives dispatches.
var ErrNotConnected = errors.New("discordtest: no gateway connection")

// validToken reports whether a gateway payload carries the bot's token,
// with or without discordgo's "Bot " prefix.
func validToken(token string) bool {
	return token == Token || "Bot "+token == Token
}

// identify starts a new session on c and sends READY and GUILD_CREATE.
func (s *Server) identify(c *gwConn, raw json.RawMessage) bool {
	var d struct {
		Token   string           `json:"token"`
		Intents discordgo.Intent `json:"intents"`
		Shard   *[2]int          `json:"shard"`
	}
	if json.Unmarshal(raw, &d) != nil || !validToken(d.Token) {
		c.closeWith(4004, "Authentication failed.")
		return false
	}
	g := &s.gw
	g.mu.Lock()
	defer g.mu.Unlock()
	if c.identified && !c.invalidated {
		c.closeWith(4005, "Already authenticated.")
		return false
	}
	c.identified, c.invalidated = true, false
	g.stats.Identifies++
	g.stats.Intents = d.Intents
	g.session = &gwSession{id: fmt.Sprintf("%032x", g.stats.Identifies)}
	s.takeOverLocked(c)
	s.dispatchLocked("READY", s.readyPayload(g.session.id, c.version, d.Shard))
	s.dispatchLocked("GUILD_CREATE", s.guildJSON())
	return true
}

// takeOverLocked makes c the connection that receives dispatches, closing
// the one it replaces; s.gw.mu must be held.
func (s *Server) takeOverLocked(c *gwConn) {
	if old := s.gw.live; old != nil && old != c {
		_ = old.ws.Close()
	}
	s.gw.live = c
	s.sig.broadcast()
}

func (s *Server) readyPayload(sessionID, version string, shard *[2]int) map[string]any {
	v, err := strconv.Atoi(version)
	if err != nil {
		v = 10
	}
	if shard == nil {
		shard = &[2]int{0, 1}
	}
	user := botMember().userJSON()
	user["verified"], user["mfa_enabled"], user["flags"], user["email"] = true, false, 0, nil
	return map[string]any{
		"v":                       v,
		"user":                    user,
		"user_settings":           map[string]any{},
		"guilds":                  []map[string]any{{"id": GuildID, "unavailable": true}},
		"session_id":              sessionID,
		"session_type":            "normal",
		"resume_gateway_url":      s.GatewayURL(),
		"shard":                   shard,
		"application":             map[string]any{"id": ApplicationID, "flags": s.opts.appFlags},
		"private_channels":        []any{},
		"relationships":           []any{},
		"presences":               []any{},
		"guild_join_requests":     []any{},
		"geo_ordered_rtc_regions": []string{"us-east"},
		"auth":                    map[string]any{},
		"_trace":                  []string{`["discordtest"]`},
	}
}

// resume replays what the bot missed since seq and sends RESUMED, or
// answers INVALID_SESSION when the session cannot be resumed.
func (s *Server) resume(c *gwConn, raw json.RawMessage) bool {
	var d struct {
		Token     string `json:"token"`
		SessionID string `json:"session_id"`
		Seq       int64  `json:"seq"`
	}
	if json.Unmarshal(raw, &d) != nil || !validToken(d.Token) {
		c.closeWith(4004, "Authentication failed.")
		return false
	}
	g := &s.gw
	g.mu.Lock()
	defer g.mu.Unlock()
	sess := g.session
	if sess == nil || sess.id != d.SessionID || d.Seq > sess.seq {
		c.invalidated = true
		return c.send(map[string]any{"op": opInvalidSession, "d": false, "s": nil, "t": nil}) == nil
	}
	for _, ev := range sess.events {
		if ev.seq > d.Seq && c.send(dispatchFrame(ev)) != nil {
			return false
		}
	}
	c.identified = true
	g.stats.Resumes++
	s.takeOverLocked(c)
	s.dispatchLocked("RESUMED", map[string]any{"_trace": []string{`["discordtest"]`}})
	return true
}

// dispatchLocked numbers an event, keeps it for resuming and sends it to
// the live connection, if any; s.gw.mu must be held and a session exist.
func (s *Server) dispatchLocked(name string, data any) {
	g := &s.gw
	raw, err := json.Marshal(data)
	if err != nil {
		panic(fmt.Sprintf("discordtest: %s payload: %v", name, err))
	}
	g.session.seq++
	ev := gwEvent{seq: g.session.seq, name: name, data: raw}
	g.session.events = append(g.session.events, ev)
	if g.live != nil && g.live.send(dispatchFrame(ev)) != nil {
		_ = g.live.ws.Close()
		g.live = nil
	}
	s.sig.broadcast()
}

// Dispatch sends the event name with data (marshalled as JSON) to the
// bot, numbered in the current session. It waits until the bot has
// identified. While the bot is disconnected the event is kept and replayed
// when it resumes, as Discord does.
func (s *Server) Dispatch(ctx context.Context, name string, data any) error {
	if err := s.waitSession(ctx); err != nil {
		return fmt.Errorf("discordtest: dispatching %s: %w", name, err)
	}
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	s.dispatchLocked(name, data)
	return nil
}

// waitSession waits until the bot has identified.
func (s *Server) waitSession(ctx context.Context) error {
	_, err := s.WaitGateway(ctx, func(st GatewayStats) bool { return st.SessionID != "" })
	return err
}

// WaitGateway waits until cond holds for the gateway's statistics and
// returns them; it fails when ctx ends first.
func (s *Server) WaitGateway(ctx context.Context, cond func(GatewayStats) bool) (GatewayStats, error) {
	return await(ctx, &s.sig, func() (GatewayStats, bool, error) {
		st := s.Gateway()
		return st, cond(st), nil
	})
}

// Reconnect sends RECONNECT (op 7) on the live connection, as Discord
// does before it restarts a gateway server. discordgo closes the
// connection, reconnects and resumes; events dispatched meanwhile are
// replayed.
func (s *Server) Reconnect() error {
	s.quietMoment()
	return s.onLive(func(c *gwConn) {
		_ = c.send(map[string]any{"op": opReconnect, "d": nil, "s": nil, "t": nil})
	})
}

// DropConnection closes the live connection's socket without a close
// frame, as a network failure would. discordgo reconnects and resumes.
// Like Reconnect it first waits for a moment between heartbeats.
func (s *Server) DropConnection() error {
	s.quietMoment()
	return s.onLive(func(c *gwConn) { _ = c.ws.NetConn().Close() })
}

// InvalidateSession ends the session and sends INVALID_SESSION (op 9, not
// resumable) on the live connection. discordgo identifies again on the
// same connection and gets a new session; Dispatch and Interact wait for
// it.
func (s *Server) InvalidateSession() error {
	return s.onLive(func(c *gwConn) {
		s.gw.session = nil
		c.invalidated = true
		_ = c.send(map[string]any{"op": opInvalidSession, "d": false, "s": nil, "t": nil})
	})
}

// onLive runs act on the live connection, which stops receiving
// dispatches.
func (s *Server) onLive(act func(*gwConn)) error {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	c := s.gw.live
	if c == nil {
		return ErrNotConnected
	}
	s.gw.live = nil
	act(c)
	s.sig.broadcast()
	return nil
}
