package bot

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// handleTimeout bounds the work on one interaction; Discord's interaction
// token lasts 15 minutes.
const handleTimeout = 10 * time.Minute

// onInteraction answers one INTERACTION_CREATE. Interactions of a channel
// are handled one at a time (autocomplete excepted); when the handler takes
// longer than deferAfter the interaction is deferred and answered later.
func (b *Bot) onInteraction(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	req, ok := commands.FromInteraction(ic.Interaction)
	if !ok {
		return
	}
	if !b.begin() {
		return
	}
	defer b.inflight.Done()
	if b.handled != nil {
		defer b.handled(req.ID)
	}
	defer func() {
		if p := recover(); p != nil {
			b.log.Error("interaction panic", "id", req.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), handleTimeout)
	defer cancel()
	// The defer timer runs from arrival: time spent waiting for the
	// channel's lock counts against Discord's three seconds too.
	start := time.Now()
	replies := make(chan handled, 1)
	go func() {
		unlock := func() {}
		if req.Kind != commands.KindAutocomplete {
			unlock = b.locks.Lock(req.Channel)
		}
		defer func() {
			if p := recover(); p != nil {
				b.log.Error("router panic", "id", req.ID, "panic", fmt.Sprint(p))
				replies <- handled{commands.Ephemeral("Sorry, something went wrong on my side. The game is unchanged."), unlock}
			}
		}()
		replies <- handled{b.router.Handle(ctx, req), unlock}
	}()
	sink := &discordSink{s: s, i: ic.Interaction}
	var h handled
	select {
	case h = <-replies:
	case <-time.After(b.deferAfter):
		if err := sink.deferAnswer(req); err != nil {
			b.log.Warn("defer failed", "id", req.ID, "err", err)
		}
		h = <-replies
	}
	// The reply is delivered under the channel's lock, so boards of one
	// channel are posted in the order their moves were applied.
	defer h.unlock()
	reply := h.reply
	if err := commands.Deliver(ctx, sink, b.matches.Store(), req, reply); errors.Is(err, commands.ErrRetire) {
		b.log.Warn("old board not retired", "id", req.ID, "err", err)
	} else if err != nil {
		b.log.Error("deliver failed", "id", req.ID, "command", req.Command, "custom_id", req.CustomID, "err", err)
	}
	b.notifyTurn(ctx, req.User.ID, reply)
	b.log.Debug("interaction", "id", req.ID, "kind", req.Kind, "command", req.Command,
		"custom_id", req.CustomID, "deferred", sink.deferred, "elapsed", time.Since(start))
}

// handled is a router's reply with the release of the channel lock it was
// computed under.
type handled struct {
	reply  *commands.Reply
	unlock func()
}

// notifyTurn direct-messages the players that a new board waits on, when
// they asked for it with /notify on; not the one who just acted.
func (b *Bot) notifyTurn(ctx context.Context, actor string, reply *commands.Reply) {
	if b.sched.notify == nil || reply.Board == nil || !reply.Board.New || reply.Board.Version == 0 {
		return
	}
	m, err := b.matches.Get(ctx, reply.Board.Channel)
	if err != nil || m.Version != reply.Board.Version {
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
