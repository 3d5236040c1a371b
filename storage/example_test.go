package storage_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

func Example() {
	dir, err := os.MkdirTemp("", "quintet")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db, err := storage.Open(filepath.Join(dir, "quintet.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()

	now := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	m := &session.Match{
		ID: "c1-1", Guild: "g1", Channel: "c1", Game: "qwinto", Host: "u1",
		Players: []session.Player{{User: "u1", Name: "Alice"}, {Name: "Bot 2", Bot: true}},
		Phase:   session.Lobby, Version: 1, Created: now, Updated: now,
	}
	if err := db.Put(ctx, m, nil); err != nil {
		log.Fatal(err)
	}

	// Each change is the next version; its step goes to the match's log.
	started := m.Clone()
	started.Phase, started.Version = session.Playing, 2
	step := &session.Step{Version: 2, Seat: games.Spectator, User: "u1", Move: "start",
		Draws: []games.Draw{{N: 6, Value: 2}, {N: 6, Value: 5}, {N: 6, Value: 0}}}
	if err := db.Put(ctx, started, step); err != nil {
		log.Fatal(err)
	}

	// A second writer that read version 1 is refused.
	late := m.Clone()
	late.Version = 2
	err = db.Put(ctx, late, nil)
	fmt.Println("late writer:", errors.Is(err, session.ErrStale), err)

	got, err := db.Get(ctx, "c1")
	if err != nil {
		log.Fatal(err)
	}
	steps, err := db.Log(ctx, got.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(got.ID, got.Phase, "version", got.Version)
	fmt.Println(steps[0].Move, steps[0].Draws)
	// Output:
	// late writer: true this board is out of date
	// c1-1 playing version 2
	// start [{6 2} {6 5} {6 0}]
}

func ExampleDB_Backup() {
	dir, err := os.MkdirTemp("", "quintet")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db, err := storage.Open(filepath.Join(dir, "quintet.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	m := &session.Match{ID: "c1-1", Guild: "g1", Channel: "c1", Game: "qwinto", Phase: session.Lobby, Version: 1}
	if err := db.Put(ctx, m, nil); err != nil {
		log.Fatal(err)
	}

	// Backup writes while other calls go on; the copy is a database file.
	var buf bytes.Buffer
	n, err := db.Backup(&buf)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("backup complete:", n == int64(buf.Len()))
	copyPath := filepath.Join(dir, "copy.db")
	if err := os.WriteFile(copyPath, buf.Bytes(), 0o600); err != nil {
		log.Fatal(err)
	}

	// BackupFile does the same into a file, atomically.
	if err := db.BackupFile(filepath.Join(dir, "backup.db")); err != nil {
		log.Fatal(err)
	}

	for _, name := range []string{"copy.db", "backup.db"} {
		b, err := storage.Open(filepath.Join(dir, name))
		if err != nil {
			log.Fatal(err)
		}
		got, err := b.Get(ctx, "c1")
		b.Close()
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(name, got.ID, got.Phase)
	}
	// Output:
	// backup complete: true
	// copy.db c1-1 lobby
	// backup.db c1-1 lobby
}
