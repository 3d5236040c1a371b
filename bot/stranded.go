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
// wait for ever. A match that owed a board has it redrawn, and the boards
// a stop left unrecorded retired (retireOrphans). It runs once, when the
// scheduler starts. The bot moves of every match are played first, and
// the boards sent after: a channel whose boards wait on Discord (a rate
// limit, retries) keeps no other channel's match waiting for its bots,
// and the boards of several channels go out at once.
func (s *Scheduler) playStranded(ctx context.Context) {
	open, err := s.matches.OpenMatches(ctx)
	if err != nil {
		s.log.Error("stranded bots: listing open matches", "err", err)
		return
	}
	type stranded struct {
		m, before *session.Match
		out       *session.Outcome
	}
	var played []stranded
	for _, m := range open {
		if s.owns != nil && !s.owns(m.Guild) {
			continue
		}
		before, out, err := s.matches.PlayStranded(ctx, m.Channel)
		if err != nil {
			s.log.Error("stranded bots", "channel", m.Channel, "err", err)
		}
		if out != nil && len(out.Steps) > 0 {
			s.log.Info("stranded bot moves played", "channel", m.Channel, "moves", len(out.Steps))
		}
		played = append(played, stranded{m, before, out})
	}
	// Each channel's boards in turn, channelsAtOnce channels at a time.
	eachAtOnce(played, channelsAtOnce, func(p stranded) {
		if p.out == nil || len(p.out.Steps) == 0 {
			s.redrawOwed(ctx, p.m.Channel)
		} else {
			err := s.postBoard(ctx, plan(s.draws(), commands.StrandedBoard(p.before, p.out)))
			if err != nil && !errors.Is(err, ErrRetire) {
				s.log.Error("stranded bots: board not delivered", "channel", p.m.Channel, "err", err)
			}
		}
		s.retireOrphans(ctx, p.m)
	})
}

// retireOrphans has the boards retired that the channel of m, as it stood
// at start, shows after its recorded board: a board whose record a stop
// lost was drawn at a later version than the one recorded, so only a
// match that owed a board can have one.
func (s *Scheduler) retireOrphans(ctx context.Context, m *session.Match) {
	if s.orphans == nil || m.BoardMessage == "" || m.BoardVersion >= m.Version {
		return
	}
	keep := ""
	if cur, err := s.matches.Get(ctx, m.Channel); err == nil {
		keep = cur.BoardMessage
	}
	s.orphans(ctx, m.Channel, m.BoardMessage, keep)
}

// redrawOwed edits the board of a match whose board message shows an
// older version than the match, as a stop between a move and its board
// leaves it. It reads the match afresh: moves answered since the start's
// list of open matches have drawn their own boards, and a board drawn
// from that list would show a past turn with live buttons.
func (s *Scheduler) redrawOwed(ctx context.Context, channel string) {
	m, err := s.matches.Get(ctx, channel)
	if err != nil {
		return
	}
	b := plan(s.draws(), commands.OwedBoard(m))
	if b == nil {
		return
	}
	s.log.Info("owed board redrawn", "channel", m.Channel, "version", m.Version, "board_version", m.BoardVersion)
	if err := s.postBoard(ctx, b); err != nil && !errors.Is(err, ErrRetire) {
		s.log.Error("owed board not delivered", "channel", m.Channel, "err", err)
	}
}
