package storetest

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// view returns what ViewArchive shows: the open and the ended matches,
// in their order, and the logs of all of them.
func view(t *testing.T, s session.Store) (open, ended []*session.Match, logs map[string][]session.Step) {
	t.Helper()
	logs = map[string][]session.Step{}
	err := s.ViewArchive(t.Context(), func(a session.Archive) error {
		keep := func(list *[]*session.Match) func(*session.Match) error {
			return func(m *session.Match) error {
				*list = append(*list, m)
				steps, pruned, err := a.Steps(m.ID)
				if pruned {
					t.Errorf("Steps(%s): pruned", m.ID)
				}
				logs[m.ID] = steps
				return err
			}
		}
		if err := a.EachOpen(keep(&open)); err != nil {
			return err
		}
		if err := a.EachEnded(keep(&ended)); err != nil {
			return err
		}
		if steps, pruned, err := a.Steps("no-such-match"); steps != nil || pruned || err != nil {
			t.Errorf("Steps of an unknown match = %v, %v, %v; want none", steps, pruned, err)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("ViewArchive: %v", err)
	}
	return open, ended, logs
}

// wantMatches checks a list of matches against want, in order.
func wantMatches(t *testing.T, what string, got []*session.Match, want ...*session.Match) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d matches, want %d", what, len(got), len(want))
	}
	for i := range want {
		if d := diffMatch(got[i], want[i]); d != "" {
			t.Errorf("%s, match %d: %s", what, i, d)
		}
	}
}

// testArchiveView: the view walks the open matches by channel and the
// ended ones by id, each with its log.
func testArchiveView(t *testing.T, s session.Store) {
	c2, steps2 := start(t, s, "c2", 3)
	c1 := newMatch("c1")
	mustPut(t, s, c1, nil)
	c3, steps3 := start(t, s, "c3", 2)
	done := next(c3, session.Finished)
	last := stepFor(done, done.Version)
	mustPut(t, s, done, last)
	a, _ := start(t, s, "a", 1)
	end := next(a, session.Cancelled)
	mustPut(t, s, end, nil)

	open, ended, logs := view(t, s)
	wantMatches(t, "EachOpen", open, c1, c2)
	wantMatches(t, "EachEnded", ended, end, done)
	if d := diffLog(logs[c2.ID], steps2); d != "" {
		t.Errorf("Steps(%s): %s", c2.ID, d)
	}
	if d := diffLog(logs[done.ID], append(steps3, last)); d != "" {
		t.Errorf("Steps(%s): %s", done.ID, d)
	}
	if len(logs[c1.ID]) != 0 || len(logs[end.ID]) != 0 {
		t.Errorf("logs of matches without steps: %v, %v", logs[c1.ID], logs[end.ID])
	}
}

// testArchiveViewStops: a walk stops at fn's first error and returns it.
func testArchiveViewStops(t *testing.T, s session.Store) {
	mustPut(t, s, newMatch("c1"), nil)
	mustPut(t, s, newMatch("c2"), nil)
	stop := errors.New("stop")
	calls := 0
	err := s.ViewArchive(t.Context(), func(a session.Archive) error {
		return a.EachOpen(func(*session.Match) error { calls++; return stop })
	})
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("ViewArchive = %v after %d calls; want stop after 1", err, calls)
	}
}
