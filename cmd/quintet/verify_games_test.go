package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// TestVerifyAcceptsEveryGame: an honest match of each of the five games,
// played to its end, verifies (exit 0) as a quintet export and as a
// /history export: the results recomputed from the moves, partnerships
// and forfeits included, are those the exports state.
func TestVerifyAcceptsEveryGame(t *testing.T) {
	for _, game := range []string{"qwinto", "quingo", "cinqo", "blingo", "quinientos"} {
		t.Run(game, func(t *testing.T) {
			lines := playedExport(t, game)
			if out, err := runArgs(t, nil, strings.Join(lines, "\n"), "verify", "-"); err != nil || !strings.Contains(out, "verified: 1;") {
				t.Fatalf("quintet export: %v\n%s", err, out)
			}
			_, rec := archived(t, lines)
			b, _ := json.Marshal(historyExport(rec))
			if out, err := runArgs(t, nil, string(b), "verify", "-"); err != nil {
				t.Fatalf("/history export: %v\n%s", err, out)
			}
		})
	}
}

// playedExport plays a match of game to its end (Alice against bots) and
// returns the lines of the database's export.
func playedExport(t *testing.T, game string) []string {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	clock := session.CommitmentsSince.Add(time.Hour)
	mg := session.NewManager(db, session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{21, 4} }))
	host := session.Player{User: "u1", Name: "Alice"}
	bots := 1
	if game == "quinientos" {
		bots = 3
	}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g1", Channel: "c1", Game: game, Host: host, Bots: bots}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, "c1", host.User); err != nil {
		t.Fatal(err)
	}
	for n := 0; ; n++ {
		m, err := mg.Get(ctx, "c1")
		if err != nil {
			break // archived: the game is over
		}
		st, _ := m.Decode()
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: "c1", User: host.User, Move: st.Default(0)}); err != nil || n > 3000 {
			t.Fatalf("move %d: %v", n, err)
		}
	}
	db.Close()
	file := filepath.Join(t.TempDir(), "all.jsonl")
	if out, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", "export", file); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	data, _ := os.ReadFile(file)
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}
