package discord

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// ErrNotReady: the bot has neither a gateway session nor a serving
// interactions endpoint, or it is shutting down.
var ErrNotReady = errors.New("bot: not connected to Discord")

// Ready reports whether the bot can answer: not closing, the gateway
// connected or the interactions endpoint serving, and the store ready
// (session.Manager.Ready: open and, for a store that can tell, able to
// commit a move).
func (b *Bot) Ready(ctx context.Context) error {
	if b.isClosing() || (!b.gateway.Load() && !b.serving.Load()) {
		return ErrNotReady
	}
	if err := b.matches.Ready(ctx); err != nil {
		return fmt.Errorf("bot: %w", err)
	}
	return nil
}

// HealthHandler serves /healthz (200 while the process answers), /readyz
// (200 when Ready, else 503 with the reason), /metrics (the Prometheus
// exposition of b's registry) and, when the bot has an admin token,
// /backup (see backupHandler).
func (b *Bot) HealthHandler() http.Handler {
	mux := http.NewServeMux()
	if b.adminToken != "" {
		backup := b.backupHandler(b.adminToken, backupStall)
		mux.HandleFunc("GET /backup", backup)
		mux.HandleFunc("HEAD /backup", backup)
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprintln(w, "ok")
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := b.Ready(ctx); err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		fmt.Fprintln(w, "ready")
	})
	mux.Handle("GET /metrics", promhttp.HandlerFor(b.metrics.Registry, promhttp.HandlerOpts{Registry: b.metrics.Registry}))
	return mux
}

// isClosing reports whether Close has begun.
func (b *Bot) isClosing() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.closing
}
