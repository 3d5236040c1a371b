package bot

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// BenchmarkReleaseHeld is what a scheduler pass spends on held direct
// messages when 1,000 users each hold 3 and all are still in their quiet
// hours (Europe/Paris): nothing is sent, every user is read.
func BenchmarkReleaseHeld(b *testing.B) {
	db, err := storage.Open(filepath.Join(b.TempDir(), "q.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	ctx := b.Context()
	quiet := session.DMPrefs{Quiet: &session.QuietHours{From: 22, To: 8, Zone: "Europe/Paris"}}
	for i := range 1000 {
		u := fmt.Sprintf("u%04d", i)
		if err := db.SetNotify(ctx, u, true); err != nil {
			b.Fatal(err)
		}
		if err := db.SetDMPrefs(ctx, u, quiet); err != nil {
			b.Fatal(err)
		}
		for j := range 3 {
			if err := db.Hold(ctx, u, fmt.Sprintf("c%d Your turn in Qwinto in <#c%d>.", j, j)); err != nil {
				b.Fatal(err)
			}
		}
	}
	night := time.Date(2026, 11, 26, 23, 0, 0, 0, time.UTC)
	n := NewDMNotifier(db, db, DMSenderFunc(func(context.Context, string, string) error {
		b.Fatal("sent in quiet hours")
		return nil
	}), slog.New(slog.NewTextHandler(io.Discard, nil))).(*dmNotifier)
	n.now = func() time.Time { return night }
	b.ResetTimer()
	for b.Loop() {
		if next := n.release(ctx, time.Time{}, nil); next.IsZero() {
			b.Fatal("no end of quiet hours")
		}
	}
}
