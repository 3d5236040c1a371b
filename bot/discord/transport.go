package discord

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// discordHost is where discordgo addresses every REST call.
const discordHost = "discord.com"

// rewrite sends requests for discord.com to another base URL, keeping the
// path: how REST goes through a proxy, or to a fake Discord in tests.
type rewrite struct {
	base *url.URL
	next http.RoundTripper
}

// NewRewriteTransport returns a RoundTripper that sends requests whose
// host is discord.com to base (scheme, host and path prefix) instead.
func NewRewriteTransport(base string, next http.RoundTripper) (http.RoundTripper, error) {
	u, err := url.Parse(base)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("bot: DISCORD_API_URL %q is not an absolute URL", base)
	}
	if next == nil {
		next = http.DefaultTransport
	}
	return &rewrite{base: u, next: next}, nil
}

func (t *rewrite) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Host != discordHost {
		return t.next.RoundTrip(req)
	}
	r := req.Clone(req.Context())
	r.URL.Scheme = t.base.Scheme
	r.URL.Host = t.base.Host
	prefix := strings.TrimSuffix(t.base.Path, "/")
	r.URL.Path = prefix + req.URL.Path
	if req.URL.RawPath != "" {
		r.URL.RawPath = prefix + req.URL.RawPath
	}
	r.Host = t.base.Host
	return t.next.RoundTrip(r)
}

// counting counts the REST calls that fail (429, 5xx, no response) and
// the waits Discord asks for with Retry-After, in m.
type counting struct {
	next http.RoundTripper
	m    *Metrics
}

// countingClient returns a copy of c whose transport counts failures in
// m; c nil means discordgo's default client.
func countingClient(c *http.Client, m *Metrics) *http.Client {
	if c == nil {
		c = &http.Client{Timeout: 20 * time.Second}
	}
	out := *c
	next := c.Transport
	if next == nil {
		next = http.DefaultTransport
	}
	out.Transport = &counting{next: next, m: m}
	return &out
}

func (t *counting) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req)
	switch {
	case err != nil:
		t.m.restErrors.WithLabelValues("transport").Inc()
	case resp.StatusCode == http.StatusTooManyRequests:
		t.m.restErrors.WithLabelValues("429").Inc()
		t.m.rateWait.Observe(retryAfter(resp.Header).Seconds())
	case resp.StatusCode >= 500:
		t.m.restErrors.WithLabelValues("5xx").Inc()
	}
	return resp, err
}

// retryAfter reads how long a 429 asks to wait: Discord's
// X-RateLimit-Reset-After (seconds, fractional) or Retry-After.
func retryAfter(h http.Header) time.Duration {
	for _, k := range []string{"X-RateLimit-Reset-After", "Retry-After"} {
		if f, err := strconv.ParseFloat(h.Get(k), 64); err == nil && f >= 0 {
			return time.Duration(f * float64(time.Second))
		}
	}
	return 0
}
