package session

import (
	"context"
	"time"
)

// Log returns the move log of a match (Store.Log).
func (mg *Manager) Log(ctx context.Context, matchID string) ([]Step, error) {
	return mg.store.Log(ctx, matchID)
}

// OpenIn returns the open matches of a guild (Store.OpenIn).
func (mg *Manager) OpenIn(ctx context.Context, guild string) ([]*Match, error) {
	return mg.store.OpenIn(ctx, guild)
}

// Due returns up to limit deadlines due by until, soonest first
// (Store.Due).
func (mg *Manager) Due(ctx context.Context, until time.Time, limit int) ([]Deadline, error) {
	return mg.store.Due(ctx, until, limit)
}

// Footprint returns what the store keeps about user (Store.Footprint).
func (mg *Manager) Footprint(ctx context.Context, user string) (Footprint, error) {
	return mg.store.Footprint(ctx, user)
}

// Stats returns the store's statistics, false when it keeps none.
func (mg *Manager) Stats() (Stats, bool) {
	s, ok := mg.store.(Stats)
	return s, ok
}

// Seasons returns the store's seasons, false when it keeps none.
func (mg *Manager) Seasons() (Seasons, bool) {
	s, ok := mg.store.(Seasons)
	return s, ok
}

// Mailbox returns the store's direct-message preferences and held
// messages, false when it keeps none.
func (mg *Manager) Mailbox() (Mailbox, bool) {
	s, ok := mg.store.(Mailbox)
	return s, ok
}

// Settings returns the store's guild and user settings, false when it
// keeps none.
func (mg *Manager) Settings() (Settings, bool) {
	s, ok := mg.store.(Settings)
	return s, ok
}

// DiceCounter returns the store's dice counts, false when it keeps none.
func (mg *Manager) DiceCounter() (DiceCounter, bool) {
	s, ok := mg.store.(DiceCounter)
	return s, ok
}

// Interactions returns the store's record of interactions handled,
// false when it keeps none.
func (mg *Manager) Interactions() (Interactions, bool) {
	s, ok := mg.store.(Interactions)
	return s, ok
}
