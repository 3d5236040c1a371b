package storage

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
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
		if d := session.StandingDiff(got, want); d != "" || got.Games == 0 || len(got.Trend) != len(want.Trend) {
			t.Errorf("%s after the migration: %s (%+v)", u, d, got)
		}
	}
	recs, err := db.Records(t.Context(), "g", "ch-g", "", 100)
	if err != nil || len(recs) != 12 {
		t.Errorf("records after the migration: %d, %v; want 12", len(recs), err)
	}
}

// playCinqo plays a one-round Cinq-O match of users in guild to its end
// through a Manager over db, every seat playing its default moves.
func playCinqo(t *testing.T, db *DB, guild, channel string, users ...string) string {
	t.Helper()
	return playCinqoWith(t, db, guild, channel, games.Options{"mode": "rounds", "rounds": "1"}, users...)
}

// playCinqoWith is playCinqo with the match options.
func playCinqoWith(t *testing.T, db *DB, guild, channel string, opts games.Options, users ...string) string {
	t.Helper()
	clock := statsT0
	return playCinqoOn(t, db, &clock, guild, channel, opts, users...)
}

// playCinqoOn is playCinqoWith on a clock that each step moves a second
// on: matches played on one clock end in the order they are played.
func playCinqoOn(t *testing.T, db *DB, clock *time.Time, guild, channel string, opts games.Options, users ...string) string {
	t.Helper()
	ctx := t.Context()
	mg := session.NewManager(db, session.WithClock(func() time.Time { *clock = clock.Add(time.Second); return *clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{uint64(len(channel)), uint64(len(users))} }))
	m, err := mg.Open(ctx, session.OpenRequest{Guild: guild, Channel: channel, Game: "cinqo",
		Options: opts, Host: session.Player{User: users[0], Name: users[0]}})
	if err != nil {
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
	for range 500 {
		cur, err := mg.Get(ctx, channel)
		if err != nil {
			return m.ID
		}
		st, err := cur.Decode()
		if err != nil {
			t.Fatal(err)
		}
		seat := st.Actors()[0]
		if _, err := mg.Play(ctx, session.PlayRequest{Channel: channel, User: cur.Players[seat].User, Move: st.Default(seat)}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the match does not end")
	return ""
}

func cinqoStanding(t *testing.T, db *DB, guild, user string) session.Standing {
	t.Helper()
	all, err := db.Standings(t.Context(), guild, "cinqo")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		if s.User == user {
			return s
		}
	}
	t.Fatalf("no standing of %s in %s", user, guild)
	return session.Standing{}
}

func TestRerate(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ids []string
	for i := range 3 {
		ids = append(ids, playCinqo(t, db, "g1", fmt.Sprintf("c%d", i), "a", "b", "c"))
		playCinqo(t, db, "g2", fmt.Sprintf("d%d", i), "a", "b")
	}
	ctx := t.Context()
	rep, err := db.Rerate(ctx, false)
	if err != nil || !rep.Match() || rep.Matches != 6 || rep.Counted != 6 || rep.Standings != 5 {
		t.Fatalf("Rerate of a consistent file = %+v, %v", rep, err)
	}
	before := cinqoStanding(t, db, "g1", "a")

	// Damage one standing, drop another, and change a stored result:
	// all three are reported, and a check alone changes nothing.
	a := before
	a.Wins += 3
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		if err := putStandings(tx, []session.Standing{a}); err != nil {
			return err
		}
		m, err := decodeMatch([]byte(ids[1]), tx.Bucket(bucketArchive).Get([]byte(ids[1])), "")
		if err != nil {
			return err
		}
		m.Result.Scores[0] += 1000
		v, _ := json.Marshal(m)
		if err := tx.Bucket(bucketArchive).Put([]byte(ids[1]), v); err != nil {
			return err
		}
		return tx.Bucket(bucketStandings).Delete(standingKey("g2", "cinqo", "b"))
	})
	if err != nil {
		t.Fatal(err)
	}
	rep, err = db.Rerate(ctx, false)
	if err != nil || rep.Match() || rep.DiffCount != 3 || rep.Written || !strings.Contains(strings.Join(rep.Diffs, "\n"), "differs from the log's") {
		t.Fatalf("Rerate check of a damaged file = %+v, %v; want 3 differences", rep, err)
	}
	if got := cinqoStanding(t, db, "g1", "a"); got.Wins != a.Wins {
		t.Errorf("a check changed the standing: %+v", got)
	}
	rep, err = db.Rerate(ctx, true)
	if err != nil || !rep.Written || rep.DiffCount != 3 {
		t.Fatalf("Rerate write = %+v, %v", rep, err)
	}
	// The stored result is still the damaged one; the log wins again.
	if rep, err = db.Rerate(ctx, false); err != nil || rep.DiffCount != 1 {
		t.Errorf("after the rewrite: %+v, %v; want only the result difference", rep, err)
	}
	if got := cinqoStanding(t, db, "g1", "a"); session.StandingDiff(got, before) != "" {
		t.Errorf("after the rewrite: %+v, want %+v", got, before)
	}
	if recs, err := db.Records(ctx, "g2", "", "b", 100); err != nil || len(recs) != 3 {
		t.Errorf("records of b after the rewrite: %d, %v", len(recs), err)
	}
}

// TestSolitaireBest plays solitaire Cinq-O to 100 twice: the standing keeps
// the fewest rounds from the engine's state, and no games or wins.
func TestSolitaireBest(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var rounds []int
	for _, ch := range []string{"s1", "s22"} {
		id := playCinqoWith(t, db, "g", ch, games.Options{"mode": "solitaire"}, "solo")
		m, err := db.Archived(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.Decode()
		if err != nil {
			t.Fatal(err)
		}
		n, ok := cinqo.RoundsTaken(st)
		if !ok {
			t.Fatalf("match %s is not a finished solitaire game", id)
		}
		rounds = append(rounds, n)
	}
	s := cinqoStanding(t, db, "g", "solo")
	if s.Measures["rounds"].Games != 2 || s.Measures["rounds"].Best != min(rounds[0], rounds[1]) || s.Games != 0 || s.Wins != 0 || s.Rated != 0 {
		t.Errorf("standing %+v; want 2 solitaire games, best of %v rounds, nothing else", s, rounds)
	}
}

// TestDamagedStandingDoesNotBlock: a standing that does not decode is
// started again when a match ends, and the match is archived.
func TestDamagedStandingDoesNotBlock(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket(bucketStandings).Put(standingKey("g", "qwinto", "a"), []byte("{not json"))
	})
	if err != nil {
		t.Fatal(err)
	}
	m := finishedMatch("g", 0)
	m.Version = 1 // a new match that ends at once
	if err := db.Put(t.Context(), m, nil); err != nil {
		t.Fatalf("Put of a finished match over a damaged standing: %v", err)
	}
	if _, err := db.Archived(t.Context(), m.ID); err != nil {
		t.Fatal(err)
	}
	if s := standingOf(t, db, "g", "a"); s.Games != 1 {
		t.Errorf("standing %+v, want one game", s)
	}
}
