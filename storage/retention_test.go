package storage_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestRetentionPrunesOldLogsOnly: the logs of matches that ended before
// the cutoff go, a few a transaction; the matches, newer logs, check,
// rerate and an export's round trip stay sound.
func TestRetentionPrunesOldLogsOnly(t *testing.T) {
	ctx := context.Background()
	db, err := storage.Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := t0
	mg := session.NewManager(db, session.WithClock(func() time.Time { return now }))
	end := func(n int, prefix string) []string {
		var ids []string
		for i := range n {
			ch := fmt.Sprintf("%s%d", prefix, i)
			if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g", Channel: ch, Game: "qwinto", Host: session.Player{User: "u", Name: "U"}}); err != nil {
				t.Fatal(err)
			}
			if _, err := mg.Start(ctx, ch, "u"); err != nil {
				t.Fatal(err)
			}
			m, err := mg.Cancel(ctx, ch, "u", true)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, m.ID)
		}
		return ids
	}
	old := end(40, "old")
	now = t0.Add(100 * 24 * time.Hour)
	recent := end(5, "new")

	p := storage.NewLogPruner(db)
	total, steps := 0, 0
	for {
		removed, wrapped, err := p.Step(ctx, now.Add(-30*24*time.Hour), now)
		if err != nil {
			t.Fatal(err)
		}
		if removed > 4 {
			t.Errorf("one step removed %d logs", removed)
		}
		total += removed
		steps++
		if wrapped {
			break
		}
	}
	if total != 40 || steps < 10 {
		t.Errorf("removed %d logs in %d steps, want 40 in at least 10", total, steps)
	}
	for _, id := range old {
		if _, err := db.Log(ctx, id); !errors.Is(err, session.ErrLogPruned) {
			t.Fatalf("log of old %s: %v", id, err)
		}
		if m, err := db.Archived(ctx, id); err != nil || m == nil {
			t.Fatalf("old match %s: %v", id, err)
		}
	}
	for _, id := range recent {
		if steps, err := db.Log(ctx, id); err != nil || len(steps) == 0 {
			t.Fatalf("log of recent %s: %d steps, %v", id, len(steps), err)
		}
	}
	if problems, err := db.Verify(ctx); err != nil || len(problems) != 0 {
		t.Errorf("verify after pruning: %v %v", problems, err)
	}
	var out bytes.Buffer
	if _, err := db.Export(ctx, &out, nil); err != nil {
		t.Fatal(err)
	}
	copyDB, err := storage.Open(filepath.Join(t.TempDir(), "copy.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer copyDB.Close()
	if _, err := copyDB.Import(ctx, &out); err != nil {
		t.Fatalf("import of an export with pruned logs: %v", err)
	}
	if _, err := copyDB.Log(ctx, old[0]); !errors.Is(err, session.ErrLogPruned) {
		t.Errorf("the imported copy's pruned log: %v", err)
	}
	if problems, err := copyDB.Verify(ctx); err != nil || len(problems) != 0 {
		t.Errorf("verify of the copy: %v %v", problems, err)
	}
}
