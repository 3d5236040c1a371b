package bot

import (
	"context"
	"errors"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// playStranded has the Manager play, in every open match of this shard,
// the bot moves that a stop between a player's move and the bots' replies
// left unplayed, and delivers their boards; without it such a match would
// wait for ever. It runs once, when the scheduler starts.
func (s *Scheduler) playStranded(ctx context.Context) {
	open, err := s.matches.Store().OpenMatches(ctx)
	if err != nil {
		s.log.Error("stranded bots: listing open matches", "err", err)
		return
	}
	for _, m := range open {
		if s.owns != nil && !s.owns(m.Guild) {
			continue
		}
		before, out, err := s.matches.PlayStranded(ctx, m.Channel)
		if err != nil {
			s.log.Error("stranded bots", "channel", m.Channel, "err", err)
		}
		if out == nil || len(out.Steps) == 0 {
			s.redrawOwed(ctx, m)
			continue
		}
		s.log.Info("stranded bot moves played", "channel", m.Channel, "moves", len(out.Steps))
		err = s.postBoard(ctx, commands.StrandedBoard(before, out))
		if err != nil && !errors.Is(err, commands.ErrRetire) {
			s.log.Error("stranded bots: board not delivered", "channel", m.Channel, "err", err)
		}
	}
}

// redrawOwed edits the board of a match whose board message shows an
// older version than the match, as a stop between a move and its board
// leaves it.
func (s *Scheduler) redrawOwed(ctx context.Context, m *session.Match) {
	b, err := commands.OwedBoard(m)
	if err != nil {
		s.log.Error("owed board", "channel", m.Channel, "err", err)
	}
	if b == nil {
		return
	}
	s.log.Info("owed board redrawn", "channel", m.Channel, "version", m.Version, "board_version", m.BoardVersion)
	if err := s.postBoard(ctx, b); err != nil && !errors.Is(err, commands.ErrRetire) {
		s.log.Error("owed board not delivered", "channel", m.Channel, "err", err)
	}
}
