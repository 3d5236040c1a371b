package storage_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// twin is a session.Store that sends every write to a storage.DB and to a
// session.MemStore, the model of the Store contract, and fails the test
// when the two answer differently. Reads a Manager makes through it other
// than Get are the MemStore's; agree compares every read the contract
// has after each step of a run.
type twin struct {
	*session.MemStore
	db   *storage.DB
	path string
	t    testing.TB
	// ops describes the run so far, for the message of a failure.
	ops []string
	// ids holds every match id written, in order.
	ids []string
	// changed holds the ids written since the last check of their log
	// and archived record (see agree); all: every id may have changed.
	changed map[string]bool
	all     bool
	// seen counts what the run exercised (see coverage).
	seen coverage
}

// newTwin opens a DB in a new temporary file beside a new MemStore.
func newTwin(t testing.TB) *twin {
	tw := &twin{MemStore: session.NewMemStore(), path: filepath.Join(t.TempDir(), "twin.db"), t: t}
	tw.open()
	t.Cleanup(func() { tw.db.Close() })
	return tw
}

func (tw *twin) open() {
	db, err := storage.Open(tw.path, storage.WithoutSyncForTests())
	if err != nil {
		tw.fatalf("open: %v", err)
	}
	tw.db = db
}

// reopen closes the DB and opens its file again.
func (tw *twin) reopen() {
	if err := tw.db.Close(); err != nil {
		tw.fatalf("close: %v", err)
	}
	tw.open()
	tw.all = true
	tw.seen.reopens++
}

// note records an operation of the run.
func (tw *twin) note(format string, args ...any) {
	tw.ops = append(tw.ops, fmt.Sprintf(format, args...))
}

// touch records that the log or archived record of id may have changed.
func (tw *twin) touch(id string) {
	if tw.changed == nil {
		tw.changed = map[string]bool{}
	}
	tw.changed[id] = true
}

// fatalf fails the test with the operations that led there.
func (tw *twin) fatalf(format string, args ...any) {
	tw.t.Helper()
	tw.t.Fatalf("%s\nafter %d operations:\n\t%s", fmt.Sprintf(format, args...), len(tw.ops), strings.Join(tw.ops, "\n\t"))
}

// errKind names the error kinds of the Store contract, so that the two
// stores' errors compare by kind and not by text.
func errKind(err error) string {
	for _, k := range []struct {
		err  error
		name string
	}{
		{nil, "nil"}, {session.ErrStale, "ErrStale"}, {session.ErrChannelBusy, "ErrChannelBusy"},
		{session.ErrNoMatch, "ErrNoMatch"}, {session.ErrNoMatchID, "ErrNoMatchID"},
	} {
		if errors.Is(err, k.err) {
			return k.name
		}
	}
	return "other: " + err.Error()
}

// Get implements session.Store: the DB's match, once the MemStore's
// agrees with it.
func (tw *twin) Get(ctx context.Context, channel string) (*session.Match, error) {
	want, werr := tw.MemStore.Get(ctx, channel)
	got, err := tw.db.Get(ctx, channel)
	tw.sameMatch("Get("+channel+")", got, err, want, werr)
	return got, err
}

// Put implements session.Store: both stores take the same change, or
// both refuse it with the same kind of error.
func (tw *twin) Put(ctx context.Context, m *session.Match, steps ...*session.Step) error {
	// The MemStore gets copies, the DB the caller's values, so that a DB
	// that kept or changed them would show.
	mc := m.Clone()
	sc := make([]*session.Step, len(steps))
	for i, s := range steps {
		if s != nil {
			c := s.Clone()
			sc[i] = &c
		}
	}
	werr := tw.MemStore.Put(ctx, mc, sc...)
	err := tw.db.Put(ctx, m, steps...)
	n := len(session.Written(steps))
	tw.note("  Put(%s v%d, %d steps, phase %s) = %s", m.ID, m.Version, n, m.Phase, errKind(err))
	if errKind(err) != errKind(werr) {
		tw.fatalf("Put(%s v%d, %d steps): DB %v, MemStore %v", m.ID, m.Version, n, err, werr)
	}
	if err != nil {
		tw.seen.refused++
		return err
	}
	tw.seen.steps[min(n, 4)]++
	if !slices.Contains(tw.ids, m.ID) {
		tw.ids = append(tw.ids, m.ID)
	}
	tw.touch(m.ID)
	switch m.Phase {
	case session.Finished:
		tw.seen.finished++
	case session.Cancelled:
		tw.seen.cancelled++
	}
	return nil
}

// SetBoard implements session.Store on both stores.
func (tw *twin) SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error {
	werr := tw.MemStore.SetBoard(ctx, channel, at, drawn, message)
	err := tw.db.SetBoard(ctx, channel, at, drawn, message)
	tw.note("SetBoard(%s, at %d, drawn %d, %s) = %s", channel, at, drawn, message, errKind(err))
	if errKind(err) != errKind(werr) {
		tw.fatalf("SetBoard(%s, %d, %d): DB %v, MemStore %v", channel, at, drawn, err, werr)
	}
	if err == nil {
		tw.seen.boards++
	} else {
		tw.seen.stale++
	}
	return err
}

// Log implements session.Store: the DB's log, once the MemStore's
// agrees with it (the Manager reads it to take a move back).
func (tw *twin) Log(ctx context.Context, matchID string) ([]session.Step, error) {
	want, werr := tw.MemStore.Log(ctx, matchID)
	got, err := tw.db.Log(ctx, matchID)
	if errKind(err) != errKind(werr) {
		tw.fatalf("Log(%s): DB %v, MemStore %v", matchID, err, werr)
	}
	if d := tw.diffLog(got, want); d != "" {
		tw.fatalf("Log(%s): %s", matchID, d)
	}
	return got, err
}

// OpenMatches implements session.Store: the DB's, once the MemStore's
// agree with them (the Manager reads them to forget a user).
func (tw *twin) OpenMatches(ctx context.Context) ([]*session.Match, error) {
	want, werr := tw.MemStore.OpenMatches(ctx)
	got, err := tw.db.OpenMatches(ctx)
	if errKind(err) != errKind(werr) || !reflect.DeepEqual(got, want) && encode(tw.t, got) != encode(tw.t, want) {
		tw.fatalf("OpenMatches:\nDB       %s, %v\nMemStore %s, %v", encode(tw.t, got), err, encode(tw.t, want), werr)
	}
	return got, err
}

// QueueForget implements session.Forgetter on both stores.
func (tw *twin) QueueForget(ctx context.Context, user, label string) (string, error) {
	want, werr := tw.MemStore.QueueForget(ctx, user, label)
	got, err := tw.db.QueueForget(ctx, user, label)
	if got != want || errKind(err) != errKind(werr) {
		tw.fatalf("QueueForget(%s): DB %q, %v; MemStore %q, %v", user, got, err, want, werr)
	}
	return got, err
}

// Forget implements session.Forgetter on both stores.
func (tw *twin) Forget(ctx context.Context, user, label string) error {
	werr := tw.MemStore.Forget(ctx, user, label)
	err := tw.db.Forget(ctx, user, label)
	tw.note("  Forget(%s, %s) = %s", user, label, errKind(err))
	tw.all = true
	if errKind(err) != errKind(werr) {
		tw.fatalf("Forget(%s): DB %v, MemStore %v", user, err, werr)
	}
	tw.seen.forgets++
	return err
}

// sameMatch fails unless the DB's answer (got, err) is the MemStore's
// (want, werr): the same error kind, and matches that encode alike.
func (tw *twin) sameMatch(what string, got *session.Match, err error, want *session.Match, werr error) {
	tw.t.Helper()
	if errKind(err) != errKind(werr) {
		tw.fatalf("%s: DB %v, MemStore %v", what, err, werr)
	}
	if reflect.DeepEqual(got, want) {
		return // the common case, cheaper than encoding both
	}
	if g, w := encode(tw.t, got), encode(tw.t, want); g != w {
		tw.fatalf("%s differs:\nDB       %s\nMemStore %s", what, g, w)
	}
}

// encode returns the JSON of x: what both stores must agree on. Two
// matches with the same JSON are the same to every reader of a store,
// and a list is the same nil or empty.
func encode(t testing.TB, x any) string {
	if v := reflect.ValueOf(x); v.Kind() == reflect.Slice && v.Len() == 0 {
		return "[]"
	}
	b, err := json.Marshal(x)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// agree fails unless the two stores answer every read alike: the open
// match of each channel, the open matches, the log and the archived
// match of every id written, and what is due at now. Of the matches
// that have ended it reads only those a write since the last agree
// could change (every one after a Forget or a reopen, or with full),
// since their reads are the most of its cost.
func (tw *twin) agree(ctx context.Context, channels []string, now time.Time, full bool) {
	tw.t.Helper()
	for _, ch := range channels {
		want, werr := tw.MemStore.Get(ctx, ch)
		got, err := tw.db.Get(ctx, ch)
		tw.sameMatch("Get("+ch+")", got, err, want, werr)
	}
	want, _ := tw.OpenMatches(ctx)
	for _, g := range []string{"g1", "g2"} {
		want, werr := tw.MemStore.OpenIn(ctx, g)
		got, err := tw.db.OpenIn(ctx, g)
		if errKind(err) != errKind(werr) || encode(tw.t, got) != encode(tw.t, want) {
			tw.fatalf("OpenIn(%s):\nDB       %s, %v\nMemStore %s, %v", g, encode(tw.t, got), err, encode(tw.t, want), werr)
		}
	}
	if full || tw.all {
		tw.sameFootprints(ctx)
	}
	open := map[string]bool{}
	for _, m := range want {
		open[m.ID] = true
	}
	var ids []string
	for _, id := range tw.ids {
		if full || tw.all || open[id] || tw.changed[id] {
			ids = append(ids, id)
		}
	}
	tw.sameMatches(ctx, ids, open)
	tw.changed, tw.all = nil, false
	tw.sameDue(ctx, now, 0)
}

// sameMatches fails unless both stores hold the same log and archived
// match for each id; open holds the ids of the open matches.
func (tw *twin) sameMatches(ctx context.Context, ids []string, open map[string]bool) {
	tw.t.Helper()
	for _, id := range ids {
		got, _ := tw.Log(ctx, id)
		if open[id] && len(encode(tw.t, got)) > 1024 {
			tw.seen.longTails++
		}
		wm, werr := tw.MemStore.Archived(ctx, id)
		gm, err := tw.db.Archived(ctx, id)
		tw.sameMatch("Archived("+id+")", gm, err, wm, werr)
	}
}

// agreeOn is agree for one match: its channel and, with log, its log
// and, when it has ended, its archived record.
func (tw *twin) agreeOn(ctx context.Context, channel, id string, open, log bool) {
	tw.t.Helper()
	want, werr := tw.MemStore.Get(ctx, channel)
	got, err := tw.db.Get(ctx, channel)
	tw.sameMatch("Get("+channel+")", got, err, want, werr)
	if log {
		tw.sameMatches(ctx, []string{id}, map[string]bool{id: open})
	}
}

// sameDue fails unless both stores find the same deadlines due by until.
func (tw *twin) sameDue(ctx context.Context, until time.Time, limit int) []session.Deadline {
	tw.t.Helper()
	want, werr := tw.MemStore.Due(ctx, until, limit)
	got, err := tw.db.Due(ctx, until, limit)
	same := errKind(err) == errKind(werr) && len(got) == len(want)
	for i := 0; same && i < len(got); i++ {
		same = got[i].Channel == want[i].Channel && got[i].At.Equal(want[i].At)
	}
	if !same {
		tw.fatalf("Due(%s, %d):\nDB       %v, %v\nMemStore %v, %v", until.Format(time.RFC3339), limit, got, err, want, werr)
	}
	if len(got) > 0 {
		tw.seen.due++
	}
	return got
}

// verify fails unless storage's Verify finds the DB healthy.
func (tw *twin) verify(ctx context.Context) {
	tw.t.Helper()
	ps, err := tw.db.Verify(ctx)
	if err != nil || len(ps) > 0 {
		tw.fatalf("Verify: %v, %v", ps, err)
	}
}

// diffLog describes the first difference of the DB's log got from the
// MemStore's want, or returns "".
func (tw *twin) diffLog(got, want []session.Step) string {
	if len(got) == len(want) && (len(got) == 0 || reflect.DeepEqual(got, want)) {
		return ""
	}
	for i := range max(len(got), len(want)) {
		var g, w string
		if i < len(got) {
			g = encode(tw.t, got[i])
		}
		if i < len(want) {
			w = encode(tw.t, want[i])
		}
		if g != w {
			return fmt.Sprintf("%d steps, MemStore %d; step %d differs:\nDB       %s\nMemStore %s", len(got), len(want), i, g, w)
		}
	}
	return ""
}

// sameFootprints fails unless both stores keep the same about each user
// (see session.Footprint), standings in any order.
func (tw *twin) sameFootprints(ctx context.Context) {
	tw.t.Helper()
	for _, u := range modelUsers {
		want, werr := tw.MemStore.Footprint(ctx, u)
		got, err := tw.db.Footprint(ctx, u)
		// The contract leaves the order of the standings open.
		for _, f := range []session.Footprint{want, got} {
			slices.SortFunc(f.Standings, func(a, b session.Standing) int {
				return strings.Compare(a.Guild+"/"+a.Game, b.Guild+"/"+b.Game)
			})
		}
		if errKind(err) != errKind(werr) || encode(tw.t, got) != encode(tw.t, want) {
			tw.fatalf("Footprint(%s):\nDB       %s, %v\nMemStore %s, %v", u, encode(tw.t, got), err, encode(tw.t, want), werr)
		}
	}
}
