package discord_test

import (
	"net/http"
	"sync"
	"testing"
)

// requestGate holds the bot's REST requests that holds selects while it
// is shut, as a slow Discord would; the others go through.
type requestGate struct {
	holds func(*http.Request) bool
	// what names the requests held, for a failure's message.
	what string
	next http.RoundTripper
	// held receives the method of each request as the gate holds it.
	held chan string

	mu   sync.Mutex
	shut chan struct{} // nil while open
}

// newRequestGate returns an open gate for the requests holds selects.
func newRequestGate(what string, holds func(*http.Request) bool) *requestGate {
	return &requestGate{holds: holds, what: what, held: make(chan string, 16)}
}

// wrap is harnessOptions.transport.
func (g *requestGate) wrap(next http.RoundTripper) http.RoundTripper {
	g.next = next
	return g
}

// close holds the selected requests from now on; open lets them through.
func (g *requestGate) close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.shut == nil {
		g.shut = make(chan struct{})
	}
}

func (g *requestGate) open() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.shut != nil {
		close(g.shut)
		g.shut = nil
	}
}

func (g *requestGate) RoundTrip(r *http.Request) (*http.Response, error) {
	g.mu.Lock()
	shut := g.shut
	g.mu.Unlock()
	if shut != nil && g.holds(r) {
		g.held <- r.Method
		select {
		case <-shut:
		case <-r.Context().Done():
			return nil, r.Context().Err()
		}
	}
	return g.next.RoundTrip(r)
}

// waitHeld waits until the gate holds a request and returns its method.
func (g *requestGate) waitHeld(t *testing.T, h *harness) string {
	t.Helper()
	select {
	case m := <-g.held:
		return m
	case <-h.ctx.Done():
		t.Fatalf("no %s was held", g.what)
		return ""
	}
}
