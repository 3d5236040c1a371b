package web

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
	"github.com/quintetbot/quintet/render/page"
)

// Security headers every answer carries. The policy lets a page load its
// own style sheet, script and pictures, and nothing else: no inline
// script or style, no other origin, no frames, no forms.
const (
	contentPolicy  = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
	referrerPolicy = "no-referrer"
)

// Server answers the pages' requests. It is an http.Handler, safe for
// concurrent use.
type Server struct {
	matches *session.Manager
	log     *slog.Logger
	limit   *limiter
	replays *replayCache
	images  *render.ImageCache
}

// Option configures New.
type Option func(*Server)

// WithClock sets the clock the rate limits count by (default time.Now).
func WithClock(now func() time.Time) Option {
	return func(s *Server) { s.limit.now = now }
}

// WithRateLimit sets the per-address rate limit: a burst of burst
// requests, then perSecond a second (default limitBurst, limitRate).
func WithRateLimit(burst, perSecond float64) Option {
	return func(s *Server) { s.limit.burst, s.limit.rate = burst, perSecond }
}

// New returns the server of matches' pages.
func New(matches *session.Manager, log *slog.Logger, opts ...Option) *Server {
	s := &Server{matches: matches, log: log, limit: newLimiter(time.Now),
		replays: newReplayCache(16), images: render.NewImageCache(512)}
	for _, o := range opts {
		o(s)
	}
	return s
}

// ServeHTTP implements http.Handler: GET and HEAD only (405 otherwise),
// within the client's rate limit (429 past it), every answer with the
// security headers.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", contentPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", referrerPolicy)
	h.Set("X-Frame-Options", "DENY")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		http.Error(w, readerLang(r).Say("web.error.method"), http.StatusMethodNotAllowed)
		return
	}
	if !s.limit.allow(clientAddress(r)) {
		h.Set("Retry-After", "5")
		http.Error(w, readerLang(r).Say("web.error.busy"), http.StatusTooManyRequests)
		return
	}
	parts := strings.Split(strings.TrimPrefix(r.URL.Path, "/"), "/")
	var err error
	switch {
	case len(parts) == 2 && parts[0] == "s":
		s.asset(w, r, parts[1])
		return
	case len(parts) == 3 && parts[0] == "m":
		err = s.replay(w, r, parts[1], parts[2])
	case len(parts) == 4 && parts[0] == "m" && strings.HasSuffix(parts[3], ".png"):
		err = s.image(w, r, parts[1], parts[2], strings.TrimSuffix(parts[3], ".png"))
	case len(parts) == 5 && parts[0] == "g" && parts[2] == kindLeaderboard:
		err = s.leaderboard(w, r, parts[1], parts[3], parts[4])
	case len(parts) == 5 && parts[0] == "g" && parts[2] == kindPlayer:
		err = s.player(w, r, parts[1], parts[3], parts[4])
	default:
		err = errMissing
	}
	switch {
	case errors.Is(err, errMissing):
		missing(w, r)
	case err != nil:
		s.log.Error("web: page failed", "path", r.URL.Path, "err", err)
		http.Error(w, readerLang(r).Say("web.error.failed"), http.StatusInternalServerError)
	}
}

// errMissing is the error of a link that leads nowhere: 404.
var errMissing = errors.New("web: no such page")

// missing answers 404 with the page that tells nothing, in the reader's
// language (readerLang).
func missing(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNotFound)
	page.WriteMissing(w, readerLang(r))
}

// asset answers a style sheet or script of the pages.
func (s *Server) asset(w http.ResponseWriter, r *http.Request, name string) {
	data, ct, ok := page.Asset(name)
	if !ok {
		missing(w, r)
		return
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(data)
}

// htmlHeaders marks an answer as a page that caches check again before
// they show it.
func htmlHeaders(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "private, no-cache")
}

// key returns the secret and the server's link epoch, errMissing when
// the server's pages are off or the store keeps no secret.
func (s *Server) key(ctx context.Context, guild string) ([]byte, int, error) {
	on, err := s.matches.WebOn(ctx, guild)
	if err != nil {
		return nil, 0, err
	}
	if !on {
		return nil, 0, errMissing
	}
	secret, err := s.matches.WebSecret(ctx)
	if err != nil {
		return nil, 0, err
	}
	settings, _ := s.matches.Settings()
	g, err := settings.GuildSettings(ctx, guild)
	return secret, g.WebEpoch, err
}
