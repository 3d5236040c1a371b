package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestRunStoppedWhileStarting: a stop that arrives while the bot is still
// registering its commands or connecting (SIGTERM right after a start) is
// a clean stop, not a failure.
func TestRunStoppedWhileStarting(t *testing.T) {
	srv := discordtest.New(t)
	for _, endpoint := range []bool{false, true} {
		cfg := discord.Config{Token: "test-token", DB: filepath.Join(t.TempDir(), "q.db")}
		if endpoint {
			cfg.InteractionsAddr = freeAddr(t)
			cfg.PublicKey = "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c"
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		err := runWith(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{
			HTTPClient: &http.Client{Transport: srv.Transport()},
		})
		if err != nil {
			t.Errorf("endpoint %v: stopped before it started: %v", endpoint, err)
		}
	}
}
