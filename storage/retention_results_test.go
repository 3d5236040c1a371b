package storage

import (
	"errors"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// resultsOf is everything a guild's players see of their finished
// matches once their logs may be gone: standings with ratings, each
// player's statistics, the history and its records, and each match's
// archived result.
type resultsOf struct {
	Standings []session.Standing
	Players   map[string][]session.Standing
	History   []*session.Match
	Records   map[string][]session.Record // by user
	Archived  map[string]*session.Match
}

func readResults(t *testing.T, db *DB, guild string, users []string, ids []string) resultsOf {
	t.Helper()
	ctx := t.Context()
	var r resultsOf
	var err error
	if r.Standings, err = db.Standings(ctx, guild, "cinqo"); err != nil {
		t.Fatal(err)
	}
	r.Players = map[string][]session.Standing{}
	r.Records = map[string][]session.Record{}
	for _, u := range users {
		if r.Players[u], err = db.PlayerStats(ctx, guild, u); err != nil {
			t.Fatal(err)
		}
		if r.Records[u], err = db.Records(ctx, guild, "", u, 100); err != nil {
			t.Fatal(err)
		}
	}
	if r.History, err = db.History(ctx, guild, 100); err != nil {
		t.Fatal(err)
	}
	r.Archived = map[string]*session.Match{}
	for _, id := range ids {
		if r.Archived[id], err = db.Archived(ctx, id); err != nil {
			t.Fatalf("archived %s: %v", id, err)
		}
	}
	return r
}

// TestRetentionKeepsResults: retention removes the logs of finished,
// rated matches and nothing else of them: their results, the history and
// its records, standings and ratings read the same after the logs go, and
// rebuilding the ratings from the archive finds nothing to change.
func TestRetentionKeepsResults(t *testing.T) {
	ctx := t.Context()
	db, err := Open(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	users := []string{"a", "b", "c"}
	clock, oneRound := statsT0, games.Options{"mode": "rounds", "rounds": "1"}
	ids := []string{
		playCinqoOn(t, db, &clock, "g", "ch1", oneRound, "a", "b"),
		playCinqoOn(t, db, &clock, "g", "ch22", oneRound, "b", "c", "a"),
		playCinqoOn(t, db, &clock, "g", "ch333", oneRound, "c", "a"),
	}
	before := readResults(t, db, "g", users, ids)
	if len(before.Standings) != 3 || len(before.History) != 3 || len(before.Records["a"]) != 3 {
		t.Fatalf("before retention: %d standings, %d matches in the history, %d records of a; want 3 each",
			len(before.Standings), len(before.History), len(before.Records["a"]))
	}
	for _, s := range before.Standings {
		if s.Games == 0 {
			t.Fatalf("standing of %s counts no game: %+v", s.User, s)
		}
	}
	for id, m := range before.Archived {
		if m.Result == nil || !m.Result.Over {
			t.Fatalf("match %s has no final result: %+v", id, m.Result)
		}
	}

	if rep, err := db.Rerate(ctx, false); err != nil || !rep.Match() {
		t.Errorf("rerate before retention: %+v, %v", rep, err)
	}
	now := statsT0.Add(60 * 24 * time.Hour)
	p := NewLogPruner(db)
	removed := 0
	for {
		n, wrapped, err := p.Step(ctx, now.Add(-30*24*time.Hour), now)
		if err != nil {
			t.Fatal(err)
		}
		removed += n
		if wrapped {
			break
		}
	}
	if removed != len(ids) {
		t.Fatalf("retention removed %d logs, want %d", removed, len(ids))
	}
	for _, id := range ids {
		if _, err := db.Log(ctx, id); !errors.Is(err, session.ErrLogPruned) {
			t.Fatalf("log of %s after retention: %v", id, err)
		}
	}

	after := readResults(t, db, "g", users, ids)
	if !reflect.DeepEqual(after.Standings, before.Standings) {
		t.Errorf("standings changed:\nbefore %+v\nafter  %+v", before.Standings, after.Standings)
	}
	if !reflect.DeepEqual(after.Players, before.Players) {
		t.Errorf("players' statistics changed:\nbefore %+v\nafter  %+v", before.Players, after.Players)
	}
	if !reflect.DeepEqual(after.Records, before.Records) {
		t.Errorf("records changed:\nbefore %+v\nafter  %+v", before.Records, after.Records)
	}
	if len(after.History) != len(before.History) {
		t.Errorf("history: %d matches after retention, %d before", len(after.History), len(before.History))
	}
	for i := range min(len(after.History), len(before.History)) {
		if a, b := after.History[i], before.History[i]; a.ID != b.ID || !reflect.DeepEqual(a.Result, b.Result) {
			t.Errorf("history entry %d: %s %+v, was %s %+v", i, a.ID, a.Result, b.ID, b.Result)
		}
	}
	for id, b := range before.Archived {
		if a := after.Archived[id]; !reflect.DeepEqual(a.Result, b.Result) || !reflect.DeepEqual(a.Players, b.Players) {
			t.Errorf("match %s: result %+v, was %+v", id, a.Result, b.Result)
		}
	}
	if rep, err := db.Rerate(ctx, false); err != nil || !rep.Match() || rep.Counted != len(ids) {
		t.Errorf("rerate after retention: %+v, %v; want %d matches counted and no difference", rep, err, len(ids))
	}
	if problems, err := db.Verify(ctx); err != nil || len(problems) != 0 {
		t.Errorf("verify after retention: %v %v", problems, err)
	}
}
