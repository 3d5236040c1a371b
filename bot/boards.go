package bot

import (
	"context"
	"errors"
	"github.com/quintetbot/quintet/bot/boardlife"
	"runtime"
	"sync"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// boardTimeout bounds the delivery of one board.
const boardTimeout = time.Minute

// boardQueue holds, per channel, the board that the moves answered so far
// still owe, and paces boards: a board goes out at once unless the
// channel's last one went out less than the bot's board interval ago; then
// it waits for the rest of the interval, and the moves answered meanwhile
// join it. A busy channel so costs one picture and one edit per interval
// instead of one per move, within Discord's limit on message edits per
// channel. One board of a channel is in flight at a time. It is drawn and
// sent outside the channel's lock, so that moves go on meanwhile instead
// of waiting for Discord to take a picture; the lock is held only to read
// the match before and to record the board's message after (see
// deliverSlot). A click waits for the board in flight (flushBoardLocked).
type boardQueue struct {
	mu    sync.Mutex
	slots map[string]*boardSlot
	adds  int
	// answering counts, per channel, the interactions answered with a
	// board that is not queued yet (see expect).
	answering map[string]int
}

// pruneEvery is how many boards are queued between two prunes.
const pruneEvery = 1024

// boardSlot is a channel's board in waiting, and its pacing.
type boardSlot struct {
	board *PendingBoard
	// ids are the interactions whose boards it carries; actor is the user
	// of the latest, who needs no direct message about it.
	ids   []string
	actor string
	// via is the latest interaction whose board it carries, if any.
	via Carrier
	// scheduled: a delivery will take board; busy: one is under way,
	// and idle is closed when it ends.
	scheduled bool
	busy      bool
	idle      chan struct{}
	// last is when the channel's last board went out.
	last time.Time
	// later holds the boards that came after an ended match's board, or
	// a board of another match, waiting in board (a new lobby, a new
	// match's boards): they go out in a delivery of their own, so that the
	// game-over board is never folded into the next match's. It is a
	// chain: a final board that comes after the next match's lobby (the
	// two interactions raced) waits in a slot of its own between them.
	later *boardSlot
}

// add folds board into the channel's slot. When no delivery is scheduled
// or under way it reports true and how long the board must wait, so that
// boards of the channel go out at least interval apart.
func (q *boardQueue) add(channel string, board *PendingBoard, id, actor string, now time.Time, interval time.Duration) (bool, time.Duration) {
	return q.addVia(channel, board, id, actor, nil, now, interval)
}

// addVia is add for a board that interaction via carries: the players
// hear through it when the board cannot be posted.
func (q *boardQueue) addVia(channel string, board *PendingBoard, id, actor string, via Carrier, now time.Time, interval time.Duration) (bool, time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.adds++; q.adds%pruneEvery == 0 {
		q.prune(now, interval)
	}
	sl := q.slot(channel)
	into := sl
	for into.later != nil || (into.board != nil && (into.board.Board.Final || ofOtherMatches(into.board.Board, board.Board))) {
		if into.later == nil {
			into.later = &boardSlot{}
		}
		into = into.later
	}
	if into.board == nil {
		into.board = board
	} else {
		into.board = into.board.Then(board)
	}
	into.ids, into.actor = append(into.ids, id), actor
	if via != nil {
		into.via = via
	}
	if board.answered != "" {
		q.unexpectLocked(board.answered)
	}
	if sl.scheduled || sl.busy {
		return false, 0
	}
	sl.scheduled = true
	return true, max(interval-now.Sub(sl.last), 0)
}

func (q *boardQueue) slot(channel string) *boardSlot {
	if q.slots == nil {
		q.slots = map[string]*boardSlot{}
	}
	sl := q.slots[channel]
	if sl == nil {
		sl = &boardSlot{}
		q.slots[channel] = sl
	}
	return sl
}

// expect notes that an interaction of the channel was answered with a
// board that QueueBoard will queue; the caller holds the channel's lock,
// under which the move was made. Until it is queued (or unexpect), the
// channel's boards are not recorded at a version they were not made for
// (see boardRecord).
func (q *boardQueue) expect(channel string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.answering == nil {
		q.answering = map[string]int{}
	}
	q.answering[channel]++
}

// unexpect ends what expect noted, for a board that will not be queued.
func (q *boardQueue) unexpect(channel string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.unexpectLocked(channel)
}

func (q *boardQueue) unexpectLocked(channel string) {
	if q.answering[channel]--; q.answering[channel] <= 0 {
		delete(q.answering, channel)
	}
}

// coming reports whether a board of the channel is on its way: answered
// and not queued yet, or waiting for the next delivery.
func (q *boardQueue) coming(channel string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slots[channel]
	return q.answering[channel] > 0 || (sl != nil && sl.board != nil)
}

// take starts a delivery: it returns the channel's waiting board and
// marks the channel busy (nil board: nothing waits, or a delivery is
// under way, whose end schedules the board; nothing started).
func (q *boardQueue) take(channel string) boardSlot {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slot(channel)
	if sl.busy {
		sl.scheduled = false
		return boardSlot{}
	}
	out := *sl
	sl.scheduled = false
	if sl.board == nil {
		return boardSlot{}
	}
	sl.board, sl.ids, sl.actor, sl.via = nil, nil, "", nil
	if l := sl.later; l != nil {
		sl.board, sl.ids, sl.actor, sl.via, sl.later = l.board, l.ids, l.actor, l.via, l.later
	}
	sl.busy, sl.idle = true, make(chan struct{})
	return out
}

// done ends the channel's delivery, sent at now. When boards came in
// meanwhile it reports true and how long they must wait.
func (q *boardQueue) done(channel string, now time.Time, interval time.Duration) (bool, time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slot(channel)
	sl.busy, sl.last = false, now
	close(sl.idle)
	if sl.board == nil {
		if interval <= 0 {
			delete(q.slots, channel) // no pacing: nothing to remember
		}
		return false, 0
	}
	sl.scheduled = true
	return true, interval
}

// prune forgets the idle channels whose last board is more than interval
// old (their next board goes out at once either way); add calls it now and
// then, so that channels once active do not pile up.
func (q *boardQueue) prune(now time.Time, interval time.Duration) {
	for c, sl := range q.slots {
		if sl.board == nil && !sl.busy && !sl.scheduled && now.Sub(sl.last) >= interval {
			delete(q.slots, c)
		}
	}
}

// repoint has the channel's waiting board replace message to instead of
// from: the message a delivery posted for a match that ended meanwhile,
// which the board of its end then retires. It reports whether a board
// waits to do so; none does for an empty from (the board replaced no
// message known: a board waiting with no previous one is a new match's).
func (q *boardQueue) repoint(channel, from, to string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slots[channel]
	if sl == nil || sl.board == nil || from == "" || sl.board.Board.Previous != from {
		return false
	}
	nb := *sl.board.Board
	nb.Previous = to
	sl.board = &PendingBoard{Board: &nb, KeepPrevious: sl.board.KeepPrevious}
	return true
}

// waiting reports whether a board of the channel waits for the next
// delivery.
func (q *boardQueue) waiting(channel string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slots[channel]
	return sl != nil && sl.board != nil
}

// claim makes the caller's delivery the channel's one under way and
// returns nil, or, when another is, a channel closed once it ends (then
// nothing is claimed). The claimer ends its delivery with done.
func (q *boardQueue) claim(channel string) <-chan struct{} {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slot(channel)
	if sl.busy {
		return sl.idle
	}
	sl.busy, sl.idle = true, make(chan struct{})
	return nil
}

// release ends a claim that sent no board (see claim). When boards came
// in meanwhile it reports true and how long they must wait.
func (q *boardQueue) release(channel string, now time.Time, interval time.Duration) (bool, time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	sl := q.slot(channel)
	sl.busy = false
	close(sl.idle)
	if sl.board == nil {
		return false, 0
	}
	sl.scheduled = true
	return true, max(interval-now.Sub(sl.last), 0)
}

// busy returns a channel that is closed once the channel's delivery under
// way ends, or nil when none is.
func (q *boardQueue) busy(channel string) <-chan struct{} {
	q.mu.Lock()
	defer q.mu.Unlock()
	if sl := q.slots[channel]; sl != nil && sl.busy {
		return sl.idle
	}
	return nil
}

// QueueBoard keeps an answered interaction's board for delivery, folded
// with the channel's others: at once (in this goroutine) when the
// channel's last board went out at least the board interval ago, else
// when it has. id is the interaction's, actor its user's; via, when not
// nil, carries the board. Once the board is delivered, Options.Handled is
// called with id.
func (b *Bot) QueueBoard(channel string, board *PendingBoard, id, actor string, via Carrier) {
	schedule, wait := b.boards.addVia(channel, board, id, actor, via, time.Now(), b.boardInterval)
	if schedule {
		b.publishAfter(channel, wait)
	}
}

// publishAfter delivers the channel's board after wait: in this goroutine
// when wait is zero, else in one of its own that Close waits for.
func (b *Bot) publishAfter(channel string, wait time.Duration) {
	if wait <= 0 {
		b.publishBoard(channel)
		return
	}
	b.publishLater(channel, wait)
}

// publishLater delivers the channel's board after wait in a goroutine of
// its own that Close waits for; for a caller that holds the channel's lock.
func (b *Bot) publishLater(channel string, wait time.Duration) {
	b.inflight.Add(1)
	time.AfterFunc(wait, func() {
		defer b.inflight.Done()
		b.publishBoard(channel)
	})
}

// publishBoard delivers the channel's waiting board, drawn and sent
// outside the channel's lock (see deliverSlot). Then the interactions it
// carries are done, the players it waits on hear of it, and boards that
// came in meanwhile are scheduled.
func (b *Bot) publishBoard(channel string) {
	sl := b.boards.take(channel)
	if sl.board == nil {
		return
	}
	b.deliverSlot(channel, sl)
	if again, wait := b.boards.done(channel, time.Now(), b.boardInterval); again {
		b.publishAfter(channel, wait)
	}
}

// drawSlots bounds the boards drawn at once to half the processors (at
// least one), so that a wave of boards never starves the moves, which need
// little processor time each but must answer within Discord's 3 seconds.
var drawSlots = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2))

// draw renders a board's picture, waiting for a drawing slot.
func (b *Bot) draw(board *boardlife.Board) {
	drawSlots <- struct{}{}
	defer func() { <-drawSlots }()
	board.Render()
}

// flushRounds bounds the deliveries a click waits for before it is
// handled: moves answered meanwhile may keep queueing boards.
const flushRounds = 4

// flushBoardLocked delivers the channel's waiting board before a click,
// which may edit the board in its answer; the caller holds the channel's
// lock, which is let go while a board goes out (never held across a
// Discord call, so that a rate-limited channel does not hold up its other
// interactions) and taken again after. A delivery under way is waited for
// first. It returns the lock's release.
func (b *Bot) flushBoardLocked(channel string, unlock func()) func() {
	for range flushRounds {
		idle := b.boards.busy(channel)
		if idle == nil && !b.boards.waiting(channel) {
			break
		}
		unlock()
		if idle != nil {
			<-idle
		} else {
			b.publishBoard(channel)
		}
		unlock = b.Lock(channel)
	}
	return unlock
}

// claimBoardLocked makes the caller's the channel's board delivery under
// way (see boardQueue.claim), waiting for one under way first with the
// lock let go; the caller holds the channel's lock, and gets back its
// release.
func (b *Bot) claimBoardLocked(channel string, unlock func()) func() {
	for {
		idle := b.boards.claim(channel)
		if idle == nil {
			return unlock
		}
		unlock()
		<-idle
		unlock = b.Lock(channel)
	}
}

// deliverSlot sends a board taken from the channel's slot. It takes the
// channel's lock twice, briefly: to read the match and settle what
// the board replaces, and to record the board's message once Discord has
// it (boardRecord), and draws and sends the board in between without it:
// drawn once, as it goes out.
func (b *Bot) deliverSlot(channel string, sl boardSlot) {
	ctx, cancel := context.WithTimeout(context.Background(), boardTimeout)
	defer cancel()
	unlock := b.Lock(channel)
	board, rec := b.boardToSend(ctx, channel, sl.board)
	unlock()
	b.draw(board.Board)
	var sink Poster = b.tr
	if sl.via != nil {
		sink = sl.via
	}
	err := board.Deliver(ctx, sink, rec)
	switch {
	case errors.Is(err, ErrRetire):
		b.log.Warn("old board not retired", "channel", channel, "err", err)
	case errors.Is(err, ErrForbidden):
		b.log.Warn("board not posted: missing permissions", "channel", channel, "interactions", sl.ids, "err", err)
		b.tellCannotPost(ctx, channel, sl.via)
	case err != nil:
		b.log.Error("board delivery failed", "channel", channel, "interactions", sl.ids, "err", err)
	}
	b.sched.finalFailed(board.Board, err)
	b.retireOrphan(ctx, sink, channel, rec)
	b.notifyTurn(ctx, sl.actor, board.Board)
	if b.handled != nil {
		for _, id := range sl.ids {
			b.handled(id)
		}
	}
}

// retireOrphan takes the buttons off a board posted for a match that
// ended while it went out (rec.orphan), unless a board waits that will
// take its place.
func (b *Bot) retireOrphan(ctx context.Context, sink Poster, channel string, rec *boardRecord) {
	if rec.orphan == "" || b.boards.repoint(channel, rec.previous, rec.orphan) {
		return
	}
	if err := sink.Edit(ctx, channel, rec.orphan, nil); err != nil {
		b.log.Warn("board of an ended match not retired", "channel", channel, "err", err)
	}
}

// boardToSend is the board of a slot as it goes out; the caller holds the
// channel's lock. An open match's board replaces the board shown now
// (moves may have come between the board's move and this) and, when the
// match moved on with no board of its own queued (a deadline's timeout),
// shows it as it stands. The recorder it returns records the board's
// message for that match.
func (b *Bot) boardToSend(ctx context.Context, channel string, pending *PendingBoard) (*PendingBoard, *boardRecord) {
	rec := &boardRecord{b: b}
	m, err := b.matches.Get(ctx, channel)
	if err == nil && ofEndedMatch(pending.Board, m) {
		err = session.ErrNoMatch // sent as the board of an ended match
	}
	if err != nil || pending.Board.Version == 0 {
		if err != nil && !errors.Is(err, session.ErrNoMatch) {
			b.log.Warn("board: reading the match", "channel", channel, "err", err)
		}
		return pending, rec
	}
	nb := *pending.Board
	if m.Version > nb.Version && !b.boards.waiting(channel) {
		nb.Message, nb.Draw, nb.Version = nil, currentDraw(b.draws(), m, *pending.Board), m.Version
		rec.made = pending.Board.Version
	}
	nb.Previous = m.BoardMessage
	if nb.Previous == "" {
		// The match's first board: the last match's final board, if
		// it shows, gives up its buttons to it.
		nb.Previous = b.shownFinal(ctx, channel)
	}
	if nb.RetiresLobby {
		nb.Retired = b.draws().Retired(m)
	}
	rec.match, rec.previous = m.ID, m.BoardMessage
	return &PendingBoard{Board: &nb, KeepPrevious: pending.KeepPrevious}, rec
}

// shownFinal is the message that shows the channel's last final board,
// "" when none is known; the caller holds the channel's lock.
func (b *Bot) shownFinal(ctx context.Context, channel string) string {
	id, err := b.matches.ShownFinal(ctx, channel)
	if err != nil {
		b.log.Warn("board: reading the last final board", "channel", channel, "err", err)
	}
	return id
}

// boardRecord records the message of a board that deliverSlot sent, under
// the channel's lock, at the version the match has
// reached by then, as drawn at the board's own: moves that came while it
// went out have their boards queued behind it. When the match ended, or
// another took its place, it records nothing and keeps a newly posted
// message as orphan.
//
// A board redrawn to show the match as it stands, past the version it was
// made for (made), is recorded as drawn at made while a board of the
// channel is on its way (boardQueue.coming): that board, of the move
// that took the match on, may be posted as a new message for its ping,
// and a stop between that post and its record must leave the match
// owing a board, or the start would not look for the message (see
// Scheduler.retireOrphans). Its own record then records the version.
type boardRecord struct {
	b *Bot
	// match and previous are the match's id and board message when the
	// board set out.
	match, previous string
	orphan          string
	// made, when not zero, is the version the board was made for, below
	// the one it was redrawn at.
	made int64
}

// SetBoard implements BoardRecorder; at is taken from the match.
func (r *boardRecord) SetBoard(ctx context.Context, channel string, _, drawn int64, message string) error {
	defer r.b.Lock(channel)()
	m, err := r.b.matches.Get(ctx, channel)
	switch {
	case errors.Is(err, session.ErrNoMatch) || (err == nil && m.ID != r.match):
		if message != r.previous {
			r.orphan = message
		}
		return nil
	case err != nil:
		return err
	}
	if r.made != 0 && r.b.boards.coming(channel) {
		drawn = min(drawn, r.made)
	}
	return r.b.matches.SetBoard(ctx, channel, m.Version, drawn, message)
}

// postBoard delivers a board that no interaction carries (a deadline's, a
// start-up repair's) in turn with the boards of moves: after the
// channel's waiting board, as the channel's one delivery under way, in
// place of the board shown now. When moves came since the board was made,
// it shows the match as it stands instead, or nothing if their boards
// already do. The channel's lock is held to read the match and to record
// the board, not while the board goes out.
func (b *Bot) postBoard(ctx context.Context, board *boardlife.Board) error {
	channel := board.Channel
	unlock := b.claimBoardLocked(channel, b.flushBoardLocked(channel, b.Lock(channel)))
	board, rec, err := b.deadlineBoard(ctx, board)
	unlock()
	if err == nil && board != nil {
		err = PostBoard(ctx, b.tr, rec, board)
		b.retireOrphan(ctx, b.tr, channel, rec)
	}
	if again, wait := b.boards.done(channel, time.Now(), b.boardInterval); again {
		b.publishLater(channel, wait)
	}
	return err
}

// deadlineBoard is the board postBoard sends, with its recorder, or nil
// when the boards of moves already show the match; the caller holds the
// channel's lock.
func (b *Bot) deadlineBoard(ctx context.Context, board *boardlife.Board) (*boardlife.Board, *boardRecord, error) {
	rec := &boardRecord{b: b}
	m, err := b.matches.Get(ctx, board.Channel)
	switch {
	case errors.Is(err, session.ErrNoMatch) || board.Version == 0 || (err == nil && ofEndedMatch(board, m)):
		// The match ended: its last board goes out as it is.
		if err == nil && board.Final {
			board = finalAmidNewMatch(board)
		}
		return board, rec, nil
	case err != nil:
		return nil, nil, err
	case m.Version > board.Version && m.BoardVersion >= m.Version:
		return nil, nil, nil
	case m.Version > board.Version:
		cur := plan(b.draws(), commands.CurrentBoard(m))
		cur.New = board.New
		rec.made = board.Version
		board = cur
	default:
		nb := *board
		nb.Previous = m.BoardMessage
		if nb.Previous == "" {
			nb.Previous = b.shownFinal(ctx, board.Channel)
		}
		board = &nb
	}
	rec.match, rec.previous = m.ID, m.BoardMessage
	return board, rec, nil
}
