package session

import (
	"context"
	"time"

	"github.com/quintetbot/quintet/games"
)

// GuildSettings are a server's defaults for new matches; zero fields take
// the built-in defaults.
type GuildSettings struct {
	TurnTime time.Duration `json:"turn_time,omitempty"`
	// Threads: /play opens each match in a thread of its own unless it
	// says thread:false.
	Threads bool `json:"threads,omitempty"`
	// Language is the language of the server's public messages (a
	// locale.Lang's name, "fr"), set with /settings language; empty: the
	// server's own Discord locale, else English.
	Language string `json:"language,omitempty"`
	// DiscordLocale is the server's own Discord locale (guild_locale) as
	// last seen, which its public messages speak when no request is at
	// hand (a deadline's reminder) and Language is empty.
	DiscordLocale string `json:"discord_locale,omitempty"`
	// WebOff: the server's web pages (replays, leaderboards, players)
	// answer 404 and its commands hand out no links.
	WebOff bool `json:"web_off,omitempty"`
	// WebEpoch counts the times the server's links were renewed (/settings
	// web rotate): a link is signed with it, so a renewal voids every link
	// handed out before, in this server only.
	WebEpoch int `json:"web_epoch,omitempty"`
}

// Settings keeps per-server defaults and per-user preferences. A Store
// may implement it; the commands that need it refuse without it.
type Settings interface {
	// GuildSettings returns a server's defaults (zero when never set).
	GuildSettings(ctx context.Context, guild string) (GuildSettings, error)
	// SetGuildSettings replaces a server's defaults.
	SetGuildSettings(ctx context.Context, guild string, s GuildSettings) error
	// Notify reports whether a user asked for direct messages.
	Notify(ctx context.Context, user string) (bool, error)
	// SetNotify records a user's choice.
	SetNotify(ctx context.Context, user string, on bool) error
}

// Waiting lists the human seats that may act now in a match in play; nil
// for a match not in play.
func (m *Match) Waiting() []games.Seat {
	if m.Phase != Playing {
		return nil
	}
	st, err := m.Decode()
	if err != nil {
		return nil
	}
	return waiting(m, st)
}
