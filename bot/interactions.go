package bot

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// handleTimeout bounds the work on one interaction; Discord's interaction
// token lasts 15 minutes.
const handleTimeout = 10 * time.Minute

// firstAnswer sends the first answer to an interaction (the reply, or a
// deferral): a REST callback on the gateway path, the HTTP response body
// on the endpoint path. It is called at most once per interaction.
type firstAnswer func(ctx context.Context, resp *discordgo.InteractionResponse) error

// onInteraction answers one INTERACTION_CREATE from the gateway, with the
// first answer sent as a REST callback. discordgo calls it even when the
// event's JSON did not decode, with whatever it made of it: an event
// without an interaction is ignored, and a panic is contained (guard).
func (b *Bot) onInteraction(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	defer b.guard("gateway interaction")
	if ic == nil || ic.Interaction == nil {
		return
	}
	i := ic.Interaction
	if !b.firstDelivery(i) {
		return // an event sent again after a resume
	}
	b.serve(i, time.Now(), func(ctx context.Context, resp *discordgo.InteractionResponse) error {
		return s.InteractionRespond(i, resp, discordgo.WithContext(ctx))
	})
}

// serve answers one interaction, whichever transport brought it: it turns
// it into a Request, routes it, and delivers the reply (the first answer
// through first, the rest through REST). Interactions of a channel are
// handled one at a time (autocomplete excepted); when the handler takes
// longer than deferAfter the interaction is deferred and answered later.
// It ignores interactions it does not handle (pings), those of guilds
// that are not this shard's, and all of them once the bot is closing; it
// then never calls first.
func (b *Bot) serve(i *discordgo.Interaction, received time.Time, first firstAnswer) {
	defer b.guard("serving interaction")
	req, ok := commands.FromInteraction(i)
	if !ok {
		return
	}
	// Discord sends app_permissions with every interaction; none (zero)
	// is taken as unknown rather than as an app that may do nothing.
	req.AppPermissions, req.KnowsAppPermissions = i.AppPermissions, i.AppPermissions != 0
	if !b.shard.Owns(req.Guild) {
		b.metrics.interaction(kindName(req.Kind), outcomeNotOwned, 0)
		b.log.Debug("interaction for another shard", "id", req.ID, "guild", req.Guild)
		if b.ignored != nil {
			b.ignored(req.ID)
		}
		return
	}
	if !b.begin() {
		return
	}
	defer b.inflight.Done()
	handledHere := b.handled != nil
	defer func() {
		if handledHere {
			b.handled(req.ID)
		}
	}()
	sink := &discordSink{s: b.s, i: i, first: first}
	outcome, observed := outcomeFailed, false
	observe := func() {
		if !observed {
			observed = true
			b.metrics.interaction(kindName(req.Kind), outcome, time.Since(received))
		}
	}
	defer func() {
		if p := recover(); p != nil {
			b.log.Error("interaction panic", "id", req.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		}
		observe()
	}()
	ctx, cancel := context.WithTimeout(context.Background(), handleTimeout)
	defer cancel()
	reply, unlock := b.route(ctx, req, sink, received)
	// The answer goes out after the channel's lock is let go; a click's,
	// which may show the board in place of the clicked one, as the
	// channel's board delivery under way, so that no board of a later
	// move overtakes it. The board after it goes through the channel's
	// board queue (see boardQueue).
	claimed := req.Kind == commands.KindComponent
	unlock()
	pending, err := commands.Answer(ctx, sink, req, reply)
	if pending != nil && pending.Shown {
		// The answer showed the board: record its version (a move
		// answered since makes the record moot, session.ErrStale).
		if err := pending.Deliver(ctx, sink, b.matches.Store()); err != nil {
			b.log.Warn("board not recorded", "id", req.ID, "err", err)
		}
		pending = nil
	}
	if claimed {
		if again, wait := b.boards.release(req.Channel, time.Now(), b.boardInterval); again {
			b.publishLater(req.Channel, wait)
		}
	}
	if err != nil {
		b.log.Error("answer failed", "id", req.ID, "command", req.Command, "custom_id", req.CustomID, "err", err)
	} else {
		outcome = outcomeAnswered
		if sink.deferred {
			outcome = outcomeDeferred
		}
	}
	// Received to answered: the board, if any, follows.
	observe()
	b.log.Debug("interaction", "id", req.ID, "kind", req.Kind, "command", req.Command,
		"custom_id", req.CustomID, "deferred", sink.deferred, "elapsed", time.Since(received))
	if pending != nil {
		handledHere = false // the board's delivery finishes it
		// The board travels on the interaction's webhook once its answer
		// is there (a follow-up before a deferral's answer would take
		// the answer's place, and its privacy).
		via := i
		if err != nil {
			via = nil
		}
		b.queueBoard(req.Channel, pending, req.ID, req.User.ID, via)
	}
}

// route takes the channel's lock (autocomplete excepted), runs the router
// on req and returns its reply with the lock's release. When that takes
// longer than deferAfter since the interaction was received, waiting for
// the lock included, it defers the interaction through sink first. A
// panicking handler gets an apology.
func (b *Bot) route(ctx context.Context, req *commands.Request, sink *discordSink, received time.Time) (*commands.Reply, func()) {
	type routed struct {
		reply  *commands.Reply
		unlock func()
	}
	replies := make(chan routed, 1)
	go func() {
		unlock := func() {}
		if req.Kind != commands.KindAutocomplete {
			unlock = b.locks.Lock(req.Channel)
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
		defer func() {
			if p := recover(); p != nil {
				b.log.Error("router panic", "id", req.ID, "panic", fmt.Sprint(p))
				replies <- routed{commands.Ephemeral("Sorry, something went wrong on my side. The game is unchanged."), unlock}
			}
		}()
		replies <- routed{b.router.Handle(ctx, req), unlock}
	}()
	deferNow := func() (*commands.Reply, func()) {
		if err := sink.deferAnswer(ctx, req, b.router.IsPublic(req)); err != nil {
			b.log.Warn("defer failed", "id", req.ID, "err", err)
		}
		r := <-replies
		return r.reply, r.unlock
	}
	// An interaction that has waited deferAfter already (a slow delivery,
	// a queue) is deferred at once rather than raced against its reply.
	wait := b.deferAfter - time.Since(received)
	if wait <= 0 {
		return deferNow()
	}
	select {
	case r := <-replies:
		return r.reply, r.unlock
	case <-time.After(wait):
		return deferNow()
	}
}

// kindName is a request kind as a metric label.
func kindName(k commands.Kind) string {
	switch k {
	case commands.KindCommand:
		return "command"
	case commands.KindComponent:
		return "component"
	case commands.KindAutocomplete:
		return "autocomplete"
	case commands.KindModal:
		return "modal"
	}
	return "other"
}

// notifyTurn direct-messages the players that a new board waits on, when
// they asked for it with /notify on; not the one who just acted.
func (b *Bot) notifyTurn(ctx context.Context, actor string, board *commands.Board) {
	if b.sched.notify == nil || board == nil || !board.New || board.Version == 0 {
		return
	}
	m, err := b.matches.Get(ctx, board.Channel)
	if err != nil || m.Version != board.Version {
		return
	}
	n := &commands.Notice{Channel: m.Channel, Link: commands.BoardLink(m)}
	for _, seat := range m.Waiting() {
		if u := m.Players[seat].User; u != actor {
			n.Waiting = append(n.Waiting, u)
		}
	}
	if len(n.Waiting) > 0 {
		b.sched.notify.Notify(ctx, n)
	}
}
