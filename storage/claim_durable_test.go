package storage_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestClaimIsDurableWithItsEffect: the claim of a request that writes no
// match (/notify on, /settings, /notify quiet) is in the file as soon as
// the write it guards is: a copy of the file taken right after the write,
// as a crash would leave it, refuses the request replayed.
func TestClaimIsDurableWithItsEffect(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	writes := []struct {
		name  string
		write func(db *storage.DB) error
	}{
		{"/notify on", func(db *storage.DB) error { return db.SetNotify(ctx, "u1", true) }},
		{"/settings", func(db *storage.DB) error {
			return db.SetGuildSettings(ctx, "g1", session.GuildSettings{TurnTime: time.Hour})
		}},
		{"/notify quiet", func(db *storage.DB) error {
			return db.SetDMPrefs(ctx, "u1", session.DMPrefs{Quiet: &session.QuietHours{From: 22, To: 7, Zone: "UTC"}})
		}},
	}
	for _, w := range writes {
		t.Run(w.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "q.db")
			db, err := storage.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if ok, err := db.ClaimInteraction(ctx, "i1", now); !ok || err != nil {
				t.Fatalf("first claim: %v %v", ok, err)
			}
			if err := w.write(db); err != nil {
				t.Fatal(err)
			}
			crashed := filepath.Join(t.TempDir(), "crashed.db")
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(crashed, data, 0o600); err != nil {
				t.Fatal(err)
			}
			after, err := storage.Open(crashed)
			if err != nil {
				t.Fatal(err)
			}
			defer after.Close()
			if ok, err := after.ClaimInteraction(ctx, "i1", now.Add(time.Second)); ok || err != nil {
				t.Fatalf("the request replayed after a crash is claimed again (%v, %v): it would act twice", ok, err)
			}
		})
	}
}
