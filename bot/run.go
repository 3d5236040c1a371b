package bot

import (
	"context"
	"log/slog"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// shutdownGrace is how long a shutdown waits for interactions in flight.
const shutdownGrace = 10 * time.Second

// Run opens the database, connects to Discord and serves until ctx ends;
// then it finishes the interactions in flight and closes the database.
func Run(ctx context.Context, cfg Config, log *slog.Logger) error {
	return RunWith(ctx, cfg, log, Options{})
}

// RunWith is Run with transport options (tests point it at a fake Discord).
func RunWith(ctx context.Context, cfg Config, log *slog.Logger, opts Options) error {
	if cfg.Token == "" {
		return ErrNoToken
	}
	db, err := storage.Open(cfg.DB)
	if err != nil {
		return err
	}
	defer db.Close()
	log.Info("starting", "config", cfg)
	var b *Bot
	var clock Clock = SystemClock{}
	if opts.Clock != nil {
		clock = opts.Clock
	}
	mg := session.NewManager(db, session.WithClock(clock.Now), session.WithWake(func(time.Time) { b.Poke() }))
	b, err = New(cfg, mg, log, opts)
	if err != nil {
		return err
	}
	if err := b.Open(ctx); err != nil {
		return err
	}
	scheduled := make(chan struct{})
	go func() {
		defer close(scheduled)
		b.sched.Run(ctx)
	}()
	<-ctx.Done()
	log.Info("shutting down")
	<-scheduled
	if err := b.Close(shutdownGrace); err != nil {
		log.Warn("gateway close", "err", err)
	}
	return nil
}
