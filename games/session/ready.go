package session

import (
	"context"
	"fmt"
	"time"
)

// CommitChecker is a store that can tell whether a move would commit
// now: storage.DB.
type CommitChecker interface {
	CanCommit(ctx context.Context) error
}

// Ready reports whether the store can serve matches: one read of the
// deadline index succeeds and, for a store that can tell
// (CommitChecker), a move would commit. The error says which failed.
func (mg *Manager) Ready(ctx context.Context) error {
	if _, err := mg.store.Due(ctx, time.Time{}, 1); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if c, ok := mg.store.(CommitChecker); ok {
		if err := c.CanCommit(ctx); err != nil {
			return fmt.Errorf("store cannot commit: %w", err)
		}
	}
	return nil
}
