package storetest

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// record returns m with its log as an export record.
func record(m *session.Match, steps []*session.Step) session.ExportRecord {
	r := session.ExportRecord{Match: m.Clone()}
	for _, st := range steps {
		r.Log = append(r.Log, st.Clone())
	}
	return r
}

// write writes rec and checks whether it was written; the store's own
// readers may not be called until the import ends.
func write(t *testing.T, w session.ImportWriter, line int, rec session.ExportRecord, wrote bool) {
	t.Helper()
	got, err := w.Write(line, rec)
	if err != nil || got != wrote {
		t.Fatalf("Write(line %d) = %v, %v; want %v", line, got, err, wrote)
	}
}

// testImportWriter: an import writes new matches, replaces older versions
// log and all, keeps the same or newer ones, refuses a match twice and
// an open match in a busy channel, and shows all of it once committed.
func testImportWriter(t *testing.T, s session.Store) {
	ctx := t.Context()
	old, oldSteps := start(t, s, "c1", 2)
	kept, _ := start(t, s, "c2", 4)
	busy := newMatch("c3")
	mustPut(t, s, busy, nil)

	newer, newerSteps := advance(old, 4)
	newerSteps = append(oldSteps, newerSteps...)
	done, doneSteps := advance(newMatch("c4"), 3)
	done = next(done, session.Finished)
	doneSteps = append(doneSteps, stepFor(done, done.Version))
	intruder := newMatch("c3")
	intruder.ID = "c3-m2"
	older, _ := advance(newMatch(kept.Channel), 3)

	w, err := s.BeginImport(ctx)
	if err != nil {
		t.Fatal(err)
	}
	write(t, w, 2, record(newer, newerSteps), true)
	write(t, w, 3, record(older, nil), false)
	write(t, w, 4, record(done, doneSteps), true)
	var dup *session.DuplicateError
	if _, err := w.Write(5, record(done, doneSteps)); !errors.As(err, &dup) || dup.Line != 4 || dup.Match != done.ID {
		t.Errorf("Write of a match again = %v; want a DuplicateError naming line 4", err)
	}
	if _, err := w.Write(6, record(intruder, nil)); !errors.Is(err, session.ErrChannelBusy) {
		t.Errorf("Write of an open match in a busy channel = %v; want ErrChannelBusy", err)
	}
	if err := w.Commit(true); err != nil {
		t.Fatalf("Commit: %v", err)
	}
	wantMatch(t, s, "c1", newer)
	wantLog(t, s, newer.ID, newerSteps...)
	wantMatch(t, s, "c2", kept)
	wantMatch(t, s, "c3", busy)
	got, err := s.Archived(ctx, done.ID)
	if err != nil || diffMatch(got, done) != "" {
		t.Errorf("Archived(%s) = %+v, %v", done.ID, got, err)
	}
	wantLog(t, s, done.ID, doneSteps...)
}

// advance returns m played on to version last, in no store, with the
// steps from m's version on.
func advance(m *session.Match, last int64) (*session.Match, []*session.Step) {
	var steps []*session.Step
	for m.Version < last {
		m = next(m, session.Playing)
		steps = append(steps, stepFor(m, m.Version))
	}
	return m, steps
}

// testImportAbort: an aborted import leaves the store as it was.
func testImportAbort(t *testing.T, s session.Store) {
	ctx := t.Context()
	m, steps := start(t, s, "c1", 2)
	w, err := s.BeginImport(ctx)
	if err != nil {
		t.Fatal(err)
	}
	newer := next(m, session.Finished)
	write(t, w, 2, record(newer, append(steps, stepFor(newer, newer.Version))), true)
	write(t, w, 3, record(newMatch("c2"), nil), true)
	w.Abort()
	wantMatch(t, s, "c1", m)
	wantLog(t, s, m.ID, steps...)
	wantNoMatch(t, s, "c2")
	if got, err := s.Archived(ctx, newer.ID); !errors.Is(err, session.ErrNoMatchID) {
		t.Errorf("Archived(%s) after an abort = %+v, %v", newer.ID, got, err)
	}
	// The store takes writes again.
	mustPut(t, s, newMatch("c2"), nil)
}

// testImportEndedBesideOpen: an ended match imported into a channel that
// holds another, open, match is archived and leaves the open one be.
func testImportEndedBesideOpen(t *testing.T, s session.Store) {
	ctx := t.Context()
	open, _ := start(t, s, "c1", 2)
	ended, steps := advance(newMatch("c1"), 2)
	ended.ID = "c1-m0"
	ended = next(ended, session.Finished)
	w, err := s.BeginImport(ctx)
	if err != nil {
		t.Fatal(err)
	}
	write(t, w, 2, record(ended, steps), true)
	if err := w.Commit(true); err != nil {
		t.Fatal(err)
	}
	wantMatch(t, s, "c1", open)
	if all, err := s.OpenMatches(ctx); err != nil || len(all) != 1 {
		t.Errorf("OpenMatches = %d, %v; want c1's", len(all), err)
	}
	if got, err := s.Archived(ctx, ended.ID); err != nil || diffMatch(got, ended) != "" {
		t.Errorf("Archived(%s) = %+v, %v", ended.ID, got, err)
	}
}
