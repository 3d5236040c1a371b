package session

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// MaxVersion bounds a match's version: far more changes than any match
// makes (one a millisecond for 34 years), and far from the end of int64,
// so that counting on never wraps.
const MaxVersion = 1 << 40

// CheckChoices refuses clock choices that Open would refuse: a turn time
// other than zero (the default) outside MinTurnTime..MaxTurnTime, and an
// OnTimeouts other than empty, TakeOver or Abandon. The deadline fields
// are not checked.
func (t Timing) CheckChoices() error {
	if t.TurnTime != 0 {
		if err := CheckTurnTime(t.TurnTime); err != nil {
			return err
		}
	}
	switch t.OnTimeouts {
	case "", TakeOver, Abandon:
		return nil
	}
	return fmt.Errorf("%w: on_timeouts is %q, not %q or %q", ErrBadTiming, t.OnTimeouts, TakeOver, Abandon)
}

// Check refuses a server's settings that would make Open refuse every
// match that takes them as defaults.
func (g GuildSettings) Check() error {
	return Timing{TurnTime: g.TurnTime}.CheckChoices()
}

// Check reports why m is not a match a Manager could have written, for
// matches that come from elsewhere (an import): the game is unknown or
// its options are not the game's; the version is outside 1..MaxVersion;
// the clock choices fail CheckChoices; there are more seats than the game
// has, or a started match has fewer than it needs; a user holds two
// seats (Join refuses that); or a match in play has no generator for its
// dice. It does not replay the log (CheckMatch does).
func (m *Match) Check() error {
	rules, err := m.Rules()
	if err != nil {
		return err
	}
	info := rules.Info()
	if err := m.Options.Check(info); err != nil {
		return err
	}
	if m.Version < 1 || m.Version > MaxVersion {
		return fmt.Errorf("session: version %d is outside 1..%d", m.Version, int64(MaxVersion))
	}
	if err := m.Timing.CheckChoices(); err != nil {
		return err
	}
	if err := checkSeats(m, info); err != nil {
		return err
	}
	if m.Phase == Playing {
		if _, err := decodeRand(m.RNG); err != nil {
			return fmt.Errorf("session: a match in play needs the generator of its dice: %w", err)
		}
	}
	return nil
}

// checkSeats refuses more seats than the game has, fewer than a started
// game needs, and a user in two seats.
func checkSeats(m *Match, info games.Info) error {
	n := len(m.Players)
	if n > info.MaxSeats {
		return fmt.Errorf("session: %d seats: %w (%s seats at most %d)", n, ErrTableFull, info.Title, info.MaxSeats)
	}
	if (m.Phase == Playing || m.Phase == Finished) && n < info.MinSeats {
		return fmt.Errorf("session: %d seats: %w (%s needs %d)", n, ErrTooFewPlayers, info.Title, info.MinSeats)
	}
	for i, p := range m.Players {
		if p.User == "" {
			continue
		}
		for j := range i {
			if m.Players[j].User == p.User {
				return fmt.Errorf("session: user %s holds seats %d and %d", p.User, j+1, i+1)
			}
		}
	}
	return nil
}
