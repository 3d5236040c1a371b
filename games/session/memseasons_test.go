package session

import (
	"testing"
	"time"

	"github.com/quintetbot/quintet/games"
)

// TestMemStoreSeasons: the console's memory store tallies seasons as the
// bbolt store does, indexes their ends and forgets a user's.
func TestMemStoreSeasons(t *testing.T) {
	ctx := t.Context()
	s := NewMemStore()
	nov := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	if err := s.UpdateSeasons(ctx, "g", func(c *SeasonConfig) error { c.Plan, _ = c.Plan.Set(nov, Monthly); return nil }); err != nil {
		t.Fatal(err)
	}
	for i, at := range []time.Time{nov.Add(-time.Hour), nov.Add(time.Hour), nov.AddDate(0, 1, 0)} {
		m := finished("qwinto", []int{40, 55}, []games.Seat{1}, Player{User: "a", Name: "A"}, Player{User: "b", Name: "B"})
		m.ID, m.Channel, m.Version, m.Updated = "m"+string(rune('0'+i)), "c"+string(rune('0'+i)), 1, at
		if err := s.Put(ctx, m, nil); err != nil {
			t.Fatal(err)
		}
	}
	for season, want := range map[string]int{"2026-11": 1, "2026-12": 1, "2026-10": 0} {
		all, _ := s.SeasonStandings(ctx, "g", season, "qwinto")
		if len(all) != 2*want || want > 0 && (all[0].Games != 1 || all[0].Rated != 1) {
			t.Errorf("%s: %+v, want a and b with %d game", season, all, want)
		}
	}
	if gs, _ := s.SeasonGames(ctx, "g", "2026-11"); len(gs) != 1 || gs[0] != "qwinto" {
		t.Errorf("games of November: %v", gs)
	}
	due, _ := s.SeasonsDue(ctx, Forever, 0)
	if len(due) != 1 || !due[0].At.Equal(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("due %+v", due)
	}
	if due, _ := s.SeasonsDue(ctx, nov, 0); len(due) != 0 {
		t.Errorf("due before the end: %+v", due)
	}
	if err := s.Forget(ctx, "a", "former-1"); err != nil {
		t.Fatal(err)
	}
	for _, st := range s.seasons.standings {
		if st.User == "a" {
			t.Errorf("a's season standing kept: %+v", st)
		}
	}
}
