package bot

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// Bot is a board's life in the channels of one process, whatever the
// transport that carries it: it answers interactions (routing them under
// the channel's lock, deferring them when the handler is slow), queues and
// paces boards, posts or edits them, records them, retires the old ones,
// repairs what a stop left (stranded bot moves, owed boards, orphan
// boards) and runs the deadline scheduler. It calls the platform only
// through its Transport and the Exchange of each interaction, and never
// while it holds a channel's lock.
type Bot struct {
	router  *commands.Router
	matches *session.Manager
	log     *slog.Logger
	tr      Transport
	// boards holds the boards owed to channels; boardInterval is the least
	// time between two boards of a channel.
	boards        boardQueue
	boardInterval time.Duration
	// deferAfter is how long a handler may run before the interaction is
	// deferred; Discord allows three seconds for the first answer.
	deferAfter time.Duration
	handled    func(string)

	sched    *Scheduler
	inflight sync.WaitGroup
	drawer   boardlife.Drawer // see Options.Boards
}

// Options tune a Bot; zero values take the defaults.
type Options struct {
	// DeferAfter: default 2 s.
	DeferAfter time.Duration
	// BoardInterval is the least time between two boards of a channel:
	// a move after a quiet spell shows at once, the moves of a burst share
	// one board per interval. Zero: every move's board goes out at once
	// (after its answer).
	BoardInterval time.Duration
	// Handled, when set, is called for each interaction served, once
	// its board, if any, was delivered (see Serve).
	Handled func(interactionID string)
	// Clock is the scheduler's clock; default the system clock. The
	// Manager's clock (session.WithClock) should agree with it.
	Clock Clock
	// Notify sends what deadlines and new boards ask for besides the
	// channel (direct messages); nil: nothing.
	Notify Notifier
	// Boards draws the boards; nil: commands.Boards. Given
	// commands.BoardsWith, final boards link to their replays.
	Boards boardlife.Drawer
	// Scheduler options: which guilds are this process's, what to call
	// after each deadline, where to report lags (see WithOwns...).
	Scheduler []SchedulerOption
}

// New returns the board's life of matches, answering through router and
// sending through tr.
func New(matches *session.Manager, router *commands.Router, tr Transport, log *slog.Logger, opts Options) *Bot {
	if opts.DeferAfter == 0 {
		opts.DeferAfter = 2 * time.Second
	}
	b := &Bot{router: router, matches: matches, log: log, tr: tr, boardInterval: opts.BoardInterval,
		deferAfter: opts.DeferAfter, handled: opts.Handled, drawer: opts.Boards}
	sopts := append([]SchedulerOption{WithDeliver(b.postBoard), WithOrphans(b.retireOrphans), WithBoards(b.draws())}, opts.Scheduler...)
	b.sched = NewScheduler(matches, tr, opts.Notify, opts.Clock, log, sopts...)
	return b
}

// Scheduler returns the bot's deadline scheduler.
func (b *Bot) Scheduler() *Scheduler { return b.sched }

// Lock takes the channel's lock, as an interaction being handled in the
// channel holds it, and returns its release. It is the one lock of the
// channel, the Manager's (session.Manager.Lock), and the bot never holds
// it across a call to the transport.
func (b *Bot) Lock(channel string) func() {
	_, unlock := b.matches.Lock(context.Background(), channel)
	return unlock
}

// Wait waits for the board deliveries that run on their own (paced
// boards, see QueueBoard) to end.
func (b *Bot) Wait() { b.inflight.Wait() }

// Begin counts a piece of work in flight that Wait waits for; its end
// calls Done. A transport counts its interactions with it.
func (b *Bot) Begin() { b.inflight.Add(1) }

// Done ends what Begin started.
func (b *Bot) Done() { b.inflight.Done() }
