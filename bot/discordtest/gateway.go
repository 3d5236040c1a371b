package discordtest

import (
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// Gateway opcodes.
const (
	opDispatch       = 0
	opHeartbeat      = 1
	opIdentify       = 2
	opResume         = 6
	opReconnect      = 7
	opInvalidSession = 9
	opHello          = 10
	opHeartbeatACK   = 11
)

// frame is a gateway payload from the bot.
type frame struct {
	Op int             `json:"op"`
	D  json.RawMessage `json:"d"`
}

// gateway is the fake's side of the gateway: the bot's session, its
// events and connections. Its lock is taken before Server.mu, never after.
type gateway struct {
	mu      sync.Mutex
	session *gwSession // nil before the first IDENTIFY
	live    *gwConn    // the connection receiving dispatches, nil while none
	conns   map[*gwConn]bool
	stats   GatewayStats
}

// gwSession is one gateway session: what was dispatched in it, for
// resuming.
type gwSession struct {
	id     string
	seq    int64
	events []gwEvent
}

type gwEvent struct {
	seq  int64
	name string
	data json.RawMessage
}

// gwConn is one websocket connection; writes are serialized.
type gwConn struct {
	ws          *websocket.Conn
	wmu         sync.Mutex
	identified  bool
	invalidated bool      // op 9 was sent; IDENTIFY is allowed again
	lastBeat    time.Time // when the last heartbeat arrived; guarded by gateway.mu
	version     string
}

const writeTimeout = 5 * time.Second

func (c *gwConn) send(v any) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_ = c.ws.SetWriteDeadline(time.Now().Add(writeTimeout))
	return c.ws.WriteJSON(v)
}

// closeWith closes the connection with a close frame, as Discord closes
// connections that misbehave.
func (c *gwConn) closeWith(code int, text string) {
	c.wmu.Lock()
	_ = c.ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, text), time.Now().Add(writeTimeout))
	c.wmu.Unlock()
	_ = c.ws.Close()
}

func dispatchFrame(ev gwEvent) map[string]any {
	return map[string]any{"op": opDispatch, "s": ev.seq, "t": ev.name, "d": ev.data}
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

// serveGateway runs one gateway connection: HELLO, then the bot's opcodes
// until it closes.
func (s *Server) serveGateway(w http.ResponseWriter, r *http.Request) {
	ws, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	c := &gwConn{ws: ws, version: r.URL.Query().Get("v")}
	if !s.gw.open(c) {
		_ = ws.Close()
		return
	}
	defer s.gw.forget(c, &s.sig)
	hello := map[string]any{"heartbeat_interval": s.opts.heartbeat.Milliseconds(), "_trace": []string{`["discordtest"]`}}
	if c.send(map[string]any{"op": opHello, "d": hello, "s": nil, "t": nil}) != nil {
		return
	}
	for {
		_, data, err := ws.ReadMessage()
		if err != nil {
			var ce *websocket.CloseError
			if errors.As(err, &ce) && (ce.Code == websocket.CloseNormalClosure || ce.Code == websocket.CloseGoingAway) {
				s.gw.endSession(c) // Discord invalidates sessions closed with 1000 or 1001
			}
			return
		}
		var f frame
		if json.Unmarshal(data, &f) != nil {
			c.closeWith(4002, "Error while decoding payload.")
			return
		}
		if !s.handleOp(c, f) {
			return
		}
	}
}

// handleOp answers one opcode from the bot; false ends the connection.
func (s *Server) handleOp(c *gwConn, f frame) bool {
	switch f.Op {
	case opHeartbeat:
		s.gw.mu.Lock()
		s.gw.stats.Heartbeats++
		c.lastBeat = time.Now()
		s.gw.mu.Unlock()
		s.sig.broadcast()
		return c.send(map[string]any{"op": opHeartbeatACK, "d": nil, "s": nil, "t": nil}) == nil
	case opIdentify:
		return s.identify(c, f.D)
	case opResume:
		return s.resume(c, f.D)
	case 3, 4, 8: // presence, voice state, request guild members: accepted, unused
		return true
	}
	c.closeWith(4001, "Unknown opcode.")
	return false
}

// open registers a new connection; false when the server is closing.
func (g *gateway) open(c *gwConn) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.conns == nil {
		return false
	}
	g.conns[c] = true
	g.stats.Connections++
	return true
}

// forget drops a finished connection.
func (g *gateway) forget(c *gwConn, sig *signal) {
	g.mu.Lock()
	delete(g.conns, c)
	if g.live == c {
		g.live = nil
	}
	g.mu.Unlock()
	_ = c.ws.Close()
	sig.broadcast()
}

// endSession ends the session of c, which can then not be resumed.
func (g *gateway) endSession(c *gwConn) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.live == c || g.live == nil {
		g.session = nil
	}
}

// closeAll closes every connection and refuses new ones.
func (g *gateway) closeAll() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for c := range g.conns {
		_ = c.ws.Close()
	}
	g.conns = nil
	g.live = nil
}

// GatewayStats describes the bot's use of the gateway so far.
type GatewayStats struct {
	Connections int // websocket connections accepted
	Identifies  int // IDENTIFY payloads accepted
	Resumes     int // RESUME payloads that resumed the session
	Heartbeats  int
	// Intents are those of the last IDENTIFY.
	Intents discordgo.Intent
	// SessionID is the current session's id, "" before IDENTIFY.
	SessionID string
	// Seq is the sequence number of the last dispatch.
	Seq int64
	// Connected reports whether a connection receives dispatches now.
	Connected bool
}

// Gateway returns the gateway's statistics now.
func (s *Server) Gateway() GatewayStats {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	st := s.gw.stats
	if sess := s.gw.session; sess != nil {
		st.SessionID, st.Seq = sess.id, sess.seq
	}
	st.Connected = s.gw.live != nil
	return st
}
