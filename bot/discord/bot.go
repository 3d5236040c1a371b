package discord

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// Bot answers Discord interactions for one gateway session; the board's
// life behind them is its bot.Bot.
type Bot struct {
	s    *discordgo.Session
	life *bot.Bot
	// lifeOpts are the options its board's life takes (LifeOptions).
	lifeOpts bot.Options
	clock    bot.Clock
	matches  *session.Manager
	log      *slog.Logger
	guild    string
	shard    Shard
	metrics  *Metrics
	// adminToken guards /backup; empty: no /backup.
	adminToken string
	// fromThread holds the ids of the endpoint's interactions whose own
	// channel object says they come from a thread (see sentFromThread).
	fromThread sync.Map
	// hooks: the boards posted through interactions' webhooks, when
	// boards travel on interactions (nil otherwise).
	hooks *boardHooks

	handled func(string)
	ignored func(string)

	// gateway: the gateway session is up; serving: the interactions
	// endpoint is listening. Either makes the bot ready.
	gateway atomic.Bool
	serving atomic.Bool

	mu      sync.Mutex
	closing bool
}

// Options tune a Bot; zero values take the defaults.
type Options struct {
	// HTTPClient carries REST calls; default one with DISCORD_API_URL's
	// rewrite when set.
	HTTPClient *http.Client
	// DeferAfter: default 2 s.
	DeferAfter time.Duration
	// BoardInterval is the least time between two boards of a channel:
	// a move after a quiet spell shows at once, the moves of a burst share
	// one board per interval. Zero: every move's board goes out at once
	// (after its answer). Run takes it from Config.BoardInterval.
	BoardInterval time.Duration
	// Handled, when set, is called after each interaction has been answered
	// and its board delivered (tests wait on it; metrics count with it).
	Handled func(interactionID string)
	// Clock is the scheduler's clock; default the system clock. The
	// Manager's clock (session.WithClock) should agree with it.
	Clock bot.Clock
	// Expired, when set, is called after the scheduler has handled each
	// deadline (tests wait on it).
	Expired func(session.Deadline, *session.Expiry)
	// DM sends direct messages to players who asked for them; default
	// through Discord.
	DM bot.DMSender
	// Metrics receives the bot's measures; default a new set over the
	// Manager's store (see Bot.Metrics).
	Metrics *Metrics
	// BoardsOnInteractions posts boards as follow-ups of their
	// interactions and edits them through their webhooks (see
	// Config.BoardsOnInteractions); Run takes it from the Config.
	BoardsOnInteractions bool
	// Budget is how many bot-token requests a second the bot sends at
	// most (see BudgetRate; Discord allows 50 across the bot's
	// processes): zero takes BudgetRate, a negative value sets no budget.
	Budget float64
	// Ignored, when set, is called for each interaction ignored because
	// its guild belongs to another shard, or refused because it was
	// delivered before (tests wait on it).
	Ignored func(interactionID string)
}

// New returns a Bot for cfg that plays matches through matches, once a
// board's life built on its Transport is attached (Attach).
func New(cfg Config, matches *session.Manager, log *slog.Logger, opts Options) (*Bot, error) {
	if cfg.Token == "" {
		return nil, ErrNoToken
	}
	shard := cfg.Shard()
	if shard.Count == 0 {
		shard = Shard{ID: 0, Count: 1}
	}
	if err := shard.Valid(); err != nil {
		return nil, err
	}
	s, err := discordgo.New("Bot " + cfg.Token)
	if err != nil {
		return nil, fmt.Errorf("bot: %w", err)
	}
	s.Identify.Intents = discordgo.IntentsGuilds
	s.ShouldReconnectOnError = true
	s.ShouldRetryOnRateLimit = true
	s.MaxRestRetries = 5
	s.ShardID, s.ShardCount = shard.ID, shard.Count
	switch {
	case opts.HTTPClient != nil:
		s.Client = opts.HTTPClient
	case cfg.APIURL != "":
		rt, err := NewRewriteTransport(cfg.APIURL, nil)
		if err != nil {
			return nil, err
		}
		s.Client = &http.Client{Transport: rt, Timeout: 20 * time.Second}
	}
	if opts.Metrics == nil {
		opts.Metrics = NewMetrics(nil)
	}
	opts.Metrics.watch(matches)
	s.Client = countingClient(s.Client, opts.Metrics)
	if opts.Budget >= 0 {
		rate, burst := float64(BudgetRate), float64(BudgetBurst)
		if opts.Budget > 0 {
			rate, burst = opts.Budget, max(1, opts.Budget/5)
		}
		s.Client.Transport = newBudget(s.Client.Transport, rate, burst)
	}
	b := &Bot{s: s, matches: matches, log: log, guild: cfg.Guild, clock: opts.Clock,
		shard: shard, metrics: opts.Metrics, handled: opts.Handled, ignored: opts.Ignored,
		adminToken: cfg.AdminToken}
	if b.clock == nil {
		b.clock = bot.SystemClock{}
	}
	if opts.BoardsOnInteractions {
		b.hooks = &boardHooks{}
	}
	var notify bot.Notifier
	if settings, ok := matches.Settings(); ok {
		dm := opts.DM
		if dm == nil {
			dm = discordDM{s: s}
		}
		mail, _ := matches.Mailbox()
		notify = bot.NewDMNotifier(settings, mail, dm, log)
	}
	b.lifeOpts = bot.Options{
		DeferAfter: opts.DeferAfter, BoardInterval: opts.BoardInterval, Handled: opts.Handled,
		Clock: opts.Clock, Notify: notify,
		Scheduler: []bot.SchedulerOption{bot.WithExpired(opts.Expired), bot.WithOwns(shard.Owns), bot.WithLag(opts.Metrics.lag)},
	}
	s.AddHandler(b.onInteraction)
	s.AddHandler(b.onThreadUpdate)
	s.AddHandler(b.onThreadDelete)
	s.AddHandler(func(_ *discordgo.Session, r *discordgo.Ready) {
		b.gateway.Store(true)
		log.Info("gateway ready", "user", r.User.Username, "guilds", len(r.Guilds), "shard", shard.ID, "shards", shard.Count)
	})
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Resumed) {
		b.gateway.Store(true)
		log.Info("gateway resumed")
	})
	s.AddHandler(func(_ *discordgo.Session, _ *discordgo.Disconnect) { b.gateway.Store(false) })
	return b, nil
}

// Transport returns the transport a board's life sends through: posts
// and edits with the bot token (or an interaction's webhook, for a board
// posted through it), channel listings through REST.
func (b *Bot) Transport() bot.Transport {
	return threadWatch{&channelTransport{discordSink{s: b.s, hooks: b.hooks}, b}, b}
}

// LifeOptions returns the options of the board's life that Options and the
// configuration ask for: defer delay, board interval, the Handled and
// Expired hooks, the clock, direct messages for /notify, the shard's
// guilds and the scheduler's lag metric.
func (b *Bot) LifeOptions() bot.Options { return b.lifeOpts }

// Attach has life answer the bot's interactions; it must come before
// Open or ServeEndpoint. A Bot answers nothing without it.
func (b *Bot) Attach(life *bot.Bot) { b.life = life }

// Scheduler returns the bot's deadline scheduler.
func (b *Bot) Scheduler() *bot.Scheduler { return b.life.Scheduler() }

// Life returns the board's life behind the bot.
func (b *Bot) Life() *bot.Bot { return b.life }

// Poke wakes the scheduler (see Scheduler.Poke); safe on a nil Bot, so a
// Manager built before its Bot may call it.
func (b *Bot) Poke() {
	if b != nil && b.life != nil {
		b.life.Scheduler().Poke()
	}
}

// Metrics returns the bot's measures; its Registry is what /metrics shows.
func (b *Bot) Metrics() *Metrics { return b.metrics }

// Shard returns the share of the guilds the bot serves.
func (b *Bot) Shard() Shard { return b.shard }

// Session returns the discordgo session.
func (b *Bot) Session() *discordgo.Session { return b.s }

// Open connects to the gateway and registers the slash commands by bulk
// overwrite: globally, or in the configured guild.
func (b *Bot) Open(ctx context.Context) error {
	if err := b.s.Open(); err != nil {
		return fmt.Errorf("bot: open gateway: %w", err)
	}
	if b.s.State == nil || b.s.State.User == nil {
		return errors.New("bot: no READY from the gateway")
	}
	b.gateway.Store(true)
	app := b.s.State.User.ID
	if b.s.State.Application != nil && b.s.State.Application.ID != "" {
		app = b.s.State.Application.ID
	}
	return b.register(ctx, app)
}

// Register registers the slash commands, as Open does, without the
// gateway: for the interactions endpoint. The application is the bot's
// user, asked from REST.
func (b *Bot) Register(ctx context.Context) error {
	me, err := b.selfID(ctx)
	if err != nil {
		return err
	}
	return b.register(ctx, me)
}

// selfID returns the bot's user id: the gateway's READY gave it, or, for
// the interactions endpoint, which has no gateway, REST is asked.
func (b *Bot) selfID(ctx context.Context) (string, error) {
	if st := b.s.State; st != nil && st.User != nil && st.User.ID != "" {
		return st.User.ID, nil
	}
	me, err := b.s.User("@me", discordgo.WithContext(ctx))
	if err != nil {
		return "", fmt.Errorf("bot: who am I: %w", err)
	}
	return me.ID, nil
}

// register overwrites the commands of application app.
func (b *Bot) register(ctx context.Context, app string) error {
	defs := commands.Definitions()
	if _, err := b.s.ApplicationCommandBulkOverwrite(app, b.guild, defs, discordgo.WithContext(ctx)); err != nil {
		return fmt.Errorf("bot: register commands: %w", err)
	}
	b.log.Info("commands registered", "count", len(defs), "guild", b.guild)
	return nil
}

// Close stops taking interactions, waits up to grace for those in flight
// to finish, and closes the gateway.
func (b *Bot) Close(grace time.Duration) error {
	b.mu.Lock()
	b.closing = true
	b.mu.Unlock()
	b.gateway.Store(false)
	done := make(chan struct{})
	go func() { b.life.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(grace):
		b.log.Warn("shutdown: interactions still in flight after grace period", "grace", grace)
	}
	return b.s.Close()
}

// begin registers an interaction in flight; false once closing.
func (b *Bot) begin() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closing {
		return false
	}
	b.life.Begin()
	return true
}
