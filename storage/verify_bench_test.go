package storage_test

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// benchDB returns the path of a closed database with n finished
// two-seat Qwinto matches (a human playing defaults against a bot).
func benchDB(b *testing.B, n int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "bench.db")
	db, err := storage.Open(path, storage.WithoutSyncForTests())
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	seed := uint64(0)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 1} }))
	host := session.Player{User: "u1", Name: "Alice"}
	for i := range n {
		ch := fmt.Sprintf("c%d", i)
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: "qwinto", Host: host, Bots: 1}); err != nil {
			b.Fatal(err)
		}
		if _, err := mg.Start(ctx, ch, host.User); err != nil {
			b.Fatal(err)
		}
		for {
			m, err := mg.Get(ctx, ch)
			if err != nil {
				break // archived: the game is over
			}
			st, _ := m.Decode()
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: host.User, Move: st.Default(0)}); err != nil {
				b.Fatal(err)
			}
		}
	}
	return path
}

// BenchmarkVerify measures quintet check's record pass over 100 finished
// matches, each log replayed.
func BenchmarkVerify(b *testing.B) {
	db, err := storage.Open(benchDB(b, 100))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	b.ResetTimer()
	for b.Loop() {
		ps, err := db.Verify(context.Background())
		if err != nil || len(ps) != 0 {
			b.Fatal(err, ps)
		}
	}
}

// BenchmarkExportImport measures exporting 100 finished matches and
// importing them into a fresh database.
func BenchmarkExportImport(b *testing.B) {
	db, err := storage.Open(benchDB(b, 100))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	var size int
	for b.Loop() {
		var buf bytes.Buffer
		if _, err := db.Export(ctx, &buf, nil); err != nil {
			b.Fatal(err)
		}
		size = buf.Len()
		to, err := storage.Open(filepath.Join(b.TempDir(), "to.db"), storage.WithoutSyncForTests())
		if err != nil {
			b.Fatal(err)
		}
		if s, err := to.Import(ctx, &buf); err != nil || s.Imported != 100 {
			b.Fatal(err, s)
		}
		to.Close()
	}
	b.ReportMetric(float64(size), "export-bytes")
}
