package main

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// playedDB returns a closed database holding a Qwinto match of guild, in
// play after a few moves, in channel.
func playedDB(t *testing.T, path, guild, channel string) {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{3, 4} }))
	host := session.Player{User: "u1", Name: "Alice"}
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: guild, Channel: channel, Game: "qwinto", Host: host, Bots: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := mg.Start(ctx, channel, host.User); err != nil {
		t.Fatal(err)
	}
	for range 4 {
		m, err := mg.Get(ctx, channel)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := m.Decode()
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: channel, User: host.User, Move: st.Default(0)}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	playedDB(t, path, "g1", "c1")
	out, err := runArgs(t, []string{"QUINTET_DB=" + path}, "", "check")
	if err != nil || !strings.Contains(out, "no problems") {
		t.Fatalf("healthy database: %v\n%s", err, out)
	}

	// Damage the stored state: it no longer follows from the log.
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = b.Update(func(tx *bbolt.Tx) error {
		open := tx.Bucket([]byte("open"))
		var m session.Match
		p, err := storage.Unseal([]byte("c1"), open.Get([]byte("c1")))
		if err != nil {
			return err
		}
		if err := json.Unmarshal(p, &m); err != nil {
			return err
		}
		m.Players = m.Players[:1] // the log was played by two seats
		v, _ := json.Marshal(&m)
		if err := open.Put([]byte("c1"), storage.Seal([]byte("c1"), v)); err != nil {
			return err
		}
		return open.Put([]byte("c2"), []byte("not json"))
	})
	b.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, err = runArgs(t, nil, "", "check", "--db", path)
	if !errors.Is(err, errProblems) {
		t.Fatalf("damaged database: err %v\n%s", err, out)
	}
	t.Logf("check printed:\n%s", out)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 || !strings.Contains(out, "open match in c1") || !strings.Contains(out, "open match in c2") {
		t.Fatalf("want a line for c1 and one for c2:\n%s", out)
	}
}

func TestCheckRefusesBadInput(t *testing.T) {
	if _, err := runArgs(t, nil, "", "check", "extra"); err == nil {
		t.Error("check with an argument succeeded")
	}
	if _, err := runArgs(t, nil, "", "check", "--db", filepath.Join(t.TempDir(), "no", "such.db")); err == nil {
		t.Error("check of a file in a missing directory succeeded")
	}
}

// TestCheckFindsTheShardsDatabase: without --db, check opens the bot's
// file, QUINTET_DB with {shard} replaced, and refuses a bad shard.
func TestCheckFindsTheShardsDatabase(t *testing.T) {
	dir := t.TempDir()
	playedDB(t, filepath.Join(dir, "q-1.db"), "g1", "c1")
	env := []string{"QUINTET_DB=" + filepath.Join(dir, "q-{shard}.db"), "QUINTET_SHARD_ID=1", "QUINTET_SHARD_COUNT=2"}
	out, err := runArgs(t, env, "", "check")
	if err != nil || !strings.Contains(out, "q-1.db: no problems") {
		t.Fatalf("%v\n%s", err, out)
	}
	env[1] = "QUINTET_SHARD_ID=2"
	if out, err := runArgs(t, env, "", "check"); err == nil {
		t.Fatalf("shard 2 of 2 was accepted: %s", out)
	}
}

// TestCheckFindsStatisticsOff: standings that a rerate would not give
// are reported.
func TestCheckFindsStatisticsOff(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	playedDB(t, path, "g1", "c1")
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = b.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte("standings")).Put([]byte("g1/qwinto/u9"), []byte(`{"guild":"g1","game":"qwinto","user":"u9","name":"Zed","games":3,"wins":1}`))
	})
	b.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, err := runArgs(t, nil, "", "check", "--db", path)
	if !errors.Is(err, errProblems) || !strings.Contains(out, "statistics:") {
		t.Fatalf("err %v\n%s", err, out)
	}
}
