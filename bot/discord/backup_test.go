package discord_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/games/session"
)

// TestBackupNeedsTheAdminToken: without QUINTET_ADMIN_TOKEN there is no
// /backup; with it, only a caller that sends it gets a copy.
func TestBackupNeedsTheAdminToken(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tt := range []struct {
		token, sent string
		want        int
	}{
		{"", "", http.StatusNotFound},
		{"", "Bearer x", http.StatusNotFound},
		{"s3cret", "", http.StatusUnauthorized},
		{"s3cret", "Bearer wrong", http.StatusUnauthorized},
		{"s3cret", "s3cret", http.StatusUnauthorized},
		{"s3cret", "Bearer s3cret", http.StatusNotImplemented}, // a memory store has no file
	} {
		b, err := newBot(discord.Config{Token: "t", AdminToken: tt.token}, session.NewManager(session.NewMemStore()), log, discord.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := httptest.NewRequest(http.MethodGet, "/backup", nil)
		if tt.sent != "" {
			r.Header.Set("Authorization", tt.sent)
		}
		w := httptest.NewRecorder()
		b.HealthHandler().ServeHTTP(w, r)
		if w.Code != tt.want {
			t.Errorf("token %q, sent %q: %d, want %d", tt.token, tt.sent, w.Code, tt.want)
		}
	}
}
