package session

import (
	"context"
	"os"
)

// Snapshotter is a store that can copy itself into a local file while it
// serves: storage.DB. Snapshot returns the copy open at its start; the
// caller closes it.
type Snapshotter interface {
	Snapshot(ctx context.Context) (*os.File, error)
}

// Snapshotter returns the store's way to copy itself for a backup, false
// when the store keeps no file to copy.
func (mg *Manager) Snapshotter() (Snapshotter, bool) {
	s, ok := mg.store.(Snapshotter)
	return s, ok
}
