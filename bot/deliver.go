package bot

import (
	"context"
	"errors"
	"fmt"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Sink is where replies go: Discord, or the console.
type Sink interface {
	// Respond answers the interaction; it is called exactly once.
	Respond(ctx context.Context, r *commands.Request, resp commands.Response) error
	Poster
}

// Poster sends and edits channel messages outside any interaction.
type Poster interface {
	// Post sends a new message to a channel and returns its id.
	Post(ctx context.Context, channel string, msg *render.Message) (string, error)
	// Edit replaces a message in a channel; a nil msg removes its
	// components and keeps the rest.
	Edit(ctx context.Context, channel, id string, msg *render.Message) error
}

// BoardRecorder records which message shows a match's board, as
// session.Store.SetBoard does; boards are recorded at the version they
// were drawn at (at and drawn equal), which a recorder for boards sent
// while moves go on may record at the match's later version.
type BoardRecorder interface {
	SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error
}

// respond sends the interaction's answer through sink and returns the board
// still to deliver, if any (PendingBoard.Deliver), which the board's life
// queues (Bot.QueueBoard). A component on the current board whose board is
// edited in place is answered with one update carrying the new board.
func respond(ctx context.Context, sink Sink, r *commands.Request, reply *commands.Reply) (*PendingBoard, error) {
	resp, boardDone := commands.Respond(r, reply)
	if err := sink.Respond(ctx, r, resp); err != nil {
		return nil, fmt.Errorf("bot: respond: %w", err)
	}
	switch {
	case reply.Board == nil:
		return nil, nil
	case boardDone:
		return &PendingBoard{Board: reply.Board, Shown: true}, nil
	}
	keep := r.Kind == commands.KindComponent && r.Message == reply.Board.Previous && resp.Kind == commands.RespondUpdate
	return &PendingBoard{Board: reply.Board, KeepPrevious: keep}, nil
}

// PendingBoard is a board to deliver after its interaction was answered.
type PendingBoard struct {
	Board *commands.BoardUpdate
	// KeepPrevious: the answer already retired the previous board.
	KeepPrevious bool
	// Shown: the answer already showed the board in place of the previous
	// one; only its version is left to record.
	Shown bool
	// answered, when set, is the channel where Bot.Answer noted the board
	// as on its way (boardQueue.expect) until QueueBoard queues it.
	answered string
}

// Deliver edits or posts the board, records it and retires the previous
// one.
func (p *PendingBoard) Deliver(ctx context.Context, sink Poster, boards BoardRecorder) error {
	if p.Shown {
		return errors.Join(record(ctx, boards, p.Board, p.Board.Previous), finalPosted(ctx, boards, p.Board, p.Board.Previous))
	}
	return deliverBoard(ctx, sink, boards, p.Board, p.KeepPrevious)
}

// record notes that message shows b; a board of an ended match (version
// 0) is not recorded, and a board that a later move already replaced
// (session.ErrStale) needs no record.
func record(ctx context.Context, boards BoardRecorder, b *commands.BoardUpdate, message string) error {
	if b.Version == 0 {
		return nil
	}
	if err := boards.SetBoard(ctx, b.Channel, b.Version, b.Version, message); err != nil && !errors.Is(err, session.ErrStale) {
		return fmt.Errorf("bot: record board: %w", err)
	}
	return nil
}

// Then returns the board that delivers both p and next, a later board of
// the same channel not delivered yet: next's picture and version, a new
// message if either asked for one (so that nobody misses a ping), and
// next's previous board, which is p's too, as p never went out.
func (p *PendingBoard) Then(next *PendingBoard) *PendingBoard {
	b := *next.Board
	b.New = b.New || p.Board.New
	if b.Retired == nil {
		b.Retired, b.RetiresLobby = p.Board.Retired, p.Board.RetiresLobby
	}
	if b.Message == nil && b.Draw == nil {
		b.Message, b.Draw = p.Board.Message, p.Board.Draw
	}
	return &PendingBoard{Board: &b, KeepPrevious: next.KeepPrevious}
}

// PostBoard delivers a board outside any interaction (after a deadline):
// it edits the previous board in place, or posts a new one, records it and
// retires the previous one.
func PostBoard(ctx context.Context, p Poster, boards BoardRecorder, b *commands.BoardUpdate) error {
	return deliverBoard(ctx, p, boards, b, false)
}

// deliverBoard edits or posts b; keepPrevious leaves the previous board
// alone (the interaction's answer already updated it).
func deliverBoard(ctx context.Context, sink Poster, boards BoardRecorder, b *commands.BoardUpdate, keepPrevious bool) error {
	msg := b.Render()
	if !b.New && b.Previous != "" {
		if msg == nil {
			return nil
		}
		if err := sink.Edit(ctx, b.Channel, b.Previous, msg); err == nil {
			return errors.Join(record(ctx, boards, b, b.Previous), finalPosted(ctx, boards, b, b.Previous))
		}
		// The board message is gone (deleted, or from another console):
		// post the board anew.
		b = &commands.BoardUpdate{Channel: b.Channel, Version: b.Version, Message: msg, New: true, Final: b.Final, Match: b.Match}
	}
	if msg != nil {
		if b.Final && b.Match != "" {
			// Every post of a final board carries its match's nonce, the
			// first and the retries alike: a post Discord made despite
			// its error is not made twice.
			c := *msg
			c.Nonce = finalNonce(b.Match)
			msg = &c
		}
		id, err := sink.Post(ctx, b.Channel, msg)
		if err != nil {
			return notPosted{fmt.Errorf("bot: post board: %w", err)}
		}
		if b.Version != 0 {
			if err := boards.SetBoard(ctx, b.Channel, b.Version, b.Version, id); err != nil {
				return fmt.Errorf("bot: record board: %w", err)
			}
		}
		if err := finalPosted(ctx, boards, b, id); err != nil {
			return err
		}
		if id == b.Previous {
			// The post was one already made (a final board's nonce):
			// it is the board, not a board to retire.
			return nil
		}
	}
	if b.Previous != "" && !keepPrevious {
		if b.Retired != nil {
			b.Retired.Fit()
		}
		if err := sink.Edit(ctx, b.Channel, b.Previous, b.Retired); err != nil {
			return errors.Join(ErrRetire, err)
		}
	}
	return nil
}

// ErrRetire reports that the previous board could not be retired (it may
// have been deleted); the new board was delivered all the same.
var ErrRetire = errors.New("bot: the previous board could not be retired")

// notPosted is the error of a delivery whose board's post failed: no
// message was made that Discord answered for, and the board may be sent
// again (see Scheduler.retryFinal).
type notPosted struct{ error }

func (e notPosted) Unwrap() error { return e.error }
