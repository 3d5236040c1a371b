package storage

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// playCinqoAt plays a one-round Cinq-O match between users on a clock
// that starts at start and ticks a second per call, so it finishes a few
// seconds after start.
func playCinqoAt(t *testing.T, db *DB, guild, channel string, start time.Time, users ...string) {
	t.Helper()
	ctx := t.Context()
	clock := start
	mg := session.NewManager(db, session.WithClock(func() time.Time { clock = clock.Add(time.Second); return clock }),
		session.WithSeeds(func() [2]uint64 { return [2]uint64{uint64(len(channel)), uint64(len(users))} }))
	if _, err := mg.Open(ctx, session.OpenRequest{Guild: guild, Channel: channel, Game: "cinqo",
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
	for range 500 {
		cur, err := mg.Get(ctx, channel)
		if err != nil {
			return
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
}

func seasonStanding(t *testing.T, db *DB, guild, season, user string) (session.Standing, bool) {
	t.Helper()
	all, err := db.SeasonStandings(t.Context(), guild, season, "cinqo")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		if s.User == user {
			return s, true
		}
	}
	return session.Standing{}, false
}

// TestSeasonStandings plays in two months of a server with monthly
// seasons and in a server without: each season rates from scratch while
// the all-time standings go on, rerate rebuilds the seasons exactly and
// finds a damaged one, and forget moves them under the label.
func TestSeasonStandings(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	nov := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	dec := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	// Matches before seasons were turned on stay out of them.
	playCinqoAt(t, db, "g1", "c0", nov.Add(-24*time.Hour), "a", "b")
	err = db.UpdateSeasons(ctx, "g1", func(c *session.SeasonConfig) error {
		c.Plan, _ = c.Plan.Set(nov, session.Monthly)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	playCinqoAt(t, db, "g1", "c1", nov.Add(time.Hour), "a", "b", "c")
	playCinqoAt(t, db, "g1", "c2", nov.Add(2*time.Hour), "a", "b")
	playCinqoAt(t, db, "g1", "c3", dec, "a", "b")
	playCinqoAt(t, db, "g2", "d1", dec, "a", "b")

	if s, ok := seasonStanding(t, db, "g1", "2026-11", "a"); !ok || s.Games != 2 || s.Rated != 2 {
		t.Errorf("a in November: %+v %v, want 2 rated games", s, ok)
	}
	dA, ok := seasonStanding(t, db, "g1", "2026-12", "a")
	if !ok || dA.Games != 1 || dA.Rated != 1 {
		t.Fatalf("a in December: %+v %v, want 1 rated game", dA, ok)
	}
	if _, ok := seasonStanding(t, db, "g1", "2026-12", "c"); ok {
		t.Error("c has a December standing without a December game")
	}
	// December's rating started fresh: a's first game there moves it
	// from the default, as g2's first game does, not from the four
	// games behind the all-time rating.
	all := cinqoStanding(t, db, "g1", "a")
	if all.Rated != 4 || len(dA.Trend) != 1 || all.Rating == dA.Rating {
		t.Errorf("all-time %d rated, %v; December %v: the season did not start fresh", all.Rated, all.Rating, dA.Rating)
	}
	if g2, ok := seasonStanding(t, db, "g2", "2026-12", "a"); ok {
		t.Errorf("a server without seasons has a season standing %+v", g2)
	}
	if got, err := db.SeasonGames(ctx, "g1", "2026-11"); err != nil || len(got) != 1 || got[0] != "cinqo" {
		t.Errorf("games of November: %v %v", got, err)
	}

	rep, err := db.Rerate(ctx, false)
	if err != nil || !rep.Match() {
		t.Fatalf("rerate after play: %+v %v; want no difference", rep, err)
	}
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket(bucketSeasonStandings).Delete(seasonStandingKey("g1", "2026-11", "cinqo", "c"))
	})
	if err != nil {
		t.Fatal(err)
	}
	rep, err = db.Rerate(ctx, false)
	if err != nil || rep.DiffCount != 1 || !strings.Contains(rep.Diffs[0], "season g1/2026-11/cinqo/c: missing") {
		t.Fatalf("rerate check after a lost season standing: %+v %v", rep, err)
	}
	if rep, err = db.Rerate(ctx, true); err != nil || !rep.Written {
		t.Fatalf("rerate: %+v %v", rep, err)
	}
	if rep, err = db.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Fatalf("rerate after the rewrite: %+v %v", rep, err)
	}
	if s, ok := seasonStanding(t, db, "g1", "2026-11", "c"); !ok || s.Games != 1 {
		t.Errorf("c in November after rerate: %+v %v", s, ok)
	}

	if err := db.Forget(ctx, "a", "former-1"); err != nil {
		t.Fatal(err)
	}
	if _, ok := seasonStanding(t, db, "g1", "2026-12", "a"); ok {
		t.Error("a keeps a season standing after forget")
	}
	if s, ok := seasonStanding(t, db, "g1", "2026-12", "former-1"); !ok || s.Games != 1 {
		t.Errorf("the label's December standing: %+v %v", s, ok)
	}
}

// TestSeasonsDue indexes each server at the end of its next season to
// handle, and moves it as the announcements go on.
func TestSeasonsDue(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	nov := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	set := func(guild string, sc session.Scheme) {
		err := db.UpdateSeasons(ctx, guild, func(c *session.SeasonConfig) error { c.Plan, _ = c.Plan.Set(nov, sc); return nil })
		if err != nil {
			t.Fatal(err)
		}
	}
	set("q", session.Quarterly)
	set("m", session.Monthly)
	due, err := db.SeasonsDue(ctx, session.Forever, 0)
	if err != nil || len(due) != 2 || due[0].Guild != "m" || !due[0].At.Equal(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)) || due[1].Guild != "q" {
		t.Fatalf("due: %+v %v", due, err)
	}
	err = db.UpdateSeasons(ctx, "m", func(c *session.SeasonConfig) error { c.Announced = due[0].At; return nil })
	if err != nil {
		t.Fatal(err)
	}
	if due, err = db.SeasonsDue(ctx, time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), 0); err != nil || len(due) != 2 || due[0].Guild != "m" || due[1].Guild != "q" {
		t.Fatalf("due after December's announcement: %+v %v", due, err)
	}
	set("q", session.NoSeasons) // from January on
	err = db.UpdateSeasons(ctx, "q", func(c *session.SeasonConfig) error { c.Announced = c.Due(); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if due, err = db.SeasonsDue(ctx, session.Forever, 0); err != nil || len(due) != 1 || due[0].Guild != "m" {
		t.Fatalf("due after q's seasons ended: %+v %v", due, err)
	}
}

// TestVerifySeasons: check finds a changed season record and an index
// entry that no guild's seasons make.
func TestVerifySeasons(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := t.Context()
	nov := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	err = db.UpdateSeasons(ctx, "g1", func(c *session.SeasonConfig) error { c.Plan, _ = c.Plan.Set(nov, session.Monthly); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if probs, err := db.Verify(ctx); err != nil || len(probs) != 0 {
		t.Fatalf("healthy file: %v %v", probs, err)
	}
	err = db.bolt.Update(func(tx *bbolt.Tx) error {
		v := tx.Bucket(bucketSeasons).Get([]byte("g1"))
		bad := append([]byte(nil), v...)
		bad[len(bad)-3] ^= 1
		if err := tx.Bucket(bucketSeasons).Put([]byte("g1"), bad); err != nil {
			return err
		}
		return tx.Bucket(bucketSeasonDue).Put(deadlineKey(nov, "g9"), nil)
	})
	if err != nil {
		t.Fatal(err)
	}
	probs, err := db.Verify(ctx)
	var got []string
	for _, p := range probs {
		got = append(got, p.Where+": "+p.Err.Error())
	}
	all := strings.Join(got, "\n")
	if err != nil || !strings.Contains(all, "seasons of guild g1") || !strings.Contains(all, "g9") {
		t.Errorf("problems of a damaged file:\n%s\n%v", all, err)
	}
}
