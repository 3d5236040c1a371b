package bot

import (
	"context"
	"time"
)

// EarlierLister is a Transport that can list the messages a channel shows
// before one: the start-up repairs then retire the boards a stop left
// live before the board a match records (retireStale).
type EarlierLister interface {
	// ListBefore returns up to limit messages of channel posted before
	// message before, newest first, as Listed.
	ListBefore(ctx context.Context, channel, before string, limit int) ([]Listed, error)
}

const (
	// staleScan is how many messages before a channel's board retireStale
	// reads: the boards a stop left live are among them (a channel's
	// public messages are mostly its boards; answers are private).
	staleScan = 50
	// staleWindow is how recently a match must have changed for
	// retireStale to look at its channel: a board whose retirement a stop
	// cut short went out within a delivery's time (boardTimeout) of the
	// match's last change.
	staleWindow = 5 * boardTimeout
)

// retireStale takes the buttons off the app's messages that a channel
// shows before the board it keeps: the board of its open match, when the
// match changed recently, or, in a channel of finals (where a final board
// owed went out at this start) with no match open, that final board. A
// stop can leave such a message live: between a new board's record and
// the retirement of the board it replaced, or between a final board's
// post and its record (the start posts it again, and the next match's
// first board did not know it), and a channel shows one board to press.
// It runs once, last of the start-up repairs, when the boards they
// posted are recorded; a transport that cannot list earlier messages is
// left as it is.
func (s *Scheduler) retireStale(ctx context.Context, finals []string) {
	el, ok := s.post.(EarlierLister)
	if !ok {
		return
	}
	open, err := s.matches.OpenMatches(ctx)
	if err != nil {
		s.log.Error("stale boards: listing open matches", "err", err)
		return
	}
	since := s.clock.Now().Add(-staleWindow)
	var channels []string
	board, taken := map[string]string{}, map[string]bool{}
	for _, m := range open {
		if s.owns != nil && !s.owns(m.Guild) {
			continue
		}
		taken[m.Channel] = true
		if m.BoardMessage == "" || m.Updated.Before(since) {
			continue
		}
		channels = append(channels, m.Channel)
		board[m.Channel] = m.BoardMessage
	}
	for _, channel := range finals {
		if taken[channel] {
			continue // the open match's board is the one kept
		}
		id, err := s.matches.ShownFinal(ctx, channel)
		if err != nil || id == "" {
			continue
		}
		channels = append(channels, channel)
		board[channel] = id
	}
	eachAtOnce(channels, channelsAtOnce, func(channel string) {
		s.retireStaleIn(ctx, el, channel, board[channel])
	})
}

// retireStaleIn retires the app's live messages among the few the
// channel shows before its recorded board.
func (s *Scheduler) retireStaleIn(ctx context.Context, el EarlierLister, channel, board string) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	msgs, err := el.ListBefore(ctx, channel, board, staleScan)
	if err != nil {
		s.log.Warn("stale boards: reading the channel", "channel", channel, "err", err)
		return
	}
	for _, m := range msgs {
		if !m.Mine || !m.Live {
			continue
		}
		if err := s.post.Edit(ctx, channel, m.ID, nil); err != nil {
			s.log.Warn("stale board not retired", "channel", channel, "message", m.ID, "err", err)
			continue
		}
		s.log.Info("stale board retired", "channel", channel, "message", m.ID)
	}
}
