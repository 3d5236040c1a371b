package bot

import (
	"context"
	"errors"
	"github.com/quintetbot/quintet/bot/boardlife"
	"maps"
	"slices"
	"sync"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// postOwedFinals posts the final boards that the store keeps owed
// (session.FinalBoards): those of the matches that finished while the
// bot ran but whose final board a stop, or Discord refusing every try,
// kept from the channel. Each goes out as the match ended, in place of
// the last board the match recorded, whose buttons go; delivered, it is
// owed no more. It runs once, with the other start-up repairs, for this
// shard's guilds, and returns the channels it posted in.
func (s *Scheduler) postOwedFinals(ctx context.Context) []string {
	owed, err := s.matches.OwedFinals(ctx)
	if err != nil {
		s.log.Error("final boards owed", "err", err)
		return nil
	}
	var mu sync.Mutex
	var posted []string
	channels := slices.Sorted(maps.Keys(owed))
	eachAtOnce(channels, channelsAtOnce, func(channel string) {
		id := owed[channel]
		m, b, err := s.owedFinal(ctx, channel, id)
		if errors.Is(err, session.ErrNoMatchID) {
			return
		}
		if err != nil {
			s.log.Error("final board owed", "channel", channel, "match", id, "err", err)
			return
		}
		if s.owns != nil && !s.owns(m.Guild) {
			return
		}
		s.log.Info("final board owed posted", "channel", channel, "match", id)
		if err := s.postBoard(ctx, b); err != nil && !errors.Is(err, ErrRetire) {
			s.log.Error("final board owed not delivered", "channel", channel, "match", id, "err", err)
		}
		mu.Lock()
		posted = append(posted, channel)
		mu.Unlock()
	})
	return posted
}

// owedFinal returns archived match id and its final board, owed in
// channel (posted with the nonce boardlife.FinalNonce, as every final board). A match
// deleted since (a forget, the retention) has nothing to show: the store
// owes its board no more, and the error is session.ErrNoMatchID.
func (s *Scheduler) owedFinal(ctx context.Context, channel, id string) (*session.Match, *boardlife.Board, error) {
	m, err := s.matches.Archived(ctx, id)
	if errors.Is(err, session.ErrNoMatchID) {
		if err := s.matches.FinalPosted(ctx, channel, id, ""); err != nil {
			s.log.Error("final board owed", "channel", channel, "match", id, "err", err)
		}
		return nil, nil, err
	}
	if err != nil {
		return nil, nil, err
	}
	if shown, err := s.matches.FinalMessage(ctx, channel, id); err == nil && shown != "" {
		m.BoardMessage = shown // posted once, its record lost to a stop
	}
	b, err := commands.FinalBoard(m)
	if err != nil {
		return nil, nil, err
	}
	return m, plan(s.draws(), b), nil
}

// redrawn returns b drawn as b would be, then changed by change (on a
// copy of the message: b's own is left as it is).
func redrawn(b *boardlife.Board, change func(*render.Message)) *boardlife.Board {
	inner := *b
	nb := *b
	nb.Message = nil
	nb.Draw = func() *render.Message {
		msg := inner.Render()
		if msg == nil {
			return nil
		}
		c := *msg
		change(&c)
		return &c
	}
	return &nb
}

// FinalRecorder is a BoardRecorder that keeps final boards
// (boardlife.FinalRecorder).
type FinalRecorder = boardlife.FinalRecorder

// FinalPosted implements FinalRecorder through the store: the board is
// owed no more, and message is the one that shows it.
func (r *boardRecord) FinalPosted(ctx context.Context, channel, match, message string) error {
	err := r.b.matches.FinalPosted(ctx, channel, match, message)
	r.b.tellFollowers(ctx, match, message)
	return err
}

// tellFollowers sends the followers of match, ended, how it ended, once
// each (commands.FollowedEnd), with a link to message, its final board.
func (b *Bot) tellFollowers(ctx context.Context, match, message string) {
	if b.sched.notify == nil {
		return
	}
	m, err := b.matches.Archived(ctx, match)
	if err != nil {
		return
	}
	tellFollowers(ctx, b.sched.notify, m, message)
}

// tellFollowers sends the followers of m, if it ended, how it ended,
// once each; a match with no final board to link (cancelled, abandoned)
// is told from the fact that ended it, message "".
func tellFollowers(ctx context.Context, notify Notifier, m *session.Match, message string) {
	if notify == nil || m == nil || len(m.Followers) == 0 {
		return
	}
	for _, d := range commands.FollowedEnd(m, message) {
		notify.Direct(ctx, d)
	}
}

// finalAmidNewMatch is the final board b of an ended match, going out
// while the channel has another match open (a start-up's owed board, or
// a timeout's whose channel a new lobby took meanwhile): the result is
// shown, without the buttons (a rematch) that would sit beside the open
// match's board.
func finalAmidNewMatch(b *boardlife.Board) *boardlife.Board {
	return redrawn(b, func(m *render.Message) { m.Components = nil })
}

// ofEndedMatch reports whether b is the board of a match that has ended
// since, m being the match that holds the channel now: a board drawn
// before its match ended, which goes out after the next match opened
// (its delivery waited for a picture or for Discord), must neither
// replace nor be recorded as the new match's board.
func ofEndedMatch(b *boardlife.Board, m *session.Match) bool {
	return b.Match != "" && b.Match != m.ID
}

// ofOtherMatches reports whether a and b are boards of two matches: the
// later is never folded into the earlier, whose retirement of its own
// match's board would be lost (the last board of a cancelled match, then
// the next match's lobby).
func ofOtherMatches(a, b *boardlife.Board) bool {
	return a.Match != "" && b.Match != "" && a.Match != b.Match
}
