package storage

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

var (
	forgetMatches = flag.Int("forget.matches", 10000, "finished matches in the file BenchmarkForget deletes from")
	forgetEvery   = flag.Int("forget.every", 10, "the victim plays one match in this many")
)

// forgetFile plays n finished one-round Cinq-O matches of two humans into
// a new file, the victim in one match in every, and returns its path.
func forgetFile(b *testing.B, n, every int) string {
	b.Helper()
	ctx := context.Background()
	path := filepath.Join(b.TempDir(), "forget.db")
	db, err := Open(path, WithoutSyncForTests())
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	seed := uint64(0)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 5} }))
	for i := range n {
		ch := fmt.Sprintf("c%d", i)
		a, o := fmt.Sprintf("1000%d", i%50), fmt.Sprintf("2000%d", i%37)
		if i%every == 0 {
			a = victim
		}
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: fmt.Sprintf("g%d", i%3), Channel: ch, Game: "cinqo",
			Options: games.Options{"mode": "rounds", "rounds": "1"}, Host: session.Player{User: a, Name: "P" + a}}); err != nil {
			b.Fatal(err)
		}
		if _, err := mg.Join(ctx, ch, session.Player{User: o, Name: "P" + o}); err != nil {
			b.Fatal(err)
		}
		if _, err := mg.Start(ctx, ch, a); err != nil {
			b.Fatal(err)
		}
		for {
			m, err := mg.Get(ctx, ch)
			if err != nil {
				break
			}
			st, _ := m.Decode()
			seat := st.Actors()[0]
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: m.Players[seat].User, Move: st.Default(seat)}); err != nil {
				b.Fatal(err)
			}
		}
	}
	return path
}

func copyFile(b *testing.B, from, to string) {
	b.Helper()
	src, err := os.Open(from)
	if err != nil {
		b.Fatal(err)
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		b.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkForget times Manager.Forget of a user in a file of
// -forget.matches finished matches (the user in one in -forget.every),
// fsync on: the rewrite transaction and the scrub of the free pages.
//
//	go test ./storage -run '^$' -bench BenchmarkForget -benchtime 3x
func BenchmarkForget(b *testing.B) {
	orig := forgetFile(b, *forgetMatches, *forgetEvery)
	st, _ := os.Stat(orig)
	b.Logf("%d finished matches, file %d bytes", *forgetMatches, st.Size())
	var after int64
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		path := filepath.Join(b.TempDir(), fmt.Sprintf("f%d.db", i))
		copyFile(b, orig, path)
		db, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		mg := session.NewManager(db)
		b.StartTimer()
		if _, err := mg.Forget(context.Background(), victim); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		db.Close()
		st, _ := os.Stat(path)
		after = st.Size()
		b.StartTimer()
	}
	b.ReportMetric(float64(after), "file-bytes-after")
}
