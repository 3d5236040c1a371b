package bot

import (
	"context"
	"errors"
	"github.com/quintetbot/quintet/bot/boardlife"
	"log/slog"
	"sync"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// Scheduler batch size and the pause after a failed pass.
const (
	dueBatch = 64
	// channelsAtOnce is how many channels' due deadlines, or start-up
	// repairs, are handled at once. One at a time, each waits for its
	// commit and its board's requests in turn: a few channels a second
	// against Discord's round trips, while a bot back from a long stop
	// may owe thousands. Together their commits share fsyncs and their
	// boards wait only on Discord's limits.
	channelsAtOnce = 16
	retryBackoff   = 5 * time.Second
	// deadlineTimeout bounds the work on one deadline.
	deadlineTimeout = 30 * time.Second
)

// Notifier sends what a deadline asks for besides the channel: direct
// messages to the players who opted in; and the direct messages that
// interactions and ended matches ask for (Direct), sent whatever the
// user's /notify setting.
type Notifier interface {
	Notify(ctx context.Context, n *commands.Notice)
	Direct(ctx context.Context, d commands.Direct)
}

// Scheduler acts on the deadlines of the store: it sleeps until the next
// one falls due (or a change writes an earlier one and pokes it), then has
// the Manager expire every due match and posts what that did: the
// earliest dueBatch deadlines first, up to channelsAtOnce of them at once
// (each channel has one deadline at a time, so a match's own deadlines
// still come in order). At start, the first pass catches up on every
// deadline that fell due while the bot was down: timeouts are applied in
// order, reminders whose timeout has passed too are dropped.
type Scheduler struct {
	matches *session.Manager
	drawer  boardlife.Drawer // see WithBoards
	post    Poster
	notify  Notifier
	log     *slog.Logger
	clock   Clock
	poke    chan struct{}
	// expired, when set, is called after each deadline is handled.
	expired func(session.Deadline, *session.Expiry)
	// owns, when set, says which guilds are this shard's: the deadlines
	// of other guilds' matches (left in a file after a reshard) are left
	// alone, their channels remembered in foreign.
	owns func(guild string) bool
	// foreign is written by the deadlines being handled at once (under
	// foreignMu), and read between batches.
	foreign   map[string]bool
	foreignMu sync.Mutex
	// foreignSeasons are the other shards' guilds met in the index of
	// season ends (see runSeasons).
	foreignSeasons map[string]bool
	// seasonMu makes one pass over the season ends at a time: a pass
	// posts before it records, so two at once would post twice.
	seasonMu sync.Mutex
	// lag, when set, is told how late each deadline is handled.
	lag func(time.Duration)
	// deliver, when set, delivers the boards of deadlines and start-up
	// repairs in place of PostBoard through post: the bot's
	// delivery, which keeps them in turn with the boards of moves.
	deliver func(ctx context.Context, b *boardlife.Board) error
	// orphans, when set, retires the bot's messages with buttons that a
	// channel shows after the board its match recorded (after), but keep:
	// boards posted before a stop whose ids were not recorded. The
	// start-up repairs call it for every match that owed a board.
	orphans func(ctx context.Context, channel, after, keep string)
	// repaired runs the start-up repairs once (see Repair).
	repaired sync.Once
	// finals are the final boards to post again (see retryFinals).
	finals finalRetries
}

// NewScheduler returns a scheduler that posts through post, set up by
// opts.
func NewScheduler(matches *session.Manager, post Poster, notify Notifier, clock Clock, log *slog.Logger, opts ...SchedulerOption) *Scheduler {
	if clock == nil {
		clock = SystemClock{}
	}
	s := &Scheduler{matches: matches, post: post, notify: notify, log: log, clock: clock, poke: make(chan struct{}, 1)}
	for _, o := range opts {
		o(s)
	}
	if dm, ok := notify.(*dmNotifier); ok {
		dm.now, dm.wake = clock.Now, s.Poke
	}
	return s
}

// SchedulerOption sets a Scheduler up as it is built.
type SchedulerOption func(*Scheduler)

// WithBoards draws the scheduler's boards with d instead of
// commands.Boards.
func WithBoards(d boardlife.Drawer) SchedulerOption {
	return func(s *Scheduler) { s.drawer = d }
}

// WithExpired has f called after each deadline is handled.
func WithExpired(f func(session.Deadline, *session.Expiry)) SchedulerOption {
	return func(s *Scheduler) { s.expired = f }
}

// WithOwns leaves alone the deadlines of the matches whose guild owns
// says is not this process's (another shard's).
func WithOwns(owns func(guild string) bool) SchedulerOption {
	return func(s *Scheduler) { s.owns = owns }
}

// WithLag has f told how late each deadline is handled.
func WithLag(f func(time.Duration)) SchedulerOption {
	return func(s *Scheduler) { s.lag = f }
}

// WithDeliver has the boards of deadlines and start-up repairs delivered
// by deliver (see Scheduler.deliver).
func WithDeliver(deliver func(ctx context.Context, b *boardlife.Board) error) SchedulerOption {
	return func(s *Scheduler) { s.deliver = deliver }
}

// WithOrphans has orphans retire the boards a stop left unrecorded (see
// Scheduler.orphans).
func WithOrphans(orphans func(ctx context.Context, channel, after, keep string)) SchedulerOption {
	return func(s *Scheduler) { s.orphans = orphans }
}

// Poke wakes the scheduler to look for the next deadline again; it never
// blocks. A Manager calls it (session.WithWake) when a change writes a
// deadline.
func (s *Scheduler) Poke() {
	if s == nil {
		return
	}
	select {
	case s.poke <- struct{}{}:
	default:
	}
}

// Repair runs the start-up repairs, once: the bot moves a stop left
// unplayed and the boards it left owed (playStranded), the final boards
// owed (postOwedFinals), then, last, once every channel's board is the
// one it keeps, the boards a stop left live before it (retireStale): the
// last in-play board or a final board whose record the stop lost, beside
// the next match's board or the final board posted again. Their boards
// go out in turn with the boards of moves either way; a caller that
// wants them out before it takes moves (the console, whose output is
// then the same whatever the timing) calls it first.
func (s *Scheduler) Repair(ctx context.Context) {
	s.repaired.Do(func() {
		s.playStranded(ctx)
		finals := s.postOwedFinals(ctx)
		s.retireStale(ctx, finals)
	})
}

// Run first runs the start-up repairs (Repair), then acts on deadlines
// until ctx ends.
func (s *Scheduler) Run(ctx context.Context) error {
	s.Repair(ctx)
	for {
		next, err := s.RunDue(ctx)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var timer <-chan time.Time
		switch {
		case err != nil:
			s.log.Error("scheduler pass failed", "err", err)
			timer = s.clock.After(retryBackoff)
		case !next.IsZero():
			timer = s.clock.After(max(next.Sub(s.clock.Now()), 0))
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-s.poke:
		case <-timer:
		}
	}
}

// RunDue handles every deadline and season end due now and returns the
// next one's time (zero when none is stored). Its cost is that of the due
// deadlines plus one index lookup, whatever the number of matches. Before
// and after, it sends the direct messages whose quiet hours ended (see
// releaseHeld), and the time it returns is no later than the next end of
// quiet hours that holds some.
func (s *Scheduler) RunDue(ctx context.Context) (time.Time, error) {
	s.releaseHeld(ctx, time.Time{}) // what waited on quiet hours goes first
	next, err := s.runDeadlines(ctx)
	if err != nil {
		return next, err
	}
	season, err := s.runSeasons(ctx)
	next = nextOf(nextOf(next, season), s.retryFinals(ctx))
	return s.releaseHeld(ctx, next), err
}

// runDeadlines is RunDue for the deadlines of matches.
func (s *Scheduler) runDeadlines(ctx context.Context) (time.Time, error) {
	seen := map[string]bool{}
	for {
		// Other shards' deadlines stay in the index: read past them.
		limit := dueBatch + len(s.foreign)
		ds, err := s.matches.Due(ctx, s.clock.Now(), limit)
		if err != nil {
			return time.Time{}, err
		}
		var fresh []session.Deadline
		for _, d := range ds {
			if seen[d.Channel] || s.foreign[d.Channel] {
				continue // expired once in this pass already, or not ours
			}
			seen[d.Channel] = true
			fresh = append(fresh, d)
		}
		s.handleAll(ctx, fresh)
		if len(ds) < limit || len(fresh) == 0 {
			break
		}
	}
	next, err := s.matches.Due(ctx, session.Forever, len(seen)+len(s.foreign)+1)
	if err != nil {
		return time.Time{}, err
	}
	s.log.Debug("scheduler pass", "handled", len(seen))
	stuck := false
	for _, d := range next {
		switch {
		case s.foreign[d.Channel]:
		case !seen[d.Channel]:
			return d.At, nil
		default:
			stuck = true
		}
	}
	if stuck {
		// Only deadlines this pass could not clear: retry later.
		return s.clock.Now().Add(retryBackoff), nil
	}
	return time.Time{}, nil
}

// handleAll handles deadlines of distinct channels, channelsAtOnce at a
// time, and returns when all are done. The index holds one deadline per
// channel, so no two of them touch one match.
func (s *Scheduler) handleAll(ctx context.Context, ds []session.Deadline) {
	eachAtOnce(ds, channelsAtOnce, func(d session.Deadline) { s.handle(ctx, d) })
}

// handle expires one match and posts what that did. It finishes even
// when ctx ends (a shutdown), so that a timeout written is announced.
func (s *Scheduler) handle(ctx context.Context, d session.Deadline) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), deadlineTimeout)
	defer cancel()
	if s.owns != nil {
		if m, err := s.matches.Get(ctx, d.Channel); err == nil && !s.owns(m.Guild) {
			s.log.Info("deadline of another shard's guild left alone", "channel", d.Channel, "guild", m.Guild)
			s.foreignMu.Lock()
			if s.foreign == nil {
				s.foreign = map[string]bool{}
			}
			s.foreign[d.Channel] = true
			s.foreignMu.Unlock()
			return
		}
	}
	if s.lag != nil {
		s.lag(s.clock.Now().Sub(d.At))
	}
	ex, err := s.matches.Expire(ctx, d.Channel)
	if err != nil {
		s.log.Error("deadline failed", "channel", d.Channel, "due", d.At, "err", err)
		return
	}
	if s.expired != nil {
		defer s.expired(d, ex)
	}
	n := commands.ExpiredIn(ex, s.langOf(ctx, ex))
	if n == nil {
		return
	}
	s.log.Info("deadline", "channel", d.Channel, "kind", ex.Kind, "late", len(ex.Late), "due", d.At)
	if n.Message != nil {
		if _, err := s.post.Post(ctx, n.Channel, n.Message); err != nil {
			s.log.Warn("reminder not posted", "channel", n.Channel, "err", err)
		}
	}
	if n.Board != nil {
		err := s.postBoard(ctx, plan(s.draws(), n.Board))
		if err != nil && !errors.Is(err, ErrRetire) {
			s.log.Error("timeout board not delivered", "channel", n.Channel, "err", err)
		}
		if n.Board.Match.Phase == session.Cancelled {
			tellFollowers(ctx, s.notify, n.Board.Match, "") // abandoned
		}
		// The players due to act on the new board hear of it.
		n.Waiting = nil
		if m, err := s.matches.Get(ctx, n.Channel); err == nil {
			if t := commands.TurnNotice(m, ""); t != nil {
				n = t
			}
		}
	}
	if s.notify != nil && len(n.Waiting) > 0 {
		s.notify.Notify(ctx, n)
	}
}

// postBoard delivers a board that no interaction carries; a final board
// that fails to go out is retried (retryFinal).
func (s *Scheduler) postBoard(ctx context.Context, b *boardlife.Board) error {
	var err error
	if s.deliver != nil {
		err = s.deliver(ctx, b)
	} else {
		err = PostBoard(ctx, s.post, s.matches, b)
	}
	s.finalFailed(b, err)
	return err
}

// langOf is the language of the public messages of ex's match: its
// server's, as its settings keep it (commands.GuildLang).
func (s *Scheduler) langOf(ctx context.Context, ex *session.Expiry) locale.Lang {
	if ex == nil || ex.Before == nil {
		return locale.English
	}
	settings, _ := s.matches.Settings()
	return commands.GuildLang(ctx, settings, ex.Before.Guild, "")
}
