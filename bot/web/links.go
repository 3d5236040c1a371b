package web

import (
	"context"
	"net/url"
	"strings"

	"github.com/quintetbot/quintet/games/session"
)

// Page kinds, signed into every link so that a link to one page cannot be
// turned into a link to another.
const (
	kindMatch       = "m"
	kindLeaderboard = "lb"
	kindPlayer      = "p"
)

// Links makes the signed links of the pages, under a public base URL. It
// implements commands.Pages. A zero Links, or one over a store without a
// web secret, makes none.
type Links struct {
	matches *session.Manager
	base    string // no trailing "/"
}

// NewLinks returns the links of the pages of matches' servers, under base
// (QUINTET_WEB_URL, e.g. "https://quintet.example.org").
func NewLinks(matches *session.Manager, base string) *Links {
	return &Links{matches: matches, base: strings.TrimRight(base, "/")}
}

// key returns the secret and the server's link epoch, false when the
// server's pages are off or there is no secret.
func (l *Links) key(ctx context.Context, guild string) ([]byte, int, bool) {
	if l == nil || l.matches == nil || l.base == "" || guild == "" {
		return nil, 0, false
	}
	if on, err := l.matches.WebOn(ctx, guild); err != nil || !on {
		return nil, 0, false
	}
	secret, err := l.matches.WebSecret(ctx)
	if err != nil {
		return nil, 0, false
	}
	s, _ := l.matches.Settings() // WebOn read them
	g, err := s.GuildSettings(ctx, guild)
	if err != nil {
		return nil, 0, false
	}
	return secret, g.WebEpoch, true
}

// Replay returns the link of the replay of a match of a server; "" when
// the server's pages are off. The replay itself answers only once the
// match finished.
func (l *Links) Replay(ctx context.Context, guild, match string) string {
	secret, epoch, ok := l.key(ctx, guild)
	if !ok || match == "" {
		return ""
	}
	return l.base + replayPath(secret, epoch, guild, match)
}

// Leaderboard returns the link of a server's leaderboard of a game; ""
// when the server's pages are off.
func (l *Links) Leaderboard(ctx context.Context, guild, game string) string {
	secret, epoch, ok := l.key(ctx, guild)
	if !ok {
		return ""
	}
	return l.base + leaderboardPath(secret, epoch, guild, game)
}

// Player returns the link of a player's page in a server; "" when the
// server's pages are off.
func (l *Links) Player(ctx context.Context, guild, user string) string {
	secret, epoch, ok := l.key(ctx, guild)
	if !ok || user == "" {
		return ""
	}
	return l.base + playerPath(secret, epoch, guild, user)
}

// replayPath is the path of a replay: /m/<match>/<sig>.
func replayPath(secret []byte, epoch int, guild, match string) string {
	return "/m/" + url.PathEscape(match) + "/" + sign(secret, epoch, kindMatch, guild, match)
}

// leaderboardPath is the path of a leaderboard: /g/<guild>/lb/<game>/<sig>.
func leaderboardPath(secret []byte, epoch int, guild, game string) string {
	return "/g/" + url.PathEscape(guild) + "/lb/" + url.PathEscape(game) + "/" + sign(secret, epoch, kindLeaderboard, guild, game)
}

// playerPath is the path of a player's page: /g/<guild>/p/<user>/<sig>.
func playerPath(secret []byte, epoch int, guild, user string) string {
	return "/g/" + url.PathEscape(guild) + "/p/" + url.PathEscape(user) + "/" + sign(secret, epoch, kindPlayer, guild, user)
}
