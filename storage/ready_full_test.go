//go:build linux

package storage

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// smallDisk mounts a file system of size bytes (tmpfs) for the test and
// returns its directory; it skips the test where mounting is not allowed
// (it needs root).
func smallDisk(t *testing.T, size int) string {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, fmt.Sprintf("size=%d", size)); err != nil {
		t.Skipf("cannot mount a small file system (needs root): %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	return dir
}

// TestCanCommitOnAFullDisk: once moves fail on a full disk, CanCommit
// fails too, although an empty commit still succeeds (it rewrites pages
// the file already has); once space is freed, it succeeds before the
// next move does.
func TestCanCommitOnAFullDisk(t *testing.T) {
	ctx := context.Background()
	dir := smallDisk(t, 1<<20)
	ballast := filepath.Join(dir, "ballast")
	if err := os.WriteFile(ballast, make([]byte, 256<<10), 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := Open(filepath.Join(dir, "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	put := func(i int) error {
		m := newLobby(fmt.Sprintf("c%04d", i))
		m.Players = []session.Player{{User: "u1", Name: strings.Repeat("x", 1000)}}
		return db.Put(ctx, m, nil)
	}
	done, failed := 0, 0
	for i := 0; failed < 20 && i < 10000; i++ {
		if err := put(i); err != nil {
			failed++
			continue
		}
		done++
	}
	t.Logf("a 1 MiB disk: %d moves done, %d refused", done, failed)
	if failed < 20 {
		t.Fatal("the disk never filled")
	}
	if err := db.bolt.Update(func(*bbolt.Tx) error { return nil }); err == nil {
		t.Log("an empty commit succeeds")
	}
	for range 3 {
		if err := db.CanCommit(ctx); err == nil {
			t.Fatal("CanCommit is nil while no move can be stored")
		} else {
			t.Logf("CanCommit: %v", err)
		}
	}
	if err := os.Remove(ballast); err != nil {
		t.Fatal(err)
	}
	if err := db.CanCommit(ctx); err != nil {
		t.Fatalf("CanCommit once space is freed: %v", err)
	}
	if err := put(99999); err != nil {
		t.Fatalf("a move once space is freed: %v", err)
	}
}
