package bot

import (
	"context"
	"errors"

	"github.com/quintetbot/quintet/commands"
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
			continue
		}
		s.log.Info("stranded bot moves played", "channel", m.Channel, "moves", len(out.Steps))
		err = commands.PostBoard(ctx, s.post, s.matches.Store(), commands.StrandedBoard(before, out))
		if err != nil && !errors.Is(err, commands.ErrRetire) {
			s.log.Error("stranded bots: board not delivered", "channel", m.Channel, "err", err)
		}
	}
}
