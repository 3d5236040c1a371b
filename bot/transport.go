package bot

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
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
