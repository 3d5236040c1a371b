package discord

import (
	"crypto/ed25519"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/caarlos0/env/v11"
)

// Config is the bot's configuration, read from the environment.
type Config struct {
	// Token is the bot token; required to run, never logged.
	Token string `env:"DISCORD_TOKEN"`
	// DB is the bbolt database file; every {shard} in it is replaced by
	// the shard id (see DBPath). Each shard needs a file of its own.
	DB string `env:"QUINTET_DB" envDefault:"quintet.db"`
	// ShardID and ShardCount: this process serves the guilds with
	// (guild_id >> 22) % ShardCount == ShardID (0 <= ShardID < ShardCount).
	ShardID    int `env:"QUINTET_SHARD_ID" envDefault:"0"`
	ShardCount int `env:"QUINTET_SHARD_COUNT" envDefault:"1"`
	// InteractionsAddr, when set, is the address ("host:port") of an HTTP
	// interactions endpoint that replaces the gateway; it needs PublicKey.
	InteractionsAddr string `env:"QUINTET_INTERACTIONS_ADDR"`
	// PublicKey is the application's Ed25519 public key, in hex, that
	// signs the requests to the interactions endpoint.
	PublicKey string `env:"DISCORD_PUBLIC_KEY"`
	// HTTPAddr, when set, serves /healthz, /readyz and /metrics there.
	HTTPAddr string `env:"QUINTET_HTTP_ADDR"`
	// AdminToken, when set, also serves GET /backup on HTTPAddr to callers
	// that send it as a bearer token: a hot backup of the running bot's
	// database (quintet backup uses it when the bot holds the file).
	// Never logged.
	AdminToken string `env:"QUINTET_ADMIN_TOKEN"`
	// BoardInterval is the least time between two boards of a channel: a
	// move after a quiet spell shows its board at once; the moves of a
	// burst share one board (one picture, one edit) per interval, which
	// keeps a busy channel within Discord's limit of five message edits
	// per five seconds. 0 sends every move's board.
	BoardInterval time.Duration `env:"QUINTET_BOARD_INTERVAL" envDefault:"1s"`
	// BoardsOnInteractions posts a move's board as a follow-up of its
	// interaction and edits it through that interaction's webhook while
	// its token lasts (15 minutes), which Discord's global rate limit of
	// the bot token does not count; false posts and edits every board
	// with the bot token.
	BoardsOnInteractions bool `env:"QUINTET_BOARDS_ON_INTERACTIONS" envDefault:"true"`
	// Guild, when set, registers the commands in that guild only, where
	// changes show at once; otherwise they are registered globally.
	Guild string `env:"QUINTET_GUILD"`
	// APIURL, when set, replaces https://discord.com as the base of every
	// REST call (a proxy); the gateway address is asked from it.
	APIURL string `env:"DISCORD_API_URL"`
	// LogLevel is debug, info, warn or error.
	LogLevel string `env:"LOG_LEVEL" envDefault:"info"`
	// LogFormat is text or json.
	LogFormat string `env:"LOG_FORMAT" envDefault:"text"`
	// RetainLogs is how long the move logs of ended matches are kept;
	// zero keeps them forever. Results, statistics and ratings stay.
	RetainLogs Retention `env:"QUINTET_RETAIN_LOGS"`
	// WebAddr, when set, serves the web pages (replays, leaderboards,
	// players) there; it needs WebURL.
	WebAddr string `env:"QUINTET_WEB_ADDR"`
	// WebURL is the public base URL of the web pages, as players reach
	// them (behind a reverse proxy with TLS, say), used in the links the
	// bot hands out.
	WebURL string `env:"QUINTET_WEB_URL"`
}

// ErrNoToken: run needs DISCORD_TOKEN.
var ErrNoToken = errors.New("bot: DISCORD_TOKEN is not set")

// LoadConfig reads the configuration from environ (as os.Environ gives it).
func LoadConfig(environ []string) (Config, error) {
	vars := map[string]string{}
	for _, kv := range environ {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
	}
	var c Config
	if err := env.ParseWithOptions(&c, env.Options{Environment: vars}); err != nil {
		return c, fmt.Errorf("bot: config: %w", err)
	}
	if _, err := c.level(); err != nil {
		return c, err
	}
	if c.BoardInterval < 0 || c.BoardInterval > 5*time.Second {
		return c, fmt.Errorf("bot: QUINTET_BOARD_INTERVAL must be from 0 to 5s, not %v", c.BoardInterval)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return c, fmt.Errorf("bot: LOG_FORMAT must be text or json, not %q", c.LogFormat)
	}
	if err := c.Shard().Valid(); err != nil {
		return c, err
	}
	if err := c.checkWeb(); err != nil {
		return c, err
	}
	if c.InteractionsAddr != "" {
		if _, err := c.publicKey(); err != nil {
			return c, err
		}
		if c.InteractionsAddr == c.HTTPAddr {
			return c, errors.New("bot: QUINTET_INTERACTIONS_ADDR and QUINTET_HTTP_ADDR must differ")
		}
	}
	return c, nil
}

// Shard returns the configured shard.
func (c Config) Shard() Shard { return Shard{ID: c.ShardID, Count: c.ShardCount} }

// DBPath returns the database file of this shard: DB with {shard}
// replaced by the shard id.
func (c Config) DBPath() string { return c.Shard().dbPath(c.DB) }

// PublicKeyBytes decodes DISCORD_PUBLIC_KEY, the key the interactions
// endpoint checks signatures with.
func (c Config) PublicKeyBytes() (ed25519.PublicKey, error) { return c.publicKey() }

// publicKey decodes DISCORD_PUBLIC_KEY.
func (c Config) publicKey() (ed25519.PublicKey, error) {
	k, err := hex.DecodeString(c.PublicKey)
	if err != nil || len(k) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("bot: DISCORD_PUBLIC_KEY must be %d bytes in hex for QUINTET_INTERACTIONS_ADDR", ed25519.PublicKeySize)
	}
	return ed25519.PublicKey(k), nil
}

// LogValue keeps the token out of logs.
func (c Config) LogValue() slog.Value {
	token := "unset"
	if c.Token != "" {
		token = "set"
	}
	return slog.GroupValue(
		slog.String("token", token), slog.String("db", c.DB), slog.String("guild", c.Guild),
		slog.String("api_url", c.APIURL), slog.String("log_level", c.LogLevel), slog.String("log_format", c.LogFormat),
		slog.Int("shard_id", c.ShardID), slog.Int("shard_count", c.ShardCount),
		slog.String("interactions_addr", c.InteractionsAddr), slog.String("http_addr", c.HTTPAddr),
		slog.Bool("admin_token", c.AdminToken != ""), slog.Duration("board_interval", c.BoardInterval),
		slog.Bool("boards_on_interactions", c.BoardsOnInteractions),
		slog.String("web_addr", c.WebAddr), slog.String("web_url", c.WebURL),
	)
}

func (c Config) level() (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(c.LogLevel)); err != nil {
		return l, fmt.Errorf("bot: LOG_LEVEL must be debug, info, warn or error, not %q", c.LogLevel)
	}
	return l, nil
}

// Logger returns the logger the configuration asks for, writing to w.
func (c Config) Logger(w io.Writer) *slog.Logger {
	level, _ := c.level()
	opts := &slog.HandlerOptions{Level: level}
	if c.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}
