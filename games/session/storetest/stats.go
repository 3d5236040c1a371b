package storetest

import (
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// finish opens a match in channel with two humans (or a human and a bot),
// and ends it in phase: user-1 wins 61 to 40 when it finishes.
func finish(t *testing.T, s session.Store, channel string, bot bool, end session.Phase) *session.Match {
	t.Helper()
	m := newMatch(channel)
	if !bot {
		m.Players[1] = session.Player{User: "user-2", Name: "Bea"}
	}
	mustPut(t, s, m, nil)
	p := next(m, session.Playing)
	mustPut(t, s, p, nil)
	done := next(p, end)
	mustPut(t, s, done, nil)
	return done
}

// testStats checks a store that implements session.Stats: finished
// matches enter the standings once, cancelled ones never, a bot's match
// only for the human and unrated.
func testStats(t *testing.T, s session.Store) {
	st := statsOf(t, s)
	ctx := t.Context()
	finish(t, s, "c1", false, session.Finished)
	finish(t, s, "c2", true, session.Finished)
	finish(t, s, "c3", false, session.Cancelled)
	last := finish(t, s, "c4", false, session.Finished)

	all, err := st.Standings(ctx, "guild-1", fixtureGame)
	if err != nil || len(all) != 2 {
		t.Fatalf("Standings = %+v, %v; want two players", all, err)
	}
	by := map[string]session.Standing{}
	for _, x := range all {
		by[x.User] = x
	}
	a, b := by["user-1"], by["user-2"]
	if a.Games != 3 || a.Wins != 3 || a.Rated != 2 || a.BestScore != 61 || a.ScoreSum != 183 || len(a.Trend) != 2 {
		t.Errorf("user-1: %+v; want 3 games, 3 wins, 2 rated, best 61", a)
	}
	if b.Games != 2 || b.Wins != 0 || b.Rated != 2 || b.Rating.Mu >= a.Rating.Mu || b.LastMatch != last.ID {
		t.Errorf("user-2: %+v; want 2 games, no win, rated below user-1, last %s", b, last.ID)
	}
	if other, err := st.Standings(ctx, "guild-2", fixtureGame); err != nil || len(other) != 0 {
		t.Errorf("another guild: %+v, %v", other, err)
	}
	mine, err := st.PlayerStats(ctx, "guild-1", "user-2")
	if err != nil || len(mine) != 1 || mine[0].Game != fixtureGame || mine[0].Games != 2 {
		t.Errorf("PlayerStats(user-2) = %+v, %v", mine, err)
	}
	recs, err := st.Records(ctx, "guild-1", "", "user-1", 10)
	if err != nil || len(recs) != 3 || recs[0].Match != last.ID || recs[0].Channel != "c4" {
		t.Fatalf("Records(user-1) = %+v, %v; want 3, c4 first", recs, err)
	}
	if !recs[0].Rated || recs[1].Rated || recs[0].Seats[0].Place != 1 || recs[0].Seats[1].Place != 2 || recs[0].Seats[0].After == nil {
		t.Errorf("records: %+v", recs)
	}
	if in, err := st.Records(ctx, "guild-1", "c2", "", 10); err != nil || len(in) != 1 || in[0].Channel != "c2" {
		t.Errorf("Records(channel c2) = %+v, %v", in, err)
	}
	if in, err := st.Records(ctx, "guild-1", "c3", "", 10); err != nil || len(in) != 0 {
		t.Errorf("Records(channel c3, cancelled) = %+v, %v", in, err)
	}
	if lim, err := st.Records(ctx, "guild-1", "", "user-1", 1); err != nil || len(lim) != 1 {
		t.Errorf("Records limit 1 = %d, %v", len(lim), err)
	}
}

// statsOf returns s as session.Stats, or skips the test of a store that
// keeps no statistics.
func statsOf(t *testing.T, s session.Store) session.Stats {
	t.Helper()
	st, ok := s.(session.Stats)
	if !ok {
		t.Skip("the store keeps no statistics")
	}
	return st
}
