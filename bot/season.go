package bot

import (
	"context"
	"errors"
	"time"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// runSeasons handles every season end due now, as runDeadlines handles
// deadlines, and returns the next one's time (zero when none is stored).
// A season end is durable in the store's index of season ends: one that
// fell due while the bot was down is handled at the next pass, and it
// leaves the index only after its announcement was posted. A crash
// between the post and that record has the post sent again at the next
// start, with the same nonce (render.Message.Nonce), so Discord makes no
// second message of it.
func (s *Scheduler) runSeasons(ctx context.Context) (time.Time, error) {
	st, ok := s.matches.Seasons()
	if !ok {
		return time.Time{}, nil
	}
	s.seasonMu.Lock()
	defer s.seasonMu.Unlock()
	now := s.clock.Now()
	seen := map[string]bool{}
	for {
		limit := dueBatch + len(s.foreignSeasons) + len(seen)
		due, err := st.SeasonsDue(ctx, now, limit)
		if err != nil {
			return time.Time{}, err
		}
		fresh := 0
		for _, d := range due {
			if s.foreignSeasons[d.Guild] || seen[d.Guild] {
				continue
			}
			if s.owns != nil && !s.owns(d.Guild) {
				if s.foreignSeasons == nil {
					s.foreignSeasons = map[string]bool{}
				}
				s.foreignSeasons[d.Guild] = true
				continue
			}
			seen[d.Guild] = true
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
	s.log.Debug("season pass", "handled", len(seen))
	for _, d := range next {
		switch {
		case s.foreignSeasons[d.Guild]:
		case d.At.After(now):
			return d.At, nil
		default:
			// An announcement Discord could not take now: try again.
			return now.Add(retryBackoff), nil
		}
	}
	return time.Time{}, nil
}

// endSeasons announces each season of a server that ended by now and was
// not yet announced, oldest first, in the server's chosen channel (none:
// nothing is posted), and records each as announced after its post. A
// post Discord refused for good (the channel gone, a permission taken
// away) is logged and not tried again: the season is over all the same.
// One that failed for a while (5xx, no answer, rate limit) leaves the
// season to announce at a later pass.
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
			settings, _ := s.matches.Settings()
			msg, err := commands.SeasonAnnouncement(ctx, commands.GuildLang(ctx, settings, d.Guild, ""), st, d.Guild, season)
			if err != nil {
				return err
			}
			_, err = s.post.Post(ctx, cfg.Channel, msg)
			if errors.Is(err, ErrUnavailable) || errors.Is(err, ErrRateLimited) {
				s.log.Warn("season end not announced yet", "guild", d.Guild, "season", season.Key, "channel", cfg.Channel, "err", err)
				return nil
			}
			if err != nil {
				s.log.Warn("season end not announced", "guild", d.Guild, "season", season.Key, "channel", cfg.Channel, "err", err)
			}
			posted = err == nil
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
