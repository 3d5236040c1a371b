package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// shutdownGrace is how long a shutdown waits for interactions in flight.
const shutdownGrace = 10 * time.Second

// runDiscord opens the database, connects to Discord and serves until ctx ends;
// then it finishes the interactions in flight and closes the database.
// The configuration decides the transport: the HTTP interactions endpoint
// when InteractionsAddr is set (REST still needs the token), else the
// gateway; and HTTPAddr, when set, serves health and metrics.
func runDiscord(ctx context.Context, cfg discord.Config, log *slog.Logger) error {
	return runWith(ctx, cfg, log, discord.Options{})
}

// runWith is runDiscord with transport options (tests point it at a fake
// Discord).
func runWith(ctx context.Context, cfg discord.Config, log *slog.Logger, opts discord.Options) error {
	if cfg.Token == "" {
		return discord.ErrNoToken
	}
	if opts.Metrics == nil {
		opts.Metrics = discord.NewMetrics(nil)
	}
	if opts.BoardInterval == 0 {
		opts.BoardInterval = cfg.BoardInterval
	}
	opts.BoardsOnInteractions = opts.BoardsOnInteractions || cfg.BoardsOnInteractions
	db, err := storage.Open(cfg.DBPath(), storage.WithObserver(opts.Metrics.ObserveTx))
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Fallback(); err != nil {
		log.Warn("the database opened at its older meta page", "db_file", cfg.DBPath(), "err", err)
	}
	log.Info("starting", "config", cfg, "db_file", cfg.DBPath())
	health, endpoint, err := listen(cfg)
	if err != nil {
		return err
	}
	var b *discord.Bot
	var clock bot.Clock = bot.SystemClock{}
	if opts.Clock != nil {
		clock = opts.Clock
	}
	mg := session.NewManager(db, session.WithClock(clock.Now), session.WithWake(func(time.Time) { b.Poke() }))
	pages, err := newWebWiring(mg, cfg.WebAddr, cfg.WebURL, log)
	if err != nil {
		closeAll(health, endpoint)
		return fmt.Errorf("bot: QUINTET_WEB_ADDR: %w", err)
	}
	b, err = newDiscordBot(cfg, mg, log, opts, pages)
	if err != nil {
		closeAll(health, endpoint)
		pages.close()
		return err
	}
	resumeForgets(ctx, mg, db, log)
	servers := make(chan struct{}, 3)
	serving := 0
	serve := func(name string, run func() error) {
		serving++
		go func() {
			defer func() { servers <- struct{}{} }()
			if err := run(); err != nil {
				log.Error("http server failed", "server", name, "err", err)
			}
		}()
	}
	if health != nil {
		serve("health", func() error { return b.ServeHealth(ctx, health) })
		log.Info("health and metrics", "addr", health.Addr().String())
	}
	if pages.ln != nil {
		serve("web", func() error { return pages.serve(ctx) })
		log.Info("web pages", "addr", pages.ln.Addr().String(), "url", cfg.WebURL)
	}
	if endpoint != nil {
		key, err := cfg.PublicKeyBytes()
		if err != nil {
			closeAll(health, endpoint)
			return err
		}
		if err := b.Register(ctx); err != nil {
			closeAll(health, endpoint)
			return stoppedWhileStarting(ctx, b, log, err)
		}
		serve("interactions", func() error { return b.ServeEndpoint(ctx, endpoint, key) })
		log.Info("interactions endpoint", "addr", endpoint.Addr().String())
	} else if err := b.Open(ctx); err != nil {
		closeAll(health, endpoint)
		return stoppedWhileStarting(ctx, b, log, err)
	}
	scheduled := make(chan struct{})
	go func() {
		defer close(scheduled)
		b.Scheduler().Run(ctx)
	}()
	retained := make(chan struct{})
	go func() {
		defer close(retained)
		runRetention(ctx, db, cfg.RetainLogs, clock.Now, log)
	}()
	defer func() { <-retained }()
	<-ctx.Done()
	log.Info("shutting down")
	<-scheduled
	if err := b.Close(shutdownGrace); err != nil {
		log.Warn("gateway close", "err", err)
	}
	for range serving {
		<-servers
	}
	return nil
}

// newDiscordBot wires a board's life to the Discord transport: the Bot
// for cfg, and the bot.Bot that answers its interactions and sends
// through its Transport, with the options it asks for (LifeOptions).
func newDiscordBot(cfg discord.Config, mg *session.Manager, log *slog.Logger, opts discord.Options, pages webWiring) (*discord.Bot, error) {
	b, err := discord.New(cfg, mg, log, opts)
	if err != nil {
		return nil, err
	}
	router := commands.NewRouter(mg, log, pages.routerOptions()...)
	b.Attach(bot.New(mg, router, b.Transport(), log, pages.lifeOptions(b.LifeOptions())))
	return b, nil
}

// stoppedWhileStarting tells a failed start from a stop asked for while
// starting (SIGTERM during command registration or the gateway's
// handshake): the latter is a clean stop, not an error.
func stoppedWhileStarting(ctx context.Context, b *discord.Bot, log *slog.Logger, err error) error {
	if ctx.Err() == nil {
		return err
	}
	log.Info("stopped while starting", "err", err)
	if cerr := b.Close(shutdownGrace); cerr != nil {
		log.Warn("gateway close", "err", cerr)
	}
	return nil
}

// listen opens the health and interactions listeners the configuration
// asks for (nil when not), before anything connects, so that a busy port
// fails the start.
func listen(cfg discord.Config) (health, endpoint net.Listener, err error) {
	if cfg.HTTPAddr != "" {
		if health, err = net.Listen("tcp", cfg.HTTPAddr); err != nil {
			return nil, nil, fmt.Errorf("bot: QUINTET_HTTP_ADDR: %w", err)
		}
	}
	if cfg.InteractionsAddr != "" {
		if endpoint, err = net.Listen("tcp", cfg.InteractionsAddr); err != nil {
			closeAll(health)
			return nil, nil, fmt.Errorf("bot: QUINTET_INTERACTIONS_ADDR: %w", err)
		}
	}
	return health, endpoint, nil
}

func closeAll(ls ...net.Listener) {
	for _, l := range ls {
		if l != nil {
			l.Close()
		}
	}
}
