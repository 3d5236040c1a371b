package discord

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// The health server's timeouts. A request must arrive within
// healthReadTimeout and its answer be written within healthWriteTimeout
// (GET /backup extends its own, see backupStall); an idle keep-alive
// connection is closed after healthIdleTimeout. So no client holds a
// connection, or what a handler holds, for long.
const (
	healthReadHeaderTimeout = 5 * time.Second
	healthReadTimeout       = 10 * time.Second
	healthWriteTimeout      = 30 * time.Second
	healthIdleTimeout       = time.Minute
)

// healthServer returns the server of HealthHandler, with its timeouts.
func (b *Bot) healthServer() *http.Server {
	return &http.Server{
		Handler:           b.HealthHandler(),
		ReadHeaderTimeout: healthReadHeaderTimeout,
		ReadTimeout:       healthReadTimeout,
		WriteTimeout:      healthWriteTimeout,
		IdleTimeout:       healthIdleTimeout,
	}
}

// ServeHealth serves HealthHandler on ln until ctx ends, then shuts the
// server down, giving running requests 5 seconds.
func (b *Bot) ServeHealth(ctx context.Context, ln net.Listener) error {
	srv := b.healthServer()
	errs := make(chan error, 1)
	go func() { errs <- srv.Serve(ln) }()
	select {
	case err := <-errs:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		srv.Close()
		return err
	}
	if err := <-errs; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
