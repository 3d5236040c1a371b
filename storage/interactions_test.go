package storage_test

import (
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestInteractionsSurviveRestart: an id claimed before a restart is still
// refused after it, within session.InteractionMemory.
func TestInteractionsSurviveRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	if ok, err := db.ClaimInteraction(ctx, "1246251869798400201", t0); !ok || err != nil {
		t.Fatalf("first claim = %v, %v", ok, err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if ok, err := db.ClaimInteraction(ctx, "1246251869798400201", t0.Add(4*time.Minute)); ok || err != nil {
		t.Fatalf("claim after a restart = %v, %v; want refused", ok, err)
	}
	if err := db.Check(ctx); err != nil {
		t.Fatalf("Check with the interactions buckets: %v", err)
	}
}

// TestInteractionsBounded: claims spread over two hours leave only those
// of the last session.InteractionMemory.
func TestInteractionsBounded(t *testing.T) {
	db := openTest(t)
	const every = 10 * time.Second
	n := int(2 * time.Hour / every)
	for i := range n {
		if ok, err := db.ClaimInteraction(t.Context(), strconv.Itoa(i), t0.Add(time.Duration(i)*every)); !ok || err != nil {
			t.Fatalf("claim %d = %v, %v", i, ok, err)
		}
	}
	// The last claim at (n-1)*every keeps those no older than the memory.
	want := int(session.InteractionMemory/every) + 1
	if got := storage.InteractionCount(db); got != want {
		t.Fatalf("%d claims over two hours: %d remembered, want %d", n, got, want)
	}
}
