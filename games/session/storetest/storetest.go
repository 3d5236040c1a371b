package storetest

import (
	"errors"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// Run checks that the stores open returns keep the session.Store contract.
// Each subtest calls open once for an empty store of its own; open should
// register any clean-up (closing, removing files) with t.Cleanup.
// Run the suite with -race: two subtests write from many goroutines.
func Run(t *testing.T, open func(t *testing.T) session.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s session.Store)
	}{
		{"Empty", testEmpty},
		{"PutNewThenGet", testPutNew},
		{"ChannelBusy", testChannelBusy},
		{"NextVersion", testNextVersion},
		{"Stale", testStale},
		{"LogInOrder", testLogInOrder},
		{"SeveralSteps", testSeveralSteps},
		{"Finished", func(t *testing.T, s session.Store) { testArchive(t, s, session.Finished) }},
		{"Cancelled", func(t *testing.T, s session.Store) { testArchive(t, s, session.Cancelled) }},
		{"SetBoard", testSetBoard},
		{"SetBoardAfterArchive", testSetBoardArchived},
		{"OpenMatches", testOpenMatches},
		{"Due", testDue},
		{"OpenIn", testOpenIn},
		{"CopiesIn", testCopiesIn},
		{"CopiesOut", testCopiesOut},
		{"ConcurrentChannels", testConcurrentChannels},
		{"ConcurrentSameVersion", testConcurrentSameVersion},
		{"Stats", testStats},
		{"ThreadRecords", testThreadRecords},
		{"Interactions", testInteractions},
		{"Forget", testForget},
		{"Mailbox", testMailbox},
		{"ArchiveView", testArchiveView},
		{"ArchiveViewStops", testArchiveViewStops},
		{"ImportWriter", testImportWriter},
		{"ImportAbort", testImportAbort},
		{"ImportEndedBesideOpen", testImportEndedBesideOpen},
		{"ArchiveByEnd", testArchiveByEnd},
		{"ArchiveStats", testArchiveStats},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.test(t, open(t))
		})
	}
}

func mustPut(t *testing.T, s session.Store, m *session.Match, step *session.Step) {
	t.Helper()
	if err := s.Put(t.Context(), m, step); err != nil {
		t.Fatalf("Put(%s v%d): %v", m.Channel, m.Version, err)
	}
}

// wantMatch checks that the open match of channel equals want.
func wantMatch(t *testing.T, s session.Store, channel string, want *session.Match) {
	t.Helper()
	got, err := s.Get(t.Context(), channel)
	if err != nil {
		t.Fatalf("Get(%s): %v", channel, err)
	}
	if d := diffMatch(got, want); d != "" {
		t.Errorf("Get(%s): %s", channel, d)
	}
}

// wantNoMatch checks that channel has no open match.
func wantNoMatch(t *testing.T, s session.Store, channel string) {
	t.Helper()
	if m, err := s.Get(t.Context(), channel); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("Get(%s) = %+v, %v; want ErrNoMatch", channel, m, err)
	}
}

// wantLog checks the log of a match.
func wantLog(t *testing.T, s session.Store, matchID string, want ...*session.Step) {
	t.Helper()
	got, err := s.Log(t.Context(), matchID)
	if err != nil {
		t.Fatalf("Log(%s): %v", matchID, err)
	}
	if d := diffLog(got, want); d != "" {
		t.Errorf("Log(%s): %s", matchID, d)
	}
}

// play puts versions 2..last of m, each with its step, and returns the
// match at last and the steps.
func play(t *testing.T, s session.Store, m *session.Match, last int64) (*session.Match, []*session.Step) {
	t.Helper()
	var steps []*session.Step
	for m.Version < last {
		m = next(m, session.Playing)
		st := stepFor(m, m.Version)
		mustPut(t, s, m, st)
		steps = append(steps, st)
	}
	return m, steps
}

// start opens a match in channel and plays it to version last.
func start(t *testing.T, s session.Store, channel string, last int64) (*session.Match, []*session.Step) {
	t.Helper()
	m := newMatch(channel)
	mustPut(t, s, m, nil)
	return play(t, s, m, last)
}

func testEmpty(t *testing.T, s session.Store) {
	ctx := t.Context()
	wantNoMatch(t, s, "c1")
	if m, err := s.Archived(ctx, "c1-m1"); !errors.Is(err, session.ErrNoMatchID) {
		t.Errorf("Archived = %+v, %v; want ErrNoMatchID", m, err)
	}
	if ms, err := s.OpenMatches(ctx); err != nil || len(ms) != 0 {
		t.Errorf("OpenMatches = %+v, %v; want none", ms, err)
	}
	if steps, err := s.Log(ctx, "c1-m1"); err != nil || len(steps) != 0 {
		t.Errorf("Log of an unknown match = %+v, %v; want none", steps, err)
	}
}

func testPutNew(t *testing.T, s session.Store) {
	m := newMatch("c1")
	mustPut(t, s, m, nil)
	wantMatch(t, s, "c1", m)
	wantLog(t, s, m.ID)
	wantNoMatch(t, s, "c2")
}

func testChannelBusy(t *testing.T, s session.Store) {
	first := newMatch("c1")
	mustPut(t, s, first, nil)
	second := newMatch("c1")
	second.ID = "c1-m2"
	second.Host = "user-2"
	for _, m := range []*session.Match{second, first} {
		if err := s.Put(t.Context(), m, stepFor(m, 1)); !errors.Is(err, session.ErrChannelBusy) {
			t.Errorf("Put(%s v1) on a busy channel: %v; want ErrChannelBusy", m.ID, err)
		}
	}
	wantMatch(t, s, "c1", first)
	wantLog(t, s, first.ID)
	wantLog(t, s, second.ID)
}

func testNextVersion(t *testing.T, s session.Store) {
	m := newMatch("c1")
	mustPut(t, s, m, nil)
	m2 := next(m, session.Playing)
	st := stepFor(m2, 2)
	mustPut(t, s, m2, st)
	wantMatch(t, s, "c1", m2)
	wantLog(t, s, m.ID, st)
	// A change without a step bumps the version and logs nothing.
	m3 := next(m2, session.Playing)
	mustPut(t, s, m3, nil)
	wantMatch(t, s, "c1", m3)
	wantLog(t, s, m.ID, st)
}

func testStale(t *testing.T, s session.Store) {
	m, steps := start(t, s, "c1", 3)
	otherID := next(m, session.Playing)
	otherID.ID = "c1-m2"
	otherChannel := next(m, session.Playing)
	otherChannel.Channel = "c2"
	tests := []struct {
		name string
		m    *session.Match
	}{
		{"same", m.Clone()},
		{"older", func() *session.Match { c := next(m, session.Playing); c.Version = 2; return c }()},
		{"skipped", func() *session.Match { c := next(m, session.Playing); c.Version = 5; return c }()},
		{"other match", otherID},
		{"empty channel", otherChannel},
		{"finished", func() *session.Match { c := next(m, session.Finished); c.Version = 3; return c }()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.m.Host = "changed"
			if err := s.Put(t.Context(), tt.m, stepFor(tt.m, tt.m.Version)); !errors.Is(err, session.ErrStale) {
				t.Errorf("Put(%s v%d) with v3 stored: %v; want ErrStale", tt.m.Channel, tt.m.Version, err)
			}
			wantMatch(t, s, "c1", m)
			wantLog(t, s, m.ID, steps...)
			wantNoMatch(t, s, "c2")
		})
	}
}

func testLogInOrder(t *testing.T, s session.Store) {
	first := newMatch("c1")
	start := stepFor(first, 1)
	start.Move, start.Seat = session.StepStart.Move(), games.Spectator
	mustPut(t, s, first, start)
	m, steps := play(t, s, first, 12)
	wantMatch(t, s, "c1", m)
	wantLog(t, s, m.ID, append([]*session.Step{start}, steps...)...)
}

// testSeveralSteps checks a Put of several steps: the stored version must
// be m.Version less their number, nil steps do not count, and the log
// gets them all in order; a match that ends by such a Put is archived
// with its whole log.
func testSeveralSteps(t *testing.T, s session.Store) {
	ctx := t.Context()
	first := newMatch("c1")
	start := stepFor(first, 1)
	start.Move, start.Seat = session.StepStart.Move(), games.Spectator
	mustPut(t, s, first, start)
	log := []*session.Step{start}
	m := first
	for _, k := range []int{3, 1, 5} {
		c := m
		var steps []*session.Step
		for range k {
			c = next(c, session.Playing)
			steps = append(steps, stepFor(c, c.Version))
		}
		if k > 1 {
			if err := s.Put(ctx, c, steps[1:]...); !errors.Is(err, session.ErrStale) {
				t.Fatalf("Put of v%d from v%d with %d steps = %v, want ErrStale", c.Version, m.Version, k-1, err)
			}
		}
		if err := s.Put(ctx, c, append([]*session.Step{nil}, steps...)...); err != nil {
			t.Fatalf("Put of v%d from v%d with %d steps: %v", c.Version, m.Version, k, err)
		}
		m, log = c, append(log, steps...)
		wantMatch(t, s, "c1", m)
		wantLog(t, s, m.ID, log...)
	}
	end := next(next(m, session.Playing), session.Finished)
	steps := []*session.Step{stepFor(end, end.Version-1), stepFor(end, end.Version)}
	if err := s.Put(ctx, end, steps...); err != nil {
		t.Fatalf("Put of the end with 2 steps: %v", err)
	}
	if _, err := s.Get(ctx, "c1"); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("Get after the end = %v, want ErrNoMatch", err)
	}
	wantLog(t, s, end.ID, append(log, steps...)...)
}
