package session

import "context"

// Archived returns an ended match by id (Store.Archived); the error is
// ErrNoMatchID when there is none.
func (mg *Manager) Archived(ctx context.Context, id string) (*Match, error) {
	return mg.store.Archived(ctx, id)
}

// OpenMatches returns every open match (Store.OpenMatches).
func (mg *Manager) OpenMatches(ctx context.Context) ([]*Match, error) {
	return mg.store.OpenMatches(ctx)
}

// KeepsFinals reports whether the store keeps the final boards owed
// (FinalBoards): only then is a final board that failed to go out tried
// again.
func (mg *Manager) KeepsFinals() bool {
	_, ok := mg.store.(FinalBoards)
	return ok
}
