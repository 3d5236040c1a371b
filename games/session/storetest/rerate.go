package storetest

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// testArchiveByEnd: EachByEnd walks the ended matches by guild, then by
// the time they ended, whatever their ids.
func testArchiveByEnd(t *testing.T, s session.Store) {
	end := func(channel, guild string, at time.Duration) {
		m := newMatch(channel)
		m.Guild = guild
		mustPut(t, s, m, nil)
		done := next(m, session.Finished)
		done.Updated = t0.Add(at)
		mustPut(t, s, done, nil)
	}
	end("a", "g2", time.Minute)
	end("b", "g1", 3*time.Minute)
	end("c", "g1", 2*time.Minute)
	end("d", "g2", 0)
	var got []string
	err := s.ViewArchive(t.Context(), func(a session.Archive) error {
		return a.EachByEnd(func(m *session.Match) error { got = append(got, m.Channel); return nil })
	})
	if want := []string{"c", "b", "d", "a"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("EachByEnd = %v, %v; want %v", got, err, want)
	}
}

// testArchiveStats: the view walks the stored standings and records the
// store's Stats answers, ReplaceStats replaces them, and an update that
// fails leaves them.
func testArchiveStats(t *testing.T, s session.Store) {
	st := statsOf(t, s)
	ctx := t.Context()
	finish(t, s, "c1", false, session.Finished)
	last := finish(t, s, "c2", false, session.Finished)
	var keys, matches []string
	var standings []session.Standing
	var records []session.Record
	err := s.ViewArchive(ctx, func(a session.Archive) error {
		if err := a.EachStanding(func(k string, x session.Standing, err error) error {
			keys, standings = append(keys, k), append(standings, x)
			return err
		}); err != nil {
			return err
		}
		return a.EachRecord(func(id string, r session.Record, err error) error {
			matches, records = append(matches, id), append(records, r)
			return err
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"guild-1/" + fixtureGame + "/user-1", "guild-1/" + fixtureGame + "/user-2"}; !slices.Equal(keys, want) {
		t.Errorf("EachStanding keys %v, want %v", keys, want)
	}
	if len(records) != 2 || matches[1] != last.ID || records[1].Match != last.ID {
		t.Errorf("EachRecord = %v %+v; want c1's and c2's", matches, records)
	}

	// An update that fails changes nothing.
	fail := errors.New("fail")
	err = s.UpdateArchive(ctx, func(a session.StatsArchive) error {
		if err := a.ReplaceStats(nil, nil, nil); err != nil {
			return err
		}
		return fail
	})
	if all, _ := st.Standings(ctx, "guild-1", fixtureGame); !errors.Is(err, fail) || len(all) != 2 {
		t.Errorf("a failed update: %v, %d standings left; want fail and 2", err, len(all))
	}
	// ReplaceStats replaces all.
	one := standings[0]
	one.Games = 99
	err = s.UpdateArchive(ctx, func(a session.StatsArchive) error {
		return a.ReplaceStats(records[1:], []session.Standing{one}, nil)
	})
	all, _ := st.Standings(ctx, "guild-1", fixtureGame)
	recs, _ := st.Records(ctx, "guild-1", "", "user-1", 10)
	if err != nil || len(all) != 1 || all[0].Games != 99 || len(recs) != 1 || recs[0].Match != last.ID {
		t.Errorf("after ReplaceStats: %v, %+v, %+v", err, all, recs)
	}
}
