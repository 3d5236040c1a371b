package discordtest

import (
	"net/http"
	"sync"
	"time"
)

// globalLimit is Discord's global rate limit: at most n requests a second
// on the routes authorised with the bot token, whatever their bucket
// (interaction callbacks and webhooks are exempt). It counts in windows
// of a second from the first request.
type globalLimit struct {
	mu      sync.Mutex
	n       int
	start   time.Time // the current window's
	used    int
	refused int
}

// WithGlobalLimit has the fake enforce Discord's global rate limit of n
// requests a second (Discord's is 50) as Discord answers it: 429 with
// global: true and retry_after in the body, Retry-After, X-RateLimit-Global
// and X-RateLimit-Scope: global, and no X-RateLimit-Reset-After. Zero (the
// default) enforces none. Refused requests are recorded, not failures.
func WithGlobalLimit(n int) Option {
	return func(o *options) { o.globalLimit = n }
}

// take counts one request at now and returns 0, or, when the window's n
// are used, how long until the next window.
func (g *globalLimit) take(now time.Time) time.Duration {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.start.IsZero() || now.Sub(g.start) >= time.Second {
		g.start, g.used = now, 0
	}
	if g.used < g.n {
		g.used++
		return 0
	}
	g.refused++
	return g.start.Add(time.Second).Sub(now)
}

// GlobalRefusals returns how many requests the global limit has refused.
func (s *Server) GlobalRefusals() int {
	s.global.mu.Lock()
	defer s.global.mu.Unlock()
	return s.global.refused
}

// globalRefusal is Discord's answer to a request over the global limit.
func globalRefusal(wait time.Duration) reply {
	after := max(wait.Seconds(), 0.001)
	return reply{status: http.StatusTooManyRequests, retryAfter: after, global: true, body: map[string]any{
		"message": "You are being rate limited.", "retry_after": after, "global": true,
	}}
}
