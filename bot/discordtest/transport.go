package discordtest

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// Transport returns an http.RoundTripper that sends requests for
// discord.com (and its subdomains) to the fake, keeping path and query.
// Requests for any other host fail, so nothing leaves the machine.
func (s *Server) Transport() http.RoundTripper {
	base, _ := url.Parse(s.http.URL)
	return &rewriter{base: base, next: s.http.Client().Transport}
}

type rewriter struct {
	base *url.URL
	next http.RoundTripper
}

func (t *rewriter) RoundTrip(r *http.Request) (*http.Response, error) {
	host := r.URL.Hostname()
	if host != "discord.com" && !strings.HasSuffix(host, ".discord.com") {
		return nil, fmt.Errorf("discordtest: request to %s is not for Discord", r.URL.Host)
	}
	r2 := r.Clone(r.Context())
	r2.URL.Scheme, r2.URL.Host = t.base.Scheme, t.base.Host
	r2.Host = t.base.Host
	return t.next.RoundTrip(r2)
}

// Session returns a discordgo session for the bot, authenticated with
// Token, whose REST calls go to the fake through Transport and whose
// gateway is the fake's; call Open to connect. It is closed when tb's
// test ends (discordgo's Close takes a second).
func (s *Server) Session(tb testing.TB) *discordgo.Session {
	tb.Helper()
	dg, err := discordgo.New(Token)
	if err != nil {
		tb.Fatalf("discordtest: new session: %v", err)
	}
	dg.Client = &http.Client{Transport: s.Transport(), Timeout: 10 * time.Second}
	dg.Dialer = &websocket.Dialer{HandshakeTimeout: 5 * time.Second}
	tb.Cleanup(func() { _ = dg.Close() })
	return dg
}
