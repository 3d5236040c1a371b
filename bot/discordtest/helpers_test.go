package discordtest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// testContext is bounded so a broken wait fails the test instead of
// hanging it.
func testContext(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// openSession starts a fake and opens a discordgo session on it; handlers
// are added before Open.
func openSession(t *testing.T, handlers ...any) (*Server, *discordgo.Session) {
	t.Helper()
	srv := New(t, WithHeartbeatInterval(100*time.Millisecond))
	return srv, openSessionOn(t, srv, handlers...)
}

// openSessionOn opens a discordgo session on srv.
func openSessionOn(t *testing.T, srv *Server, handlers ...any) *discordgo.Session {
	t.Helper()
	s := srv.Session(t)
	for _, h := range handlers {
		s.AddHandler(h)
	}
	if err := s.Open(); err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s
}

// clock is a fake clock tests move by hand.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
