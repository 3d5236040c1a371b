package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// seasonDB writes a file whose guild g1 has had monthly seasons since
// 1 November 2026 and played a one-round Cinq-O match on 22 November and
// two on 2 December.
func seasonDB(t *testing.T, path string) {
	t.Helper()
	ctx := context.Background()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.UpdateSeasons(ctx, "g1", func(c *session.SeasonConfig) error {
		c.Plan, _ = c.Plan.Set(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), session.Monthly)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, at := range []time.Time{
		time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 2, 13, 0, 0, 0, time.UTC),
	} {
		clock := at
		mg := session.NewManager(db, session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
			session.WithSeeds(func() [2]uint64 { return [2]uint64{uint64(i), 9} }))
		channel := fmt.Sprintf("c%d", i)
		users := []string{"u1", "u2", "u3"}[:2+i%2]
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: "g1", Channel: channel, Game: "cinqo",
			Options: games.Options{"mode": "rounds", "rounds": "1"}, Host: session.Player{User: users[0], Name: users[0]}}); err != nil {
			t.Fatal(err)
		}
		for _, u := range users[1:] {
			if _, err := mg.Join(ctx, channel, session.Player{User: u, Name: u}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := mg.Start(ctx, channel, users[0]); err != nil {
			t.Fatal(err)
		}
		for {
			m, err := mg.Get(ctx, channel)
			if err != nil {
				break
			}
			st, _ := m.Decode()
			seat := st.Actors()[0]
			if _, err := mg.Play(ctx, session.PlayRequest{Channel: channel, User: m.Players[seat].User, Move: st.Default(seat)}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// seasonTables reads the season standings of g1's two seasons.
func seasonTables(t *testing.T, path string) map[string][]session.Standing {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	out := map[string][]session.Standing{}
	for _, s := range []string{"2026-11", "2026-12"} {
		all, err := db.SeasonStandings(context.Background(), "g1", s, "cinqo")
		if err != nil {
			t.Fatal(err)
		}
		out[s] = all
	}
	return out
}

// TestRerateSeasons: rerate after play leaves the season tables as they
// were, and rerate --check finds a season standing no match makes.
func TestRerateSeasons(t *testing.T) {
	path := filepath.Join(t.TempDir(), "quintet.db")
	seasonDB(t, path)
	before := seasonTables(t, path)
	if len(before["2026-11"]) != 2 || len(before["2026-12"]) != 3 {
		t.Fatalf("season tables after play: %+v", before)
	}
	if out, err := runArgs(t, nil, "", "check", "--db", path); err != nil || !strings.Contains(out, "no problems") {
		t.Fatalf("check: %v\n%s", err, out)
	}
	out, err := runArgs(t, nil, "", "rerate", "--db", path)
	if err != nil || !strings.Contains(out, "match the archive") {
		t.Fatalf("rerate after play: %v\n%s", err, out)
	}
	if after := seasonTables(t, path); !reflect.DeepEqual(before, after) {
		t.Errorf("rerate changed the season tables:\n%+v\n%+v", before, after)
	}

	b, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	k := []byte("g1/2026-11/cinqo/u9")
	err = b.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte("season_standings")).Put(k, storage.Seal(k, []byte(`{"guild":"g1","game":"cinqo","user":"u9","name":"Zed","games":3,"wins":3}`)))
	})
	b.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, err = runArgs(t, nil, "", "rerate", "--db", path, "--check")
	if !errors.Is(err, errStatsDiffer) || !strings.Contains(out, "differs: season g1/2026-11/cinqo/u9: stored but no archived match makes it") {
		t.Fatalf("check of a damaged season: %v\n%s", err, out)
	}
	if out, err = runArgs(t, nil, "", "rerate", "--db", path); err != nil || !strings.Contains(out, "1 differences; the rebuilt statistics are stored") {
		t.Fatalf("rerate: %v\n%s", err, out)
	}
	if after := seasonTables(t, path); !reflect.DeepEqual(before, after) {
		t.Errorf("the rebuilt season tables differ from those of play:\n%+v\n%+v", before, after)
	}
}
