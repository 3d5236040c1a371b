package storage_test

import (
	"flag"
	"path/filepath"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// openTest opens a new database in t.TempDir and closes it at the end of
// the test.
func openTest(tb testing.TB, opts ...storage.Option) *storage.DB {
	tb.Helper()
	db, err := storage.Open(filepath.Join(tb.TempDir(), "quintet.db"), opts...)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// update rewrites the golden files under testdata/ (-update).
var update = flag.Bool("update", false, "rewrite the golden exports in testdata/")

var t0 = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

// lobby returns a new match in channel at version 1.
func lobby(channel string) *session.Match {
	return &session.Match{
		ID:      channel + "-1",
		Guild:   "guild-1",
		Channel: channel,
		Game:    "qwinto",
		Host:    "user-1",
		Players: []session.Player{{User: "user-1", Name: "Alice"}, {Name: "Bot 2", Bot: true}},
		Phase:   session.Lobby,
		Version: 1,
		Created: t0,
		Updated: t0,
	}
}

// move returns m one version on, playing, with the step that made it.
func move(m *session.Match) (*session.Match, *session.Step) {
	c := m.Clone()
	c.Version++
	c.Phase = session.Playing
	c.Updated = m.Updated.Add(time.Second)
	step := &session.Step{
		Version: c.Version,
		Seat:    games.Seat(c.Version % 2),
		User:    "user-1",
		Move:    "write red 3",
		Draws:   []games.Draw{{N: 6, Value: 1}, {N: 6, Value: 4}, {N: 6, Value: 2}},
		At:      c.Updated,
	}
	return c, step
}
