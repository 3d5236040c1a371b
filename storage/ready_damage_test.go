package storage

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"go.etcd.io/bbolt"
)

// TestCanCommitAfterDamage: a write that fails on a damaged page (an
// ErrCorrupt, or a panic in bbolt) makes CanCommit fail, although an empty
// commit would succeed, until a write succeeds again.
func TestCanCommitAfterDamage(t *testing.T) {
	ctx := context.Background()
	db, err := Open(filepath.Join(t.TempDir(), "q.db"), WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, tc := range []struct {
		name string
		fn   func(*bbolt.Tx) error
	}{
		{"ErrCorrupt", func(*bbolt.Tx) error { return fmt.Errorf("%w: a page says 0", ErrCorrupt) }},
		{"panic", func(*bbolt.Tx) error { panic("assertion failed: Page expected to be: 7, but self identifies as 0") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := db.update(ctx, tc.fn); !errors.Is(err, ErrCorrupt) {
				t.Fatalf("the damaged write: %v, want ErrCorrupt", err)
			}
			for range 2 {
				if err := db.CanCommit(ctx); !errors.Is(err, ErrCorrupt) {
					t.Fatalf("CanCommit after a damaged write: %v, want ErrCorrupt", err)
				}
			}
			if err := db.Put(ctx, newLobby("c-"+tc.name), nil); err != nil {
				t.Fatal(err)
			}
			if err := db.CanCommit(ctx); err != nil {
				t.Fatalf("CanCommit after a write succeeded: %v", err)
			}
		})
	}
}
