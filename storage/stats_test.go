package storage

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

var statsT0 = time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)

// finishedMatch is match i of guild g: users a and b (and c on odd i) in
// qwinto, finished; the winner rotates.
func finishedMatch(g string, i int) *session.Match {
	players := []session.Player{{User: "a", Name: "A"}, {User: "b", Name: "B"}}
	scores := []int{40 + i%7, 45 - i%5}
	if i%2 == 1 {
		players = append(players, session.Player{User: "c", Name: "C"})
		scores = append(scores, 30+i%11)
	}
	best, win := -1, games.Seat(0)
	for s, v := range scores {
		if v > best {
			best, win = v, games.Seat(s)
		}
	}
	return &session.Match{ID: fmt.Sprintf("%s-m%d", g, i), Guild: g, Channel: "ch-" + g, Game: "qwinto",
		Players: players, Phase: session.Finished, Version: 9,
		Result:  &games.Result{Over: true, Scores: scores, Winners: []games.Seat{win}},
		Created: statsT0, Updated: statsT0.Add(time.Duration(i) * time.Minute)}
}

// archiveRaw archives matches in one transaction, as Put does when they end.
func archiveRaw(t testing.TB, db *DB, ms ...*session.Match) {
	t.Helper()
	err := db.bolt.Update(func(tx *bbolt.Tx) error {
		for _, m := range ms {
			v, err := json.Marshal(m)
			if err != nil {
				return err
			}
			if err := archive(tx, m, v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func standingOf(t *testing.T, db *DB, guild, user string) session.Standing {
	t.Helper()
	all, err := db.Standings(t.Context(), guild, "qwinto")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		if s.User == user {
			return s
		}
	}
	t.Fatalf("no standing of %s in %s among %d", user, guild, len(all))
	return session.Standing{}
}

// TestRecordStatsOnce archives one match twice (as a replayed transaction
// would): it is counted once.
func TestRecordStatsOnce(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m := finishedMatch("g", 0)
	archiveRaw(t, db, m)
	archiveRaw(t, db, m)
	if s := standingOf(t, db, "g", "a"); s.Games != 1 || s.Rated != 1 {
		t.Errorf("after archiving twice: %+v, want one game", s)
	}
}

// TestMigrateTalliesArchive upgrades a schema-3 file with archived
// matches: the statistics migration tallies them as Put would have.
func TestMigrateTalliesArchive(t *testing.T) {
	dir := t.TempDir()
	old, err := Open(filepath.Join(dir, "old.db"), withMigrations(migrations[:3]))
	if err != nil {
		t.Fatal(err)
	}
	live, err := Open(filepath.Join(dir, "live.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	var ms []*session.Match
	for i := range 12 {
		ms = append(ms, finishedMatch("g", i))
	}
	cancelled := finishedMatch("g", 99)
	cancelled.Phase = session.Cancelled
	ms = append(ms, cancelled)
	// Schema 3 has no statistics: archive the way it did.
	err = old.bolt.Update(func(tx *bbolt.Tx) error {
		for _, m := range ms {
			v, _ := json.Marshal(m)
			if err := putRecord(tx, bucketArchive, m.ID, v); err != nil {
				return err
			}
			if err := putRecord(tx, bucketHistory, string(historyKey(m.Guild, m.Updated, m.ID)), []byte(m.Game)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	old.Close()
	archiveRaw(t, live, ms...)

	db, err := Open(filepath.Join(dir, "old.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, u := range []string{"a", "b", "c"} {
		got, want := standingOf(t, db, "g", u), standingOf(t, live, "g", u)
		if d := standingDiff(got, want); d != "" || got.Games == 0 || len(got.Trend) != len(want.Trend) {
			t.Errorf("%s after the migration: %s (%+v)", u, d, got)
		}
	}
	recs, err := db.Records(t.Context(), "g", "ch-g", "", 100)
	if err != nil || len(recs) != 12 {
		t.Errorf("records after the migration: %d, %v; want 12", len(recs), err)
	}
}

func TestRerate(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for i := range 10 {
		archiveRaw(t, db, finishedMatch("g1", i), finishedMatch("g2", i))
	}
	ctx := t.Context()
	rep, err := db.Rerate(ctx, false)
	if err != nil || !rep.Match() || rep.Matches != 20 || rep.Counted != 20 || rep.Standings != 6 {
		t.Fatalf("Rerate of a consistent file = %+v, %v", rep, err)
	}

	// Damage one standing and drop another: both are reported, and a
	// check alone changes nothing.
	a := standingOf(t, db, "g1", "a")
	a.Wins += 3
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		if err := putStandings(tx, []session.Standing{a}); err != nil {
			return err
		}
		return tx.Bucket(bucketStandings).Delete(standingKey("g2", "qwinto", "b"))
	})
	if err != nil {
		t.Fatal(err)
	}
	rep, err = db.Rerate(ctx, false)
	if err != nil || rep.Match() || rep.DiffCount != 2 || rep.Written {
		t.Fatalf("Rerate check of a damaged file = %+v, %v; want 2 differences", rep, err)
	}
	if got := standingOf(t, db, "g1", "a"); got.Wins != a.Wins {
		t.Errorf("a check changed the standing: %+v", got)
	}
	rep, err = db.Rerate(ctx, true)
	if err != nil || !rep.Written || rep.DiffCount != 2 {
		t.Fatalf("Rerate write = %+v, %v", rep, err)
	}
	if rep, err = db.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Errorf("after the rewrite: %+v, %v; want a match", rep, err)
	}
	if got := standingOf(t, db, "g1", "a"); got.Wins != a.Wins-3 {
		t.Errorf("wins after the rewrite %d, want %d", got.Wins, a.Wins-3)
	}
	if recs, err := db.Records(ctx, "g2", "", "b", 100); err != nil || len(recs) != 10 {
		t.Errorf("records of b after the rewrite: %d, %v", len(recs), err)
	}
}
