package storage

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"math"
	"slices"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/rating"
	"github.com/quintetbot/quintet/games/session"
)

// RerateReport is what Rerate found.
type RerateReport struct {
	Matches   int      // archived matches read
	Counted   int      // of them, finished matches tallied
	Standings int      // standings rebuilt
	Diffs     []string // how the stored statistics differed, at most MaxDiffs
	DiffCount int      // every difference, listed or not
	Written   bool     // the rebuilt statistics replaced the stored ones
}

// MaxDiffs is how many differences a RerateReport lists.
const MaxDiffs = 20

// Match reports whether the stored statistics equalled the rebuilt ones.
func (r RerateReport) Match() bool { return r.DiffCount == 0 }

// Rerate rebuilds every standing, rating and record from the archived
// matches, in the order they finished, and compares them with the stored
// ones. Each finished match's result is taken from its log, replayed with
// its recorded dice (the games must be registered); a result that differs
// from the stored one is reported and the log's is used, and a log that
// does not replay is reported and the stored result is used. With write,
// the rebuilt statistics replace the stored ones in the same transaction;
// without it nothing changes.
func (db *DB) Rerate(ctx context.Context, write bool) (RerateReport, error) {
	var rep RerateReport
	run := db.view
	if write {
		run = db.update
	}
	err := run(ctx, func(tx *bbolt.Tx) error {
		t, err := retallyWith(tx, func(m *session.Match) *session.Match { return replayed(tx, m, &rep) })
		if err != nil {
			return err
		}
		rep.Matches, rep.Counted, rep.Standings = t.matches, len(t.records), len(t.standings)
		if err := t.compare(tx, &rep); err != nil {
			return err
		}
		if err := t.seasons.compare(tx, &rep); err != nil {
			return err
		}
		if !write {
			return nil
		}
		rep.Written = true
		return t.replace(tx)
	})
	return rep, err
}

// tally is the statistics rebuilt from the archive.
type tally struct {
	matches   int
	standings map[string]session.Standing // by standingKey
	records   []session.Record            // in finishing order
	seasons   seasonTallies
}

// retally replays every archived match through session.Tally, guild by
// guild in the order of the history index (finishing time, then id).
func retally(tx *bbolt.Tx) (*tally, error) { return retallyWith(tx, nil) }

// retallyWith is retally with each archived match passed through load,
// when set, before it is tallied.
func retallyWith(tx *bbolt.Tx, load func(*session.Match) *session.Match) (*tally, error) {
	t := &tally{standings: map[string]session.Standing{}}
	archive, err := bucket(tx, bucketArchive)
	if err != nil {
		return nil, err
	}
	hist, err := bucket(tx, bucketHistory)
	if err != nil {
		return nil, err
	}
	err = hist.ForEach(func(k, _ []byte) error {
		id := k[bytes.LastIndexByte(k, '/')+1:]
		m, err := decodeMatch(id, archive.Get(id), "archived match "+string(id))
		if err != nil || m == nil {
			return err
		}
		t.matches++
		if load != nil {
			m = load(m)
		}
		rec, changed, ok := session.Tally(m, func(user string) session.Standing {
			return t.standings[string(standingKey(m.Guild, m.Game, user))]
		})
		if !ok {
			return nil
		}
		t.records = append(t.records, rec)
		for _, s := range changed {
			t.standings[string(standingKey(s.Guild, s.Game, s.User))] = s
		}
		return t.seasons.add(tx, m)
	})
	return t, err
}

// diff adds a difference to the report.
func (rep *RerateReport) diff(format string, args ...any) {
	rep.DiffCount++
	if len(rep.Diffs) < MaxDiffs {
		rep.Diffs = append(rep.Diffs, fmt.Sprintf(format, args...))
	}
}

// replayed returns m with the result its log gives, reporting a log that
// does not replay or a stored result that differs from it.
func replayed(tx *bbolt.Tx, m *session.Match, rep *RerateReport) *session.Match {
	if !m.Counts() || isPruned(tx, m.ID) {
		return m
	}
	r, err := fromLog(tx, m)
	if err != nil {
		rep.diff("match %s: the log does not replay (%v); its stored result is used", m.ID, err)
		return m
	}
	if !sameResult(m.Result, r.Result) {
		rep.diff("match %s: the stored result %v/%v differs from the log's %v/%v; the log's is used",
			m.ID, m.Result.Scores, m.Result.Winners, r.Result.Scores, r.Result.Winners)
	}
	return r
}

// compare lists how the stored standings and records differ from t.
func (t *tally) compare(tx *bbolt.Tx, rep *RerateReport) error {
	diff := rep.diff
	stand, err := bucket(tx, bucketStandings)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	err = stand.ForEach(func(k, v []byte) error {
		seen[string(k)] = true
		want, ok := t.standings[string(k)]
		if !ok {
			diff("%s: stored but no archived match makes it", k)
			return nil
		}
		got, err := decodeStanding(k, v)
		if err != nil {
			diff("%s: %v", k, err)
			return nil
		}
		if d := standingDiff(got, want); d != "" {
			diff("%s: %s", k, d)
		}
		return nil
	})
	if err != nil {
		return err
	}
	keys := make([]string, 0, len(t.standings))
	for k := range t.standings {
		if !seen[k] {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		diff("%s: missing", k)
	}
	return t.compareRecords(tx, rep)
}

// compareRecords lists how the stored match records differ from t's,
// each decoded as /history reads it.
func (t *tally) compareRecords(tx *bbolt.Tx, rep *RerateReport) error {
	recs, err := bucket(tx, bucketRecords)
	if err != nil {
		return err
	}
	want := make(map[string]*session.Record, len(t.records))
	for i := range t.records {
		want[t.records[i].Match] = &t.records[i]
	}
	err = recs.ForEach(func(k, v []byte) error {
		w, ok := want[string(k)]
		delete(want, string(k))
		if !ok {
			rep.diff("record of %s: stored but no archived match makes it", k)
			return nil
		}
		var got session.Record
		if err := decodeJSON(k, v, &got); err != nil {
			rep.diff("record of %s: does not decode: %v", k, err)
		} else if d := recordDiff(got, *w); d != "" {
			rep.diff("record of %s: %s", k, d)
		}
		return nil
	})
	ids := make([]string, 0, len(want))
	for id := range want {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		rep.diff("record of %s: missing", id)
	}
	return err
}

// recordDiff describes how got differs from want in what /history shows;
// "" when equal (ratings within 1e-9).
func recordDiff(got, want session.Record) string {
	switch {
	case got.Match != want.Match || got.Guild != want.Guild || got.Channel != want.Channel || got.Game != want.Game:
		return fmt.Sprintf("match/guild/channel/game %s/%s/%s/%s, rebuilt %s/%s/%s/%s", got.Match, got.Guild, got.Channel, got.Game, want.Match, want.Guild, want.Channel, want.Game)
	case !got.At.Equal(want.At):
		return fmt.Sprintf("at %s, rebuilt %s", got.At, want.At)
	case len(got.Seats) != len(want.Seats):
		return fmt.Sprintf("%d seats, rebuilt %d", len(got.Seats), len(want.Seats))
	}
	near := func(a, b *rating.Rating) bool {
		if a == nil || b == nil {
			return a == b
		}
		return math.Abs(a.Mu-b.Mu) <= 1e-9 && math.Abs(a.Sigma-b.Sigma) <= 1e-9
	}
	for i, g := range got.Seats {
		w := want.Seats[i]
		if g.User != w.User || g.Name != w.Name || g.Place != w.Place || g.Score != w.Score || g.Won != w.Won ||
			g.Resigned != w.Resigned || !maps.Equal(g.Measures, w.Measures) || !near(g.Before, w.Before) || !near(g.After, w.After) {
			return fmt.Sprintf("seat %d %+v, rebuilt %+v", i, g, w)
		}
	}
	return ""
}

// standingDiff describes how got differs from want; "" when equal
// (ratings within 1e-9).
func standingDiff(got, want session.Standing) string {
	near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-9 }
	switch {
	case got.Games != want.Games || got.Wins != want.Wins:
		return fmt.Sprintf("games/wins %d/%d, rebuilt %d/%d", got.Games, got.Wins, want.Games, want.Wins)
	case got.ScoreSum != want.ScoreSum || got.BestScore != want.BestScore:
		return fmt.Sprintf("scores %d/%d, rebuilt %d/%d", got.ScoreSum, got.BestScore, want.ScoreSum, want.BestScore)
	case !maps.Equal(got.Measures, want.Measures):
		return fmt.Sprintf("statistics %v, rebuilt %v", got.Measures, want.Measures)
	case got.Rated != want.Rated || !near(got.Rating.Mu, want.Rating.Mu) || !near(got.Rating.Sigma, want.Rating.Sigma):
		return fmt.Sprintf("rating %d %.6f/%.6f, rebuilt %d %.6f/%.6f", got.Rated, got.Rating.Mu, got.Rating.Sigma, want.Rated, want.Rating.Mu, want.Rating.Sigma)
	}
	return ""
}

// replace empties the statistics buckets and writes t.
func (t *tally) replace(tx *bbolt.Tx) error {
	for _, name := range [][]byte{bucketStandings, bucketRecords, bucketRecordIndex} {
		if err := tx.DeleteBucket(name); err != nil && err != bbolt.ErrBucketNotFound {
			return err
		}
		if _, err := tx.CreateBucket(name); err != nil {
			return err
		}
	}
	for _, r := range t.records {
		if err := putMatchRecord(tx, r); err != nil {
			return err
		}
	}
	changed := make([]session.Standing, 0, len(t.standings))
	for _, s := range t.standings {
		changed = append(changed, s)
	}
	if err := putStandings(tx, changed); err != nil {
		return err
	}
	return t.seasons.replace(tx)
}

// createStats creates the statistics buckets and tallies the matches
// already archived.
func createStats(tx *bbolt.Tx) error {
	t, err := retally(tx)
	if err != nil {
		return err
	}
	return t.replace(tx)
}
