package bot

import (
	"context"
	"fmt"
	"github.com/quintetbot/quintet/bot/boardlife"

	"github.com/quintetbot/quintet/commands"
)

// Sink is where replies go: Discord, or the console.
type Sink interface {
	// Respond answers the interaction; it is called exactly once.
	Respond(ctx context.Context, r *commands.Request, resp commands.Response) error
	Poster
}

// Poster sends and edits channel messages outside any interaction.
type Poster = boardlife.Poster

// BoardRecorder records which message shows a match's board
// (boardlife.Recorder).
type BoardRecorder = boardlife.Recorder

// respond sends the interaction's answer through sink and returns the board
// still to deliver, if any (PendingBoard.Deliver), which the board's life
// queues (Bot.QueueBoard). A component on the current board whose board is
// edited in place is answered with one update carrying the new board.
func (b *Bot) respond(ctx context.Context, sink Sink, r *commands.Request, reply *commands.Reply) (*PendingBoard, error) {
	return respondPlanned(ctx, sink, r, reply, plan(b.draws(), reply.Board))
}

// respondPlanned is respond with the reply's board as planned.
func respondPlanned(ctx context.Context, sink Sink, r *commands.Request, reply *commands.Reply, board *boardlife.Board) (*PendingBoard, error) {
	resp, boardDone := commands.Respond(r, reply, board)
	if err := sink.Respond(ctx, r, resp); err != nil {
		return nil, fmt.Errorf("bot: respond: %w", err)
	}
	switch {
	case board == nil:
		return nil, nil
	case boardDone:
		return &PendingBoard{Board: board, Shown: true}, nil
	}
	keep := r.Kind == commands.KindComponent && board.RetiredBy(r.Message, resp.Kind == commands.RespondUpdate)
	return &PendingBoard{Board: board, KeepPrevious: keep}, nil
}

// plan is a handler's fact as the board's life decides it
// (boardlife.Plan), drawn by d (commands.Boards unless Options.Boards
// says otherwise); nil for no fact.
func plan(d boardlife.Drawer, f *boardlife.Fact) *boardlife.Board { return boardlife.Plan(f, d) }

// PendingBoard is a board to deliver after its interaction was answered.
type PendingBoard struct {
	Board *boardlife.Board
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
// one (boardlife.Deliver), or, shown already, records it.
func (p *PendingBoard) Deliver(ctx context.Context, sink Poster, boards BoardRecorder) error {
	if p.Shown {
		return boardlife.Recorded(ctx, boards, p.Board)
	}
	return boardlife.Deliver(ctx, sink, boards, p.Board, p.KeepPrevious)
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
func PostBoard(ctx context.Context, p Poster, boards BoardRecorder, b *boardlife.Board) error {
	return boardlife.Deliver(ctx, p, boards, b, false)
}

// ErrRetire reports that the previous board could not be retired (it may
// have been deleted); the new board was delivered all the same.
var ErrRetire = boardlife.ErrRetire

// draws is the bot's drawer (Options.Boards), commands.Boards unless
// set.
func (b *Bot) draws() boardlife.Drawer {
	if b.drawer == nil {
		return commands.Boards
	}
	return b.drawer
}

// draws is the scheduler's drawer (WithBoards), commands.Boards unless
// set.
func (s *Scheduler) draws() boardlife.Drawer {
	if s.drawer == nil {
		return commands.Boards
	}
	return s.drawer
}
