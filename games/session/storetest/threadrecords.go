package storetest

import (
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// testThreadRecords checks that a match finished in a thread of a
// channel is recorded with that parent and listed among the channel's
// records as well as its thread's, after the channel's own match.
func testThreadRecords(t *testing.T, s session.Store) {
	st := statsOf(t, s)
	ctx := t.Context()
	finish(t, s, "c1", false, session.Finished)
	m := newMatch("t1")
	m.Thread.Parent = "c1"
	m.Created = m.Created.Add(43 * time.Second)
	m.Updated = m.Created
	mustPut(t, s, m, nil)
	p := next(m, session.Playing)
	mustPut(t, s, p, nil)
	mustPut(t, s, next(p, session.Finished), nil)
	list := func(channel string) []string {
		recs, err := st.Records(ctx, "guild-1", channel, "", 10)
		if err != nil {
			t.Fatalf("Records(%s): %v", channel, err)
		}
		var out []string
		for _, r := range recs {
			out = append(out, r.Match+"<"+r.Parent)
		}
		return out
	}
	if got, want := list("c1"), []string{"t1-m1<c1", "c1-m1<"}; !slices.Equal(got, want) {
		t.Errorf("Records(c1) = %v, want %v", got, want)
	}
	if got, want := list("t1"), []string{"t1-m1<c1"}; !slices.Equal(got, want) {
		t.Errorf("Records(t1) = %v, want %v", got, want)
	}
	if got, err := st.Records(ctx, "guild-1", "", "user-1", 10); err != nil || len(got) != 2 {
		t.Errorf("Records(user-1) = %d records, %v; want 2, the thread's once", len(got), err)
	}
}
