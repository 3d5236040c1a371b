package storetest

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// testCopiesIn checks that changing what was passed to Put does not change
// the store.
func testCopiesIn(t *testing.T, s session.Store) {
	m := newMatch("c1")
	mustPut(t, s, m, nil)
	open := next(m, session.Playing)
	openStep := stepFor(open, 2)
	mustPut(t, s, open, openStep)
	wantOpen, wantOpenStep := deepCopy(open), deepCopyStep(openStep)
	scribble(open)
	scribbleStep(openStep)
	wantMatch(t, s, "c1", wantOpen)
	wantLog(t, s, m.ID, wantOpenStep)

	done := next(wantOpen, session.Finished)
	doneStep := stepFor(done, 3)
	mustPut(t, s, done, doneStep)
	wantDone, wantDoneStep := deepCopy(done), deepCopyStep(doneStep)
	scribble(done)
	scribbleStep(doneStep)
	wantArchived(t, s, wantDone)
	wantLog(t, s, m.ID, wantOpenStep, wantDoneStep)
}

// testCopiesOut checks that changing what a store returned does not change
// the store.
func testCopiesOut(t *testing.T, s session.Store) {
	ctx := t.Context()
	m, steps := start(t, s, "c1", 3)
	done := next(m, session.Finished)
	last := stepFor(done, done.Version)
	mustPut(t, s, done, last)
	steps = append(steps, last)
	live, _ := start(t, s, "c2", 2)
	wantLive, wantDone := deepCopy(live), deepCopy(done)
	var wantSteps []*session.Step
	for _, st := range steps {
		wantSteps = append(wantSteps, deepCopyStep(st))
	}

	for range 2 {
		got, err := s.Get(ctx, "c2")
		if err != nil {
			t.Fatal(err)
		}
		scribble(got)
		all, err := s.OpenMatches(ctx)
		if err != nil || len(all) != 1 {
			t.Fatalf("OpenMatches = %d matches, %v; want 1", len(all), err)
		}
		scribble(all[0])
		old, err := s.Archived(ctx, done.ID)
		if err != nil {
			t.Fatal(err)
		}
		scribble(old)
		log, err := s.Log(ctx, done.ID)
		if err != nil || len(log) == 0 {
			t.Fatalf("Log = %d steps, %v", len(log), err)
		}
		for i := range log {
			scribbleStep(&log[i])
		}
		log[0].Version = 99
	}
	wantMatch(t, s, "c2", wantLive)
	wantArchived(t, s, wantDone)
	wantLog(t, s, done.ID, wantSteps...)
}

func wantArchived(t *testing.T, s session.Store, want *session.Match) {
	t.Helper()
	got, err := s.Archived(t.Context(), want.ID)
	if err != nil {
		t.Fatalf("Archived(%s): %v", want.ID, err)
	}
	if d := diffMatch(got, want); d != "" {
		t.Errorf("Archived(%s): %s", want.ID, d)
	}
}
