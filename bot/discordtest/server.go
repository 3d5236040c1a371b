package discordtest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Server is a fake Discord on a loopback address: REST under /api/v9 and
// /api/v10, the gateway websocket at /gateway. All methods are safe for
// concurrent use.
type Server struct {
	opts   options
	http   *httptest.Server
	ids    snowflakes
	sig    signal
	rest   *http.ServeMux
	gw     gateway
	timing timings
	global globalLimit

	mu           sync.Mutex // guards the fields below
	closed       bool
	calls        []Call
	failures     []Failure
	faults       []fault
	channels     map[string]*channel
	channelOrder []string
	messages     map[string]*Message // latest version by message id
	msgOrder     map[string][]string // message ids by channel, oldest first
	members      map[string]Member
	dms          map[string]string    // user id -> direct-message channel id
	commands     map[string][]command // by scope: "" or a guild id
	interactions map[string]*interaction
	byToken      map[string]*interaction
	rejected     rejections
	// withheld are the permissions taken from the bot, by channel.
	withheld map[string]int64
	// nonces maps channel/nonce to the message a post that enforced the
	// nonce made (see nonceLocked).
	nonces map[string]nonceMade
}

// New starts a Server with the guild GuildID, its channel ChannelID and the
// bot as its only member. It is closed when tb's test ends.
func New(tb testing.TB, options ...Option) *Server {
	tb.Helper()
	s := &Server{
		opts:         defaultOptions(),
		channels:     map[string]*channel{},
		dms:          map[string]string{},
		messages:     map[string]*Message{},
		msgOrder:     map[string][]string{},
		members:      map[string]Member{},
		commands:     map[string][]command{},
		interactions: map[string]*interaction{},
		byToken:      map[string]*interaction{},
	}
	for _, o := range options {
		o(&s.opts)
	}
	s.global.n = s.opts.globalLimit
	s.gw.conns = map[*gwConn]bool{}
	s.seed()
	s.rest = s.routes()
	s.http = newHTTPServer(http.HandlerFunc(s.serveHTTP))
	tb.Cleanup(s.Close)
	return s
}

// URL returns the server's base URL, http://127.0.0.1:port.
func (s *Server) URL() string { return s.http.URL }

// GatewayURL returns the websocket address the fake announces for its
// gateway, ws://127.0.0.1:port/gateway.
func (s *Server) GatewayURL() string {
	return "ws" + strings.TrimPrefix(s.http.URL, "http") + "/gateway"
}

// Close disconnects the gateway and stops the server. It may be called more
// than once.
func (s *Server) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	s.mu.Unlock()
	s.gw.closeAll()
	s.http.Close()
	s.sig.broadcast()
}

// serveHTTP splits the gateway websocket from the REST API.
func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/gateway" || r.URL.Path == "/gateway/":
		s.serveGateway(w, r)
	default:
		s.serveREST(w, r)
	}
}

// now reads the fake's clock.
func (s *Server) now() time.Time { return s.opts.clock() }
