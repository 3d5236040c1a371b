package bot

import (
	"context"
	"github.com/quintetbot/quintet/bot/boardlife"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// Interaction is one interaction as its transport hands it to the
// board's life (Bot.Serve).
type Interaction struct {
	Request *commands.Request
	// Exchange answers it; Received is when the transport got it.
	Exchange Exchange
	Received time.Time
	// Carrier, when not nil, carries the interaction's board once it is
	// answered (see Carrier): only a board of the interaction's own
	// channel, after an answer that went out.
	Carrier Carrier
	// Answered, when set, is called once the answer went out (or
	// failed to), before the board: the transport's timing of answers.
	Answered func(err error)
}

// Serve answers one interaction and delivers its board, if any, folded
// with the channel's others (see QueueBoard): the one call a transport
// makes per interaction, so that every transport runs the same board
// life. Options.Handled is called with the interaction's id once its
// board went out, or at once when it has none. It returns the answer's
// error.
func (b *Bot) Serve(ctx context.Context, in Interaction) error {
	req := in.Request
	pending, err := b.answer(ctx, req, in.Exchange, in.Received)
	if in.Answered != nil {
		in.Answered(err)
	}
	if pending == nil {
		if b.handled != nil {
			b.handled(req.ID)
		}
		return err
	}
	channel := pending.Board.Channel
	if channel == "" {
		channel = req.Channel
	}
	var via Carrier
	if err == nil && channel == req.Channel {
		via = in.Carrier
	}
	b.QueueBoard(channel, pending, req.ID, req.User.ID, via)
	return err
}

// answer answers one interaction, whichever transport brought it: it
// routes req and answers through x. Interactions of a channel are
// handled one at a time (autocomplete excepted); when the handler takes
// longer than the defer delay since received, the interaction is deferred
// and answered later. It returns the board still owed, which the caller
// must hand to QueueBoard once it has noted the answer (until then, the
// channel's other boards are recorded as owing it), and the answer's
// error.
func (b *Bot) answer(ctx context.Context, req *commands.Request, x Exchange, received time.Time) (*PendingBoard, error) {
	reply, unlock, deferred := b.route(ctx, req, x, received)
	if reply != nil && reply.Thread != nil {
		// The thread is opened with the channel's lock let go; the
		// lobby opens in it under the thread's own lock.
		unlock()
		reply, unlock = b.openThread(ctx, req, x, received, deferred, reply.Thread)
	}
	// The answer goes out after the channel's lock is let go; a click's,
	// which may show the board in place of the clicked one, as the
	// channel's board delivery under way, so that no board of a later
	// move overtakes it. The board after it goes through the channel's
	// board queue (see boardQueue).
	claimed := req.Kind == commands.KindComponent
	// A board answered is on its way from here until it is queued: no
	// delivery records its version for another board meanwhile (see
	// boardRecord).
	expected := ""
	if reply != nil && reply.Board != nil {
		expected = reply.Board.Channel
		if expected == "" {
			expected = req.Channel
		}
		b.boards.expect(expected)
	}
	unlock()
	pending, err := b.respond(ctx, x, req, reply)
	if err == nil {
		b.renameThread(req, reply.Rename)
		b.sendDirects(ctx, reply.Directs)
		if reply.Board != nil && reply.Board.Match.Phase == session.Cancelled {
			tellFollowers(ctx, b.sched.notify, reply.Board.Match, "")
		}
	}
	if pending != nil && !pending.Shown && expected != "" {
		pending.answered = expected
	} else if expected != "" {
		b.boards.unexpect(expected)
	}
	if pending != nil && pending.Shown {
		// The answer showed the board: record its version (a move
		// answered since makes the record moot, session.ErrStale).
		if err := pending.Deliver(ctx, x, b.matches); err != nil {
			b.log.Warn("board not recorded", "id", req.ID, "err", err)
		}
		pending = nil
	}
	if claimed {
		if again, wait := b.boards.release(req.Channel, time.Now(), b.boardInterval); again {
			b.publishLater(req.Channel, wait)
		}
	}
	return pending, err
}

// routed is a reply with the release of the lock it was made under.
type routed struct {
	reply  *commands.Reply
	unlock func()
}

// route takes the channel's lock (autocomplete excepted), runs the router
// on req and returns its reply with the lock's release, and whether it
// deferred the interaction. When that takes longer than deferAfter since
// the interaction was received, waiting for the lock included, it defers
// the interaction through sink first. A panicking handler gets an apology.
func (b *Bot) route(ctx context.Context, req *commands.Request, sink Exchange, received time.Time) (*commands.Reply, func(), bool) {
	replies := make(chan routed, 1)
	go func() {
		// The handler runs under the channel's lock (hctx tells the
		// Manager so), which the board flushes below let go of and take
		// again.
		hctx, unlock := ctx, func() {}
		if req.Kind != commands.KindAutocomplete {
			hctx, unlock = b.matches.Lock(ctx, req.Channel)
		}
		if req.Kind == commands.KindComponent || req.Kind == commands.KindModal {
			// A click may edit the board in its answer: the boards owed
			// before it go out first.
			unlock = b.flushBoardLocked(req.Channel, unlock)
		}
		if req.Kind == commands.KindComponent {
			// Its answer is the channel's board delivery until serve
			// has sent it (and released the claim).
			unlock = b.claimBoardLocked(req.Channel, unlock)
		}
		defer GuardThen(b.log, "routing", func() {
			replies <- routed{commands.Ephemeral(locale.Of(req.Locale).Say("error.internal")), unlock}
		}, "id", req.ID)
		replies <- routed{b.router.Handle(hctx, req), unlock}
	}()
	return b.awaitOrDefer(ctx, req, sink, received, false, replies)
}

// awaitOrDefer waits for the reply on replies; when it has not come
// deferAfter after the interaction was received, it defers the
// interaction through sink first, unless deferred says it is already.
// It returns the reply, its lock's release, and whether the interaction
// is deferred.
func (b *Bot) awaitOrDefer(ctx context.Context, req *commands.Request, sink Exchange, received time.Time, deferred bool, replies <-chan routed) (*commands.Reply, func(), bool) {
	deferNow := func() (*commands.Reply, func(), bool) {
		if err := sink.Defer(ctx, req, b.router.IsPublic(req)); err != nil {
			b.log.Warn("defer failed", "id", req.ID, "err", err)
		}
		r := <-replies
		return r.reply, r.unlock, true
	}
	if deferred {
		r := <-replies
		return r.reply, r.unlock, true
	}
	// An interaction that has waited deferAfter already (a slow delivery,
	// a queue) is deferred at once rather than raced against its reply.
	wait := b.deferAfter - time.Since(received)
	if wait <= 0 {
		return deferNow()
	}
	select {
	case r := <-replies:
		return r.reply, r.unlock, false
	case <-time.After(wait):
		return deferNow()
	}
}

// notifyTurn direct-messages the players that a new board waits on, when
// they asked for it with /notify on; not the one who just acted.
func (b *Bot) notifyTurn(ctx context.Context, actor string, board *boardlife.Board) {
	if b.sched.notify == nil || board == nil || !board.New || board.Version == 0 {
		return
	}
	m, err := b.matches.Get(ctx, board.Channel)
	if err != nil || m.Version != board.Version {
		return
	}
	if n := commands.TurnNotice(m, actor); n != nil {
		b.sched.notify.Notify(ctx, n)
	}
}
