package storage

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// diceMatch archives a Qwinto match of Alice ("u1") that rolled twice and
// once timed out, through Put as the manager writes it.
func diceMatch(t *testing.T, db *DB, id string) {
	t.Helper()
	ctx := context.Background()
	m := &session.Match{ID: id, Guild: "g", Channel: "c-" + id, Game: "qwinto", Phase: session.Lobby, Version: 1,
		Players: []session.Player{{User: "u1", Name: "Alice"}, {Name: "Bot 2", Bot: true}}}
	steps := []*session.Step{
		nil,
		{Seat: games.Spectator, User: "u1", Move: "start"},
		{Seat: 0, User: "u1", Move: "roll red", Draws: []games.Draw{{N: 6, Value: 2}}},
		{Seat: 1, Move: "roll red yellow", Draws: []games.Draw{{N: 6, Value: 2}, {N: 6, Value: 5}}},
		{Seat: 0, Move: "roll red", Timeout: true, Draws: []games.Draw{{N: 6, Value: 0}}},
		{Seat: games.Spectator, User: "u1", Move: "cancel"},
	}
	for i, s := range steps {
		m = m.Clone()
		m.Version = int64(i + 1)
		if i > 0 {
			m.Phase = session.Playing
			s.Version = m.Version
		}
		if i == len(steps)-1 {
			m.Phase = session.Cancelled
		}
		if err := db.Put(ctx, m, s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDiceCounts(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "quintet.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	diceMatch(t, db, "m1")
	diceMatch(t, db, "m2")
	ctx := context.Background()
	cases := []struct {
		game, user string
		want       session.DiceTally
	}{
		{"qwinto", session.AllPlayers, session.DiceTally{6: {2, 0, 4, 0, 0, 2}}},
		{"", session.AllPlayers, session.DiceTally{6: {2, 0, 4, 0, 0, 2}}},
		{"qwinto", "u1", session.DiceTally{6: {2, 0, 2, 0, 0, 0}}},
		{"quingo", "u1", session.DiceTally{}},
		{"qwinto", "u2", session.DiceTally{}},
	}
	for _, tc := range cases {
		got, err := db.Dice(ctx, "g", tc.game, tc.user)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Dice(g, %q, %q) = %v, %v; want %v", tc.game, tc.user, got, err, tc.want)
		}
	}
	if got, _ := db.Dice(ctx, "other", "", session.AllPlayers); len(got) != 0 {
		t.Errorf("another guild: %v", got)
	}
}

// TestMigrateDiceCounts: the matches archived before the dice counts
// existed are counted by the migration that creates them.
func TestMigrateDiceCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	old, err := Open(path, withMigrations(migrations[:5]))
	if err != nil {
		t.Fatal(err)
	}
	diceMatch(t, old, "m1")
	old.Close()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, err := db.Dice(context.Background(), "g", "qwinto", session.AllPlayers)
	if want := (session.DiceTally{6: {1, 0, 2, 0, 0, 1}}); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after the migration: %v, %v; want %v", got, err, want)
	}
}
