package session

import (
	"context"
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/quintetbot/quintet/games/rating"
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
// the rebuilt statistics replace the stored ones in the same update of
// the archive (Archiver.UpdateArchive); without it, it reads one view and
// nothing changes.
func Rerate(ctx context.Context, st Archiver, write bool) (RerateReport, error) {
	var rep RerateReport
	run := func(a StatsArchive) error {
		t, err := RetallyArchive(a, func(m *Match) *Match { return replayed(a, m, &rep) })
		if err != nil {
			return err
		}
		rep.Matches, rep.Counted, rep.Standings = t.matches, len(t.records), len(t.standings)
		if err := t.compare(a, &rep); err != nil {
			return err
		}
		if err := t.seasons.compare(a, &rep); err != nil {
			return err
		}
		if !write {
			return nil
		}
		rep.Written = true
		return a.ReplaceStats(t.records, t.Standings(), t.Seasons())
	}
	var err error
	if write {
		err = st.UpdateArchive(ctx, run)
	} else {
		err = st.ViewArchive(ctx, func(a Archive) error { return run(readOnly{a}) })
	}
	return rep, err
}

// readOnly is an Archive that Rerate's check reads and never writes.
type readOnly struct{ Archive }

func (readOnly) ReplaceStats([]Record, []Standing, []SeasonStanding) error {
	return fmt.Errorf("session: rerate: a check writes nothing")
}

// Retally is statistics rebuilt from the archive, one match at a time in
// the order they finished.
type Retally struct {
	matches   int
	standings map[string]Standing // by StandingKey
	records   []Record            // in finishing order
	seasons   seasonTallies
}

// NewRetally returns empty statistics.
func NewRetally() *Retally { return &Retally{standings: map[string]Standing{}} }

// StandingKey names a standing in reports (and bbolt keys it so): guild,
// game and user joined by "/".
func StandingKey(guild, game, user string) string { return guild + "/" + game + "/" + user }

// RetallyArchive replays every archived match of a through Tally, in the
// order of Archive.EachByEnd, each passed through load, when set, before
// it is tallied. It keeps every record.
func RetallyArchive(a Archive, load func(*Match) *Match) (*Retally, error) {
	t := NewRetally()
	err := a.EachByEnd(func(m *Match) error {
		t.matches++
		if load != nil {
			m = load(m)
		}
		rec, ok, err := t.Add(a, m)
		if ok {
			t.records = append(t.records, rec)
		}
		return err
	})
	return t, err
}

// Add tallies m into t's standings, and into its season's when its
// guild has seasons (read from a), and returns its record; false when m
// does not count. The record is not kept: RetallyArchive keeps them, a
// caller that writes them as it goes need not.
func (t *Retally) Add(a Archive, m *Match) (Record, bool, error) {
	rec, changed, ok := Tally(m, func(user string) Standing {
		return t.standings[StandingKey(m.Guild, m.Game, user)]
	})
	for _, s := range changed {
		t.standings[StandingKey(s.Guild, s.Game, s.User)] = s
	}
	return rec, ok, t.seasons.add(a, m)
}

// Records returns the records kept, in finishing order.
func (t *Retally) Records() []Record { return t.records }

// Standings returns every standing, in no particular order.
func (t *Retally) Standings() []Standing {
	out := make([]Standing, 0, len(t.standings))
	for _, s := range t.standings {
		out = append(out, s)
	}
	return out
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
func replayed(a Archive, m *Match, rep *RerateReport) *Match {
	if !m.Counts() {
		return m
	}
	steps, pruned, err := a.Steps(m.ID)
	if pruned {
		return m
	}
	var r *Match
	if err == nil {
		r, err = FromLog(m, steps)
	}
	if err != nil {
		rep.diff("match %s: the log does not replay (%v); its stored result is used", m.ID, err)
		return m
	}
	if !SameResult(m.Result, r.Result) {
		rep.diff("match %s: the stored result %v/%v differs from the log's %v/%v; the log's is used",
			m.ID, m.Result.Scores, m.Result.Winners, r.Result.Scores, r.Result.Winners)
	}
	return r
}

// compare lists how the stored standings and records differ from t.
func (t *Retally) compare(a Archive, rep *RerateReport) error {
	if err := compareStandings(rep, "", t.standings, a.EachStanding); err != nil {
		return err
	}
	return t.compareRecords(a, rep)
}

// compareStandings lists how the standings each walks differ from want,
// each named by its key after prefix.
func compareStandings(rep *RerateReport, prefix string, want map[string]Standing, each func(func(string, Standing, error) error) error) error {
	seen := map[string]bool{}
	err := each(func(k string, got Standing, err error) error {
		seen[k] = true
		w, ok := want[k]
		switch {
		case !ok:
			rep.diff("%s%s: stored but no archived match makes it", prefix, k)
		case err != nil:
			rep.diff("%s%s: %v", prefix, k, err)
		default:
			if d := StandingDiff(got, w); d != "" {
				rep.diff("%s%s: %s", prefix, k, d)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	keys := make([]string, 0, len(want))
	for k := range want {
		if !seen[k] {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		rep.diff("%s%s: missing", prefix, k)
	}
	return nil
}

// compareRecords lists how the stored match records differ from t's,
// each decoded as /history reads it.
func (t *Retally) compareRecords(a Archive, rep *RerateReport) error {
	want := make(map[string]*Record, len(t.records))
	for i := range t.records {
		want[t.records[i].Match] = &t.records[i]
	}
	err := a.EachRecord(func(k string, got Record, err error) error {
		w, ok := want[k]
		delete(want, k)
		switch {
		case !ok:
			rep.diff("record of %s: stored but no archived match makes it", k)
		case err != nil:
			rep.diff("record of %s: does not decode: %v", k, err)
		default:
			if d := recordDiff(got, *w); d != "" {
				rep.diff("record of %s: %s", k, d)
			}
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
func recordDiff(got, want Record) string {
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

// StandingDiff describes how got differs from want; "" when equal
// (ratings within 1e-9).
func StandingDiff(got, want Standing) string {
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
