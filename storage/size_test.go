//go:build size

package storage_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

var (
	sizeGames   = flag.Int("size.games", 200, "finished matches per game for the per-match size")
	sizeMany    = flag.Int("size.many", 100000, "finished solo Qwinto matches for retention and compaction")
	sizeKeepDir = flag.String("size.dir", "", "keep the databases in this folder (default: a temporary one)")
)

// playOut opens a match in channel ch with one human and bots, starts it
// and plays the human's seat with the default policy to the end.
func playOut(t testing.TB, ctx context.Context, mg *session.Manager, game, ch string, bots int, opts games.Options) {
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: game, Options: opts, Bots: bots,
		Host: session.Player{User: "u", Name: "U"}}); err != nil {
		t.Fatal(err)
	}
	out, err := mg.Start(ctx, ch, "u")
	if err != nil {
		t.Fatal(err)
	}
	st := out.State
	for !st.Result().Over {
		move := st.Default(0)
		if move == "" {
			t.Fatalf("%s: the human's seat may not move and the game is not over", game)
		}
		o, err := mg.Play(ctx, session.PlayRequest{Channel: ch, User: "u", Move: move})
		if err != nil {
			t.Fatal(err)
		}
		st = o.State
	}
}

// dataSize is the bytes of pages db uses.
func dataSize(t testing.TB, db *storage.DB) int64 {
	n, err := db.Size(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func fileSize(t testing.TB, path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Size()
}

// TestSizePerMatch reports the file bytes each finished match takes, per
// game, after compaction (go test -tags size -run TestSizePerMatch -v ./storage/).
func TestSizePerMatch(t *testing.T) {
	ctx := context.Background()
	dir := *sizeKeepDir
	if dir == "" {
		dir = t.TempDir()
	}
	for _, g := range []struct {
		game string
		bots int
	}{{"qwinto", 1}, {"quingo", 1}, {"cinqo", 1}, {"blingo", 1}, {"quinientos", 3}} {
		path := filepath.Join(dir, g.game+".db")
		os.Remove(path)
		db, err := storage.Open(path, storage.WithoutSyncForTests())
		if err != nil {
			t.Fatal(err)
		}
		empty := dataSize(t, db)
		for i := range *sizeGames {
			playOut(t, ctx, session.NewManager(db), g.game, fmt.Sprint("c", i), g.bots, nil)
		}
		used := dataSize(t, db)
		out := filepath.Join(dir, g.game+"-compact.db")
		if _, _, err := db.CompactTo(out); err != nil {
			t.Fatal(err)
		}
		db.Close()
		c, err := storage.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		compacted := dataSize(t, c)
		c.Close()
		t.Logf("%-10s %d finished matches with %d bot(s): %.0f bytes a match in use, %.0f compacted",
			g.game, *sizeGames, g.bots, float64(used-empty)/float64(*sizeGames), float64(compacted-empty)/float64(*sizeGames))
	}
}

// TestSizeRetention fills a file with finished solo Qwinto matches, half
// of them ended long ago, and reports its size as filled, after
// retention, and after compaction, with the longest retention step
// (go test -tags size -run TestSizeRetention -v -timeout 60m ./storage/).
func TestSizeRetention(t *testing.T) {
	ctx := context.Background()
	dir := *sizeKeepDir
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, "many.db")
	os.Remove(path)
	db, err := storage.Open(path, storage.WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := t0
	mg := session.NewManager(db, session.WithClock(func() time.Time { return now }))
	start := time.Now()
	for i := range *sizeMany {
		if i == *sizeMany/2 {
			now = t0.Add(365 * 24 * time.Hour)
		}
		playOut(t, ctx, mg, "qwinto", fmt.Sprint("c", i), 0, nil)
	}
	t.Logf("%d finished solo Qwinto matches in %v: file %.1f MB, pages in use %.1f MB", *sizeMany,
		time.Since(start).Round(time.Second), float64(fileSize(t, path))/1e6, float64(dataSize(t, db))/1e6)
	p := storage.NewLogPruner(db)
	var held []time.Duration
	total, steps := 0, 0
	for {
		s := time.Now()
		removed, wrapped, err := p.Step(ctx, now.Add(-180*24*time.Hour), now)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, time.Since(s))
		total += removed
		steps++
		if wrapped {
			break
		}
	}
	slices.Sort(held)
	t.Logf("retention removed %d logs in %d steps; a step held the writer p50 %v, p99 %v, max %v", total, steps,
		held[len(held)/2], held[len(held)*99/100], held[len(held)-1])
	t.Logf("after retention: file %.1f MB (bbolt keeps freed pages for reuse)", float64(fileSize(t, path))/1e6)
	out := filepath.Join(dir, "many-compact.db")
	if _, _, err := db.CompactTo(out); err != nil {
		t.Fatal(err)
	}
	c, err := storage.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	t.Logf("after compaction: file %.1f MB, pages in use %.1f MB", float64(fileSize(t, out))/1e6, float64(dataSize(t, c))/1e6)
}
