package session

import (
	"context"
	"maps"
	"slices"
)

// memStats is the statistics of a MemStore.
type memStats struct {
	standings map[[3]string]Standing  // by guild, game, user
	dice      map[[3]string]DiceTally // by guild, game, user or AllPlayers
	records   []Record                // oldest first
	recorded  map[string]bool         // match ids
}

// record tallies an archived match once; the caller holds s.mu.
func (s *MemStore) record(m *Match) {
	st := &s.stats
	if st.standings == nil {
		st.standings, st.recorded = map[[3]string]Standing{}, map[string]bool{}
	}
	if st.recorded[m.ID] {
		return
	}
	s.recordDice(m)
	s.tally(m)
}

// tally adds a finished match to the standings and records; the caller
// holds s.mu.
func (s *MemStore) tally(m *Match) {
	st := &s.stats
	rec, changed, ok := Tally(m, func(user string) Standing { return st.standings[[3]string{m.Guild, m.Game, user}] })
	if !ok {
		return
	}
	st.recorded[m.ID] = true
	st.records = append(st.records, rec)
	for _, c := range changed {
		st.standings[[3]string{c.Guild, c.Game, c.User}] = c
	}
	s.recordSeason(m)
}

// Standings implements Stats.
func (s *MemStore) Standings(_ context.Context, guild, game string) ([]Standing, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Standing
	for k, v := range s.stats.standings {
		if k[0] == guild && k[1] == game {
			out = append(out, cloneStanding(v))
		}
	}
	return out, nil
}

// PlayerStats implements Stats.
func (s *MemStore) PlayerStats(_ context.Context, guild, user string) ([]Standing, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Standing
	for k, v := range s.stats.standings {
		if k[0] == guild && k[2] == user {
			out = append(out, cloneStanding(v))
		}
	}
	return out, nil
}

// Records implements Stats.
func (s *MemStore) Records(_ context.Context, guild, channel, user string, limit int) ([]Record, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Record
	for i := len(s.stats.records) - 1; i >= 0 && len(out) < limit; i-- {
		r := s.stats.records[i]
		if r.Guild == guild && r.Involves(channel, user) {
			out = append(out, r.Clone())
		}
	}
	return out, nil
}

// Involves reports whether r was played in channel or a thread of it
// or, when user is set, by user.
func (r Record) Involves(channel, user string) bool {
	if user == "" {
		return r.Channel == channel || r.InThreadOf(channel)
	}
	return slices.ContainsFunc(r.Seats, func(s SeatRecord) bool { return s.User == user })
}

// Clone returns a deep copy of r.
func (r Record) Clone() Record {
	r.Seats = slices.Clone(r.Seats)
	for i, s := range r.Seats {
		if s.Before != nil {
			b := *s.Before
			r.Seats[i].Before = &b
		}
		if s.After != nil {
			a := *s.After
			r.Seats[i].After = &a
		}
	}
	return r
}

func cloneStanding(s Standing) Standing {
	s.Trend = slices.Clone(s.Trend)
	s.Measures = maps.Clone(s.Measures)
	return s
}

// recordDice counts an archived match's dice; the caller holds s.mu and
// calls it once per match.
func (s *MemStore) recordDice(m *Match) {
	st := &s.stats
	if st.dice == nil {
		st.dice = map[[3]string]DiceTally{}
	}
	for user, t := range DiceOf(m, s.logs[m.ID]) {
		k := [3]string{m.Guild, m.Game, user}
		if st.dice[k] == nil {
			st.dice[k] = DiceTally{}
		}
		st.dice[k].Merge(t)
	}
}

// Dice implements DiceCounter.
func (s *MemStore) Dice(_ context.Context, guild, game, user string) (DiceTally, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := DiceTally{}
	for k, t := range s.stats.dice {
		if k[0] == guild && (game == "" || k[1] == game) && k[2] == user {
			out.Merge(t)
		}
	}
	return out, nil
}
