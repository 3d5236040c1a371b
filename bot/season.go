package bot

import (
	"context"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// runSeasons handles every season end due now, as RunDue handles
// deadlines, and returns the next one's time (zero when none is stored).
// A season end is durable in the store's index of season ends: one that
// fell due while the bot was down is handled at the next pass, and it
// leaves the index only after its announcement was posted.
func (s *Scheduler) runSeasons(ctx context.Context) (time.Time, error) {
	st, ok := s.matches.Store().(session.Seasons)
	if !ok {
		return time.Time{}, nil
	}
	s.seasonMu.Lock()
	defer s.seasonMu.Unlock()
	now := s.clock.Now()
	for {
		limit := dueBatch + len(s.foreignSeasons)
		due, err := st.SeasonsDue(ctx, now, limit)
		if err != nil {
			return time.Time{}, err
		}
		fresh := 0
		for _, d := range due {
			if s.foreignSeasons[d.Guild] {
				continue
			}
			if s.owns != nil && !s.owns(d.Guild) {
				if s.foreignSeasons == nil {
					s.foreignSeasons = map[string]bool{}
				}
				s.foreignSeasons[d.Guild] = true
				continue
			}
			fresh++
			if err := s.endSeasons(ctx, st, d, now); err != nil {
				return time.Time{}, err
			}
		}
		if len(due) < limit || fresh == 0 {
			break
		}
	}
	next, err := st.SeasonsDue(ctx, session.Forever, len(s.foreignSeasons)+1)
	if err != nil {
		return time.Time{}, err
	}
	s.log.Debug("season pass")
	for _, d := range next {
		if !s.foreignSeasons[d.Guild] {
			return d.At, nil
		}
	}
	return time.Time{}, nil
}

// endSeasons announces each season of a server that ended by now and was
// not yet announced, oldest first, in the server's chosen channel (none:
// nothing is posted), and records each as announced after its post. A
// post that fails is logged and not retried: Discord refused it (the
// channel gone, a permission taken away), and the season is over all the
// same.
func (s *Scheduler) endSeasons(ctx context.Context, st session.Seasons, d session.SeasonDue, now time.Time) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), deadlineTimeout)
	defer cancel()
	cfg, err := st.SeasonConfig(ctx, d.Guild)
	if err != nil {
		return err
	}
	for _, season := range cfg.Plan.Ended(cfg.Announced, now) {
		posted := false
		if cfg.Channel != "" {
			msg, err := commands.SeasonAnnouncement(ctx, st, d.Guild, season)
			if err != nil {
				return err
			}
			if _, err := s.post.Post(ctx, cfg.Channel, msg); err != nil {
				s.log.Warn("season end not announced", "guild", d.Guild, "season", season.Key, "channel", cfg.Channel, "err", err)
			} else {
				posted = true
			}
		}
		err := st.UpdateSeasons(ctx, d.Guild, func(c *session.SeasonConfig) error {
			c.Announced = later(c.Announced, season.End)
			return nil
		})
		if err != nil {
			return err
		}
		s.log.Info("season ended", "guild", d.Guild, "season", season.Key, "channel", cfg.Channel, "announced", posted)
	}
	// Whatever the plan says now, this entry of the index is done with.
	return st.UpdateSeasons(ctx, d.Guild, func(c *session.SeasonConfig) error {
		c.Announced = later(c.Announced, d.At)
		return nil
	})
}

// later returns the later of two times.
func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// nextOf returns the earlier of two times, a zero time being none.
func nextOf(a, b time.Time) time.Time {
	switch {
	case a.IsZero():
		return b
	case b.IsZero() || a.Before(b):
		return a
	}
	return b
}
