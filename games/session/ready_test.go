package session_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// dueFails is a store whose deadline index cannot be read.
type dueFails struct{ *session.MemStore }

func (dueFails) Due(context.Context, time.Time, int) ([]session.Deadline, error) {
	return nil, errDisk
}

// cannotCommit is a store that reads but reports it cannot commit.
type cannotCommit struct{ *session.MemStore }

func (cannotCommit) CanCommit(context.Context) error { return errDisk }

var errDisk = errors.New("disk full")

// TestReady: the Manager is ready over a working store, and not when
// the store cannot read its deadlines or, when it can tell, commit.
func TestReady(t *testing.T) {
	ctx := t.Context()
	if err := session.NewManager(session.NewMemStore()).Ready(ctx); err != nil {
		t.Errorf("memory store: %v; want ready", err)
	}
	for name, store := range map[string]session.Store{
		"deadlines unread": dueFails{session.NewMemStore()},
		"cannot commit":    cannotCommit{session.NewMemStore()},
	} {
		if err := session.NewManager(store).Ready(ctx); !errors.Is(err, errDisk) {
			t.Errorf("%s: Ready = %v; want the store's error", name, err)
		}
	}
}

// TestSnapshotterOnlyForAFile: the memory store keeps no file, so the
// Manager offers no way to back it up.
func TestSnapshotterOnlyForAFile(t *testing.T) {
	if _, ok := session.NewManager(session.NewMemStore()).Snapshotter(); ok {
		t.Error("the memory store offers a snapshot")
	}
}
