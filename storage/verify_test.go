package storage_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// populate fills db through a session.Manager with real games: in guild
// "ga" a finished Qwinto (c1) and a Cinq-O in play (c2); in guild "gb" a
// lobby (c3) and a Quinientos cancelled by a resignation (c4); settings
// for "ga" and a user who asked for messages.
func populate(t testing.TB, db *storage.DB) {
	t.Helper()
	ctx := context.Background()
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	seed := uint64(0)
	mg := session.NewManager(db,
		session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { seed++; return [2]uint64{seed, 7} }))
	alice := session.Player{User: "u1", Name: "Alice"}
	open := func(guild, channel, game string, bots int) {
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: guild, Channel: channel, Game: game, Host: alice, Bots: bots}); err != nil {
			t.Fatalf("open %s: %v", channel, err)
		}
	}
	start := func(channel string) {
		if _, err := mg.Start(ctx, channel, alice.User); err != nil {
			t.Fatalf("start %s: %v", channel, err)
		}
	}
	// play makes alice play her default move n times (n < 0: to the end).
	play := func(channel string, n int) {
		for i := 0; i != n; i++ {
			m, err := mg.Get(ctx, channel)
			if errors.Is(err, session.ErrNoMatch) {
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			st, err := m.Decode()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: channel, User: alice.User, Move: st.Default(0)}); err != nil {
				t.Fatalf("%s: play %q: %v", channel, st.Default(0), err)
			}
			if i > 2000 {
				t.Fatalf("%s does not end", channel)
			}
		}
	}
	open("ga", "c1", "qwinto", 2)
	start("c1")
	play("c1", -1)
	open("ga", "c2", "cinqo", 1)
	start("c2")
	play("c2", 3)
	open("gb", "c3", "blingo", 0)
	open("gb", "c4", "quinientos", 3)
	start("c4")
	if _, err := mg.Resign(ctx, "c4", alice.User); err != nil {
		t.Fatal(err)
	}
	if err := db.SetGuildSettings(ctx, "ga", session.GuildSettings{TurnTime: time.Hour}); err != nil {
		t.Fatal(err)
	}
	if err := db.SetNotify(ctx, "u1", true); err != nil {
		t.Fatal(err)
	}
}

// populated returns the path of a closed database filled by populate.
func populated(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "quintet.db")
	db, err := storage.Open(path, storage.WithoutSyncForTests())
	if err != nil {
		t.Fatal(err)
	}
	populate(t, db)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// verify opens path and returns what Verify finds.
func verify(t *testing.T, path string) []storage.Problem {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ps, err := db.Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func TestVerifyHealthy(t *testing.T) {
	path := populated(t)
	if ps := verify(t, path); len(ps) != 0 {
		t.Fatalf("problems in a healthy database: %v", ps)
	}
	// The fixture has what the checks are about.
	db, _ := storage.Open(path)
	defer db.Close()
	ctx := context.Background()
	open, _ := db.OpenMatches(ctx)
	hist, _ := db.History(ctx, "ga", 10)
	if len(open) != 2 || len(hist) != 1 || hist[0].Phase != session.Finished {
		t.Fatalf("fixture: %d open, history %+v", len(open), hist)
	}
}

// rawEdit changes the file at path with bbolt directly, as damage would,
// once every step is in a log bucket.
func rawEdit(t *testing.T, path string, fn func(tx *bbolt.Tx) error) {
	t.Helper()
	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.Update(storage.FlushTailsForTests); err != nil {
		t.Fatal(err)
	}
	if err := b.Update(fn); err != nil {
		t.Fatal(err)
	}
}

// editMatch rewrites the open match of channel.
func editMatch(channel string, fn func(m *session.Match)) func(tx *bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		b := tx.Bucket([]byte("open"))
		var m session.Match
		if err := unsealJSON([]byte(channel), b.Get([]byte(channel)), &m); err != nil {
			return err
		}
		fn(&m)
		v, _ := json.Marshal(&m)
		return b.Put([]byte(channel), storage.Seal([]byte(channel), v))
	}
}

// moveEntry moves the channel's entry in the deadline index by d, and
// records where it went if record.
func moveEntry(channel string, d time.Duration, record bool) func(tx *bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		idx := tx.Bucket([]byte("deadlines"))
		var was []byte
		idx.ForEach(func(k, _ []byte) error {
			if string(k[8:]) == channel {
				was = bytes.Clone(k)
			}
			return nil
		})
		if was == nil {
			return fmt.Errorf("no entry for %s", channel)
		}
		at := binary.BigEndian.AppendUint64(nil, uint64(int64(binary.BigEndian.Uint64(was))+int64(d)))
		if err := idx.Delete(was); err != nil {
			return err
		}
		if err := idx.Put(append(bytes.Clone(at), channel...), nil); err != nil {
			return err
		}
		if !record {
			return nil
		}
		return tx.Bucket([]byte("deadline_at")).Put([]byte(channel), at)
	}
}

// withDice selects for editStep the first step that drew dice.
const withDice = -100

// editStep rewrites step i (from 0; -1 for the last; withDice) of the log
// of the open match of channel.
func editStep(channel string, i int, fn func(s *session.Step)) func(tx *bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		var m session.Match
		if err := unsealJSON([]byte(channel), tx.Bucket([]byte("open")).Get([]byte(channel)), &m); err != nil {
			return err
		}
		log := tx.Bucket([]byte("logs")).Bucket([]byte(m.ID))
		var keys [][]byte
		log.ForEach(func(k, _ []byte) error { keys = append(keys, k); return nil })
		var s session.Step
		for j, k := range keys {
			if err := unsealJSON(k, log.Get(k), &s); err != nil {
				return err
			}
			if i == withDice && len(s.Draws) > 0 || i == j || i == j-len(keys) {
				i = j
				break
			}
		}
		fn(&s)
		v, _ := json.Marshal(&s)
		return log.Put(keys[i], storage.Seal(keys[i], v))
	}
}

func TestVerifyFindsDamage(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(tx *bbolt.Tx) error
		where string
		is    error
	}{
		{"state does not match the log", editMatch("c2", func(m *session.Match) {
			m.State = freshState(m)
		}), "open match in c2", storage.ErrReplay},
		{"broken move", editStep("c2", -1, func(s *session.Step) { s.Move = "frobnicate 12" }),
			"open match in c2", storage.ErrReplay},
		{"other dice", editStep("c2", withDice, func(s *session.Step) { s.Draws[0].N++ }),
			"open match in c2", storage.ErrReplay},
		{"dice left over", editStep("c2", withDice, func(s *session.Step) { s.Draws = append(s.Draws, games.Draw{N: 6}) }),
			"open match in c2", storage.ErrReplay},
		{"steps out of order", editStep("c2", -1, func(s *session.Step) { s.Version = 1 }),
			"open match in c2", storage.ErrBadLog},
		{"undecodable record", func(tx *bbolt.Tx) error {
			return tx.Bucket([]byte("open")).Put([]byte("c9"), []byte(`{"id":`))
		}, "open match in c9", storage.ErrCorrupt},
		{"undecodable step", editStepRaw("c2", []byte("{]")), "log of ", storage.ErrCorrupt},
		{"unknown game", editMatch("c2", func(m *session.Match) { m.Game = "chess" }),
			"open match in c2", games.ErrUnknownGame},
		{"missing guild index", func(tx *bbolt.Tx) error {
			return tx.Bucket([]byte("guild_open")).Delete([]byte("ga/c2"))
		}, "index guild_open", storage.ErrIndex},
		{"history without its match", func(tx *bbolt.Tx) error {
			return tx.Bucket([]byte("history")).Put([]byte("ga/2026-01-01T00:00:00.000000000Z/gone"), []byte("qwinto"))
		}, "index history", storage.ErrIndex},
		{"orphan log", func(tx *bbolt.Tx) error {
			_, err := tx.Bucket([]byte("logs")).CreateBucket([]byte("gone"))
			return err
		}, "log of gone", storage.ErrIndex},
		{"deadline without a match", func(tx *bbolt.Tx) error {
			return tx.Bucket([]byte("deadlines")).Put(append(make([]byte, 8), "c7"...), nil)
		}, "index deadlines", storage.ErrIndex},
		{"deadline entry after its Wake", moveEntry("c2", time.Hour, true), "index deadlines", storage.ErrIndex},
		{"deadline entry not where recorded", moveEntry("c2", -time.Hour, false), "index deadlines", storage.ErrIndex},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := populated(t)
			rawEdit(t, path, tt.edit)
			ps := verify(t, path)
			if len(ps) == 0 {
				t.Fatal("no problem found")
			}
			for _, p := range ps {
				if strings.HasPrefix(p.Where, tt.where) && errors.Is(p.Err, tt.is) {
					return
				}
			}
			t.Fatalf("want a problem in %q that is %v; got %v", tt.where, tt.is, ps)
		})
	}
}

// freshState returns a state that decodes but is not the match's: that
// of a fresh game of the same kind.
func freshState(m *session.Match) []byte {
	rules, _ := games.Lookup(m.Game)
	st, _ := rules.New(m.Options, len(m.Players), &games.Fixed{Values: []int{1, 2, 3, 4, 5}})
	b, _ := st.Encode()
	return b
}

// editStepRaw replaces the first log step of the open match of channel.
func editStepRaw(channel string, v []byte) func(tx *bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		var m session.Match
		if err := unsealJSON([]byte(channel), tx.Bucket([]byte("open")).Get([]byte(channel)), &m); err != nil {
			return err
		}
		return tx.Bucket([]byte("logs")).Bucket([]byte(m.ID)).Put(make([]byte, 8), v)
	}
}

// unsealJSON decodes the stored record v under key into x.
func unsealJSON(key, v []byte, x any) error {
	p, err := storage.Unseal(key, v)
	if err != nil {
		return err
	}
	return json.Unmarshal(p, x)
}
