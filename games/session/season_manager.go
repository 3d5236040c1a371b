package session

import (
	"context"
	"errors"
)

// ErrNoSeasons is returned by UpdateSeasons when the store keeps no
// seasons.
var ErrNoSeasons = errors.New("session: seasons are not kept here")

// UpdateSeasons applies f to a server's seasons through the store (see
// Seasons.UpdateSeasons) and returns the result; a scheduler set with
// WithWake is woken for the next season end, which the change may have
// moved.
func (mg *Manager) UpdateSeasons(ctx context.Context, guild string, f func(*SeasonConfig) error) (SeasonConfig, error) {
	st, ok := mg.store.(Seasons)
	if !ok {
		return SeasonConfig{}, ErrNoSeasons
	}
	var out SeasonConfig
	err := st.UpdateSeasons(ctx, guild, func(c *SeasonConfig) error {
		if err := f(c); err != nil {
			return err
		}
		out = *c
		return nil
	})
	if err != nil {
		return SeasonConfig{}, err
	}
	if d := out.Due(); !d.IsZero() && mg.wake != nil {
		mg.wake(d)
	}
	return out, nil
}
