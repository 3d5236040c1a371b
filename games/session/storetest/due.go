package storetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// testDue checks the deadline index: one entry per open match with a
// Wake, moved by every Put, dropped by the archive, kept by SetBoard.
func testDue(t *testing.T, s session.Store) {
	ctx := t.Context()
	at := func(h int) time.Time { return t0.Add(time.Duration(h) * time.Hour) }
	ms := map[string]*session.Match{}
	for i, ch := range []string{"c3", "c1", "c2", "c4"} {
		m, _ := start(t, s, ch, 2)
		w := next(m, session.Playing)
		w.Wake = at(10 - i) // c3:10 c1:9 c2:8 c4:7
		if ch == "c2" {
			w.Wake = at(9) // ties with c1: by channel
		}
		mustPut(t, s, w, nil)
		ms[ch] = w
	}
	wantDue(t, s, at(100), 0, "c4@7 c1@9 c2@9 c3@10")
	wantDue(t, s, at(9), 0, "c4@7 c1@9 c2@9")
	wantDue(t, s, at(100), 2, "c4@7 c1@9")
	wantDue(t, s, at(6), 0, "")

	// A move replaces the entry; a match with no Wake has none.
	c4 := next(ms["c4"], session.Playing)
	c4.Wake = at(20)
	mustPut(t, s, c4, nil)
	c1 := next(ms["c1"], session.Playing)
	c1.Wake = time.Time{}
	mustPut(t, s, c1, nil)
	wantDue(t, s, at(100), 0, "c2@9 c3@10 c4@20")

	// SetBoard keeps it; the archive drops it.
	if err := s.SetBoard(ctx, "c4", c4.Version, c4.Version, "msg"); err != nil {
		t.Fatal(err)
	}
	mustPut(t, s, next(ms["c3"], session.Finished), nil)
	wantDue(t, s, at(100), 0, "c2@9 c4@20")
	if got, err := s.Get(ctx, "c2"); err != nil || !got.Wake.Equal(at(9)) {
		t.Errorf("Get(c2).Wake = %v, %v; want %v", got.Wake, err, at(9))
	}
}

func wantDue(t *testing.T, s session.Store, until time.Time, limit int, want string) {
	t.Helper()
	ds, err := s.Due(t.Context(), until, limit)
	if err != nil {
		t.Fatalf("Due: %v", err)
	}
	got := ""
	for i, d := range ds {
		if i > 0 {
			got += " "
		}
		got += fmt.Sprintf("%s@%d", d.Channel, int(d.At.Sub(t0)/time.Hour))
	}
	if got != want {
		t.Errorf("Due(+%v, %d) = %q, want %q", until.Sub(t0), limit, got, want)
	}
}

// testOpenIn checks the open matches of a guild: a match is listed from
// its opening to its end, in its own guild only.
func testOpenIn(t *testing.T, s session.Store) {
	ctx := t.Context()
	for _, ch := range []string{"c3", "c1", "c2"} {
		m := newMatch(ch)
		if ch == "c2" {
			m.Guild = "guild-2"
		}
		mustPut(t, s, m, nil)
	}
	c4, _ := start(t, s, "c4", 2)
	mustPut(t, s, next(c4, session.Finished), nil)
	want := map[string]string{"guild-1": "c1 c3", "guild-2": "c2", "guild-3": ""}
	for guild, chans := range want {
		got, err := s.OpenIn(ctx, guild)
		if err != nil {
			t.Fatalf("OpenIn(%s): %v", guild, err)
		}
		var names []string
		for _, m := range got {
			names = append(names, m.Channel)
			if m.Guild != guild {
				t.Errorf("OpenIn(%s) lists %s of %s", guild, m.Channel, m.Guild)
			}
		}
		slices.Sort(names)
		if g := strings.Join(names, " "); g != chans {
			t.Errorf("OpenIn(%s) = %q, want %q", guild, g, chans)
		}
	}
}
