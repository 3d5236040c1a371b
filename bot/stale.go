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
	// staleScan is how many messages before a match's recorded board
	// retireStale reads: the board it replaced is among the last few.
	staleScan = 10
	// staleWindow is how recently a match must have changed for
	// retireStale to look at its channel: a board whose retirement a stop
	// cut short went out within a delivery's time (boardTimeout) of the
	// match's last change.
	staleWindow = 5 * boardTimeout
)

// retireStale takes the buttons off the app's messages that the channels
// of this shard's recently changed open matches show just before the
// board each match records: a stop between a new board's record and the
// retirement of the board it replaced leaves that one live, and a
// channel shows one board to press. It runs once, with the other
// start-up repairs; a transport that cannot list earlier messages is
// left as it is.
func (s *Scheduler) retireStale(ctx context.Context) {
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
	var recent []string
	board := map[string]string{}
	for _, m := range open {
		if m.BoardMessage == "" || m.Updated.Before(since) || (s.owns != nil && !s.owns(m.Guild)) {
			continue
		}
		recent = append(recent, m.Channel)
		board[m.Channel] = m.BoardMessage
	}
	eachAtOnce(recent, channelsAtOnce, func(channel string) {
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
