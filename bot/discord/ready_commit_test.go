package discord_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// stuckDisk is a database whose commits fail while full is set, as
// storage.DB.CanCommit reports them.
type stuckDisk struct {
	*storage.DB
	full atomic.Bool
}

func (s *stuckDisk) CanCommit(ctx context.Context) error {
	if s.full.Load() {
		return errors.New("storage: commit failed: no space left on device")
	}
	return s.DB.CanCommit(ctx)
}

// TestReadyNeedsCommits: /readyz turns 503, with the reason, while the
// store cannot commit, and back to 200 when it can again.
func TestReadyNeedsCommits(t *testing.T) {
	t.Parallel()
	srv := discordtest.New(t)
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	store := &stuckDisk{DB: db}
	b, err := newBot(discord.Config{Token: "test-token"}, session.NewManager(store), slog.New(slog.NewTextHandler(io.Discard, nil)),
		discord.Options{HTTPClient: &http.Client{Transport: srv.Transport()}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := b.Open(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(5 * time.Second) })
	h := b.HealthHandler()
	for i, full := range []bool{false, true, true, false, true, false} {
		store.full.Store(full)
		w := get(t, h, "/readyz")
		switch {
		case !full && w.Code != http.StatusOK:
			t.Errorf("step %d: /readyz while commits succeed: %d %s", i, w.Code, w.Body)
		case full && (w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), "no space left")):
			t.Errorf("step %d: /readyz while commits fail: %d %s", i, w.Code, w.Body)
		}
	}
}
