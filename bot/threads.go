package bot

import (
	"context"
	"errors"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
)

// A /play that asks for a thread of its own (commands.Reply.Thread) is
// answered in two steps: the handler checks everything under the
// channel's lock and asks for the thread; the thread is opened through
// the request's opener (commands.Request.Threads) with no lock held, so
// that a slow or rate-limited Discord holds up none of the channel's
// other interactions; then the lobby opens in the thread under the
// thread's own lock (commands.Router.Opened). The interaction is deferred
// if that takes longer than the defer delay, as for any slow handler.
//
// A stop between the thread's creation and the lobby's record leaves an
// empty thread and no lobby: the player was told nothing (the interaction
// was never answered), and a /play in that thread, a channel like any
// other, opens its lobby there. A stop after the record leaves the lobby
// in its thread, where /game board shows it.
//
// The thread's rename when its game starts (commands.Reply.Rename) is
// made after the interaction is answered, in a goroutine of its own that
// holds no lock, best-effort: a failure is logged and the game goes on in
// a thread with its first name.

// renameTimeout bounds a thread's rename, its retries included.
const renameTimeout = time.Minute

// openThread opens the thread t that req's reply asked for, then has the
// router make the reply under the thread's lock, which it returns with
// the lock's release; it defers the interaction through sink when that
// runs past the defer delay (unless deferred, it is already). A panic
// gets an apology.
func (b *Bot) openThread(ctx context.Context, req *commands.Request, sink Exchange, received time.Time, deferred bool, t *commands.ThreadWanted) (*commands.Reply, func()) {
	replies := make(chan routed, 1)
	go func() {
		unlock := func() {}
		defer GuardThen(b.log, "opening a thread", func() {
			replies <- routed{commands.Ephemeral(locale.Of(req.Locale).Say("error.internal")), unlock}
		}, "id", req.ID)
		id, err := "", errors.New("bot: no thread opener")
		if req.Threads != nil {
			id, err = req.Threads.OpenThread(ctx, t.Parent, t.Name)
		}
		hctx := ctx
		if err == nil {
			hctx, unlock = b.matches.Lock(ctx, id)
		}
		replies <- routed{b.router.Opened(hctx, req, t, id, err), unlock}
	}()
	reply, unlock, _ := b.awaitOrDefer(ctx, req, sink, received, deferred, replies)
	return reply, unlock
}

// renameThread renames the thread rn asks for, after the interaction's
// answer and holding no lock, in a goroutine that Wait waits for; nothing
// when rn is nil or the request's transport cannot rename.
func (b *Bot) renameThread(req *commands.Request, rn *commands.ThreadRename) {
	renamer, ok := req.Threads.(commands.ThreadRenamer)
	if rn == nil || !ok {
		return
	}
	b.inflight.Add(1)
	go func() {
		defer b.inflight.Done()
		defer Guard(b.log, "renaming a thread")
		ctx, cancel := context.WithTimeout(context.Background(), renameTimeout)
		defer cancel()
		if err := renamer.RenameThread(ctx, rn.Thread, rn.Name); err != nil {
			b.log.Warn("thread not renamed", "thread", rn.Thread, "err", err)
		}
	}()
}
