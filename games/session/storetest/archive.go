package storetest

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

func testArchive(t *testing.T, s session.Store, end session.Phase) {
	ctx := t.Context()
	m, steps := start(t, s, "c1", 4)
	done := next(m, end)
	last := stepFor(done, done.Version)
	mustPut(t, s, done, last)
	steps = append(steps, last)

	wantNoMatch(t, s, "c1")
	got, err := s.Archived(ctx, done.ID)
	if err != nil {
		t.Fatalf("Archived(%s): %v", done.ID, err)
	}
	if d := diffMatch(got, done); d != "" {
		t.Errorf("Archived(%s): %s", done.ID, d)
	}
	wantLog(t, s, done.ID, steps...)
	if open, err := s.OpenMatches(ctx); err != nil || len(open) != 0 {
		t.Errorf("OpenMatches = %d matches, %v; want none", len(open), err)
	}
	if err := s.Put(ctx, next(done, session.Playing), nil); !errors.Is(err, session.ErrStale) {
		t.Errorf("Put after %s: %v; want ErrStale", end, err)
	}

	// The channel is free for a new match with a log of its own.
	again := newMatch("c1")
	again.ID = "c1-m2"
	mustPut(t, s, again, nil)
	again2 := next(again, session.Playing)
	st := stepFor(again2, 2)
	mustPut(t, s, again2, st)
	wantMatch(t, s, "c1", again2)
	wantLog(t, s, again.ID, st)
	wantLog(t, s, done.ID, steps...)
	if got, err := s.Archived(ctx, done.ID); err != nil || diffMatch(got, done) != "" {
		t.Errorf("Archived(%s) after a new match opened: %+v, %v", done.ID, got, err)
	}
	if m, err := s.Archived(ctx, again.ID); !errors.Is(err, session.ErrNoMatchID) {
		t.Errorf("Archived(%s) of an open match = %+v, %v; want ErrNoMatchID", again.ID, m, err)
	}
}

func testSetBoard(t *testing.T, s session.Store) {
	ctx := t.Context()
	m, _ := start(t, s, "c1", 2)
	if err := s.SetBoard(ctx, "c1", 2, 2, "msg-1"); err != nil {
		t.Fatalf("SetBoard at the current version: %v", err)
	}
	m.BoardMessage, m.BoardVersion = "msg-1", 2
	wantMatch(t, s, "c1", m)
	for _, v := range []int64{1, 3} {
		if err := s.SetBoard(ctx, "c1", v, v, "msg-2"); !errors.Is(err, session.ErrStale) {
			t.Errorf("SetBoard at v%d with v2 stored: %v; want ErrStale", v, err)
		}
	}
	if err := s.SetBoard(ctx, "c2", 1, 1, "msg-3"); !errors.Is(err, session.ErrStale) {
		t.Errorf("SetBoard on an empty channel: %v; want ErrStale", err)
	}
	wantMatch(t, s, "c1", m)
	wantNoMatch(t, s, "c2")
	// The next version starts from the match as read, board included.
	m3 := next(m, session.Playing)
	mustPut(t, s, m3, nil)
	wantMatch(t, s, "c1", m3)
	// A board drawn at 2 and sent while the match went on to 3: recorded
	// at 3, drawn at 2, so that it still owes a redraw.
	if err := s.SetBoard(ctx, "c1", 3, 2, "msg-4"); err != nil {
		t.Fatalf("SetBoard drawn at v2, match at v3: %v", err)
	}
	m3.BoardMessage, m3.BoardVersion = "msg-4", 2
	wantMatch(t, s, "c1", m3)
	for _, v := range [][2]int64{{3, 4}, {2, 2}, {4, 3}} {
		if err := s.SetBoard(ctx, "c1", v[0], v[1], "msg-5"); !errors.Is(err, session.ErrStale) {
			t.Errorf("SetBoard at v%d drawn at v%d with v3 stored: %v; want ErrStale", v[0], v[1], err)
		}
	}
	wantMatch(t, s, "c1", m3)
}

func testSetBoardArchived(t *testing.T, s session.Store) {
	m, _ := start(t, s, "c1", 3)
	done := next(m, session.Finished)
	mustPut(t, s, done, nil)
	if err := s.SetBoard(t.Context(), "c1", done.Version, done.Version, "msg-1"); !errors.Is(err, session.ErrStale) {
		t.Errorf("SetBoard on an archived match: %v; want ErrStale", err)
	}
	got, err := s.Archived(t.Context(), done.ID)
	if err != nil {
		t.Fatal(err)
	}
	if d := diffMatch(got, done); d != "" {
		t.Errorf("Archived after SetBoard: %s", d)
	}
}

func testOpenMatches(t *testing.T, s session.Store) {
	want := map[string]*session.Match{}
	for _, ch := range []string{"c3", "c1", "c4", "c2"} {
		m, _ := start(t, s, ch, 2)
		want[ch] = m
	}
	mustPut(t, s, next(want["c4"], session.Cancelled), nil)
	delete(want, "c4")
	mustPut(t, s, next(want["c2"], session.Finished), nil)
	delete(want, "c2")
	want["c2"] = newMatch("c2")
	want["c2"].ID = "c2-m2"
	mustPut(t, s, want["c2"], nil)

	got, err := s.OpenMatches(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(got, func(a, b *session.Match) int { return strings.Compare(a.Channel, b.Channel) })
	var chans []string
	for _, m := range got {
		chans = append(chans, m.Channel)
		if w := want[m.Channel]; w != nil {
			if d := diffMatch(m, w); d != "" {
				t.Errorf("OpenMatches: %s: %s", m.Channel, d)
			}
		}
	}
	if !slices.Equal(chans, []string{"c1", "c2", "c3"}) {
		t.Errorf("OpenMatches channels = %v, want [c1 c2 c3]", chans)
	}
}
