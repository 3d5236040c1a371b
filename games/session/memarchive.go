package session

import (
	"context"
	"maps"
	"math"
	"slices"
	"strings"
)

// ViewArchive implements Archiver: fn reads the store under its lock.
func (s *MemStore) ViewArchive(_ context.Context, fn func(Archive) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fn(memArchive{s})
}

// UpdateArchive implements Archiver: fn changes the store under its lock.
// ReplaceStats is the only change it offers, and its last step.
func (s *MemStore) UpdateArchive(_ context.Context, fn func(StatsArchive) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	// ReplaceStats replaces the maps and slices it changes, so a shallow
	// copy restores them.
	was, wasSeasons := s.stats, s.seasons.standings
	err := fn(memArchive{s})
	if err != nil {
		s.stats, s.seasons.standings = was, wasSeasons
	}
	return err
}

// memArchive is an Archive of a MemStore whose lock is held.
type memArchive struct{ s *MemStore }

// Schema is 0: a MemStore keeps no format of its own.
func (a memArchive) Schema() int { return 0 }

func (a memArchive) EachOpen(fn func(*Match) error) error { return eachMatch(a.s.open, fn) }

func (a memArchive) EachEnded(fn func(*Match) error) error { return eachMatch(a.s.archive, fn) }

// eachMatch calls fn with a copy of each match of ms, by key.
func eachMatch(ms map[string]*Match, fn func(*Match) error) error {
	for _, k := range slices.Sorted(maps.Keys(ms)) {
		if err := fn(ms[k].Clone()); err != nil {
			return err
		}
	}
	return nil
}

func (a memArchive) EachByEnd(fn func(*Match) error) error {
	for _, m := range byEnd(a.s.archive) {
		if err := fn(m.Clone()); err != nil {
			return err
		}
	}
	return nil
}

// byEnd returns the matches in the order they ended within their guild.
func byEnd(ms map[string]*Match) []*Match {
	out := slices.Collect(maps.Values(ms))
	slices.SortFunc(out, func(a, b *Match) int {
		if c := strings.Compare(a.Guild, b.Guild); c != 0 {
			return c
		}
		if c := a.Updated.Compare(b.Updated); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out
}

func (a memArchive) EachStanding(fn func(string, Standing, error) error) error {
	byKey := map[string]Standing{}
	for k, st := range a.s.stats.standings {
		byKey[StandingKey(k[0], k[1], k[2])] = st
	}
	for _, k := range slices.Sorted(maps.Keys(byKey)) {
		if err := fn(k, cloneStanding(byKey[k]), nil); err != nil {
			return err
		}
	}
	return nil
}

func (a memArchive) EachRecord(fn func(string, Record, error) error) error {
	recs := slices.Clone(a.s.stats.records)
	slices.SortFunc(recs, func(x, y Record) int { return strings.Compare(x.Match, y.Match) })
	for _, r := range recs {
		if err := fn(r.Match, r.Clone(), nil); err != nil {
			return err
		}
	}
	return nil
}

func (a memArchive) SeasonPlan(guild string) (SeasonPlan, error) {
	return slices.Clone(a.s.seasons.configs[guild].Plan), nil
}

func (a memArchive) EachSeasonStanding(fn func(string, Standing, error) error) error {
	byKey := map[string]Standing{}
	for k, st := range a.s.seasons.standings {
		byKey[SeasonStandingKey(k[0], k[1], k[2], k[3])] = st
	}
	for _, k := range slices.Sorted(maps.Keys(byKey)) {
		if err := fn(k, cloneStanding(byKey[k]), nil); err != nil {
			return err
		}
	}
	return nil
}

// ReplaceStats keeps the records oldest first, as Put adds them.
func (a memArchive) ReplaceStats(records []Record, standings []Standing, seasons []SeasonStanding) error {
	a.s.seasons.standings = map[[4]string]Standing{}
	for _, s := range seasons {
		a.s.seasons.standings[[4]string{s.Guild, s.Season, s.Game, s.User}] = cloneStanding(s.Standing)
	}
	st := &a.s.stats
	st.records = nil
	for _, r := range records {
		st.records = append(st.records, r.Clone())
	}
	slices.SortStableFunc(st.records, func(x, y Record) int { return x.At.Compare(y.At) })
	st.standings = map[[3]string]Standing{}
	for _, s := range standings {
		st.standings[[3]string{s.Guild, s.Game, s.User}] = cloneStanding(s)
	}
	return nil
}

func (a memArchive) Steps(id string) ([]Step, bool, error) {
	var out []Step
	for _, st := range a.s.logs[id] {
		out = append(out, st.Clone())
	}
	return out, a.s.pruned[id], nil
}

func (a memArchive) EachSettings(fn func(string, GuildSettings) error) error {
	for _, g := range slices.Sorted(maps.Keys(a.s.guilds)) {
		if err := fn(g, a.s.guilds[g]); err != nil {
			return err
		}
	}
	return nil
}

func (a memArchive) EachNotify(fn func(string) error) error {
	for _, u := range slices.Sorted(maps.Keys(a.s.notify)) {
		if !a.s.notify[u] {
			continue
		}
		if err := fn(u); err != nil {
			return err
		}
	}
	return nil
}

// memState is what a MemStore's import may change, kept to restore.
type memState struct {
	open, archive map[string]*Match
	logs          map[string][]Step
	guilds        map[string]GuildSettings
	notify        map[string]bool
	pruned        map[string]bool
	stats         memStats
	seasons       map[[4]string]Standing
}

// BeginImport implements Archiver. The import holds the store's lock
// until it commits or aborts: other callers wait for it.
func (s *MemStore) BeginImport(context.Context) (ImportWriter, error) {
	s.mu.Lock()
	st := s.stats
	st.records = slices.Clone(st.records)
	st.standings, st.dice, st.recorded = maps.Clone(st.standings), maps.Clone(st.dice), maps.Clone(st.recorded)
	for k, t := range st.dice {
		st.dice[k] = maps.Clone(t)
	}
	s.importing = &memState{open: maps.Clone(s.open), archive: maps.Clone(s.archive), logs: maps.Clone(s.logs),
		guilds: maps.Clone(s.guilds), notify: maps.Clone(s.notify), pruned: maps.Clone(s.pruned), stats: st,
		seasons: maps.Clone(s.seasons.standings)}
	return &memImport{s: s, seen: map[string]int{}}, nil
}

// memImport is an ImportWriter into a MemStore whose lock it holds.
type memImport struct {
	s    *MemStore
	seen map[string]int // match id: line
}

// Schema reads every schema: a MemStore keeps no format of its own.
func (w *memImport) Schema() int { return math.MaxInt }

func (w *memImport) Upgrade(*Match, int) {}

func (w *memImport) Write(line int, rec ExportRecord) (bool, error) {
	s := w.s
	switch {
	case rec.Settings != nil:
		if _, ok := s.guilds[rec.Guild]; ok {
			return false, nil
		}
		s.guilds[rec.Guild] = *rec.Settings
		return true, nil
	case rec.Match == nil:
		s.notify[rec.Notify] = true
		return true, nil
	}
	m := rec.Match
	if first, ok := w.seen[m.ID]; ok {
		return false, &DuplicateError{Match: m.ID, Line: first}
	}
	w.seen[m.ID] = line
	open := s.open[m.Channel]
	if open != nil && open.ID != m.ID && m.Phase.Open() {
		return false, ErrChannelBusy
	}
	old := s.archive[m.ID]
	if old == nil && open != nil && open.ID == m.ID {
		old = open
	}
	if old != nil && old.Version >= m.Version {
		return false, nil
	}
	if old != nil && old.Phase.Open() {
		delete(s.open, old.Channel)
	}
	delete(s.archive, m.ID)
	s.logs[m.ID] = nil
	for _, st := range rec.Log {
		s.logs[m.ID] = append(s.logs[m.ID], st.Clone())
	}
	if m.Phase.Open() {
		s.open[m.Channel] = m.Clone()
		return true, nil
	}
	s.archive[m.ID] = m.Clone()
	if rec.LogPruned {
		if s.pruned == nil {
			s.pruned = map[string]bool{}
		}
		s.pruned[m.ID] = true
	}
	s.record(m)
	return true, nil
}

// Commit rebuilds the statistics, when asked, from the archive in the
// order the matches ended, and ends the import.
func (w *memImport) Commit(rebuild bool) error {
	s := w.s
	if rebuild {
		a := memArchive{s}
		t, err := RetallyArchive(a, nil)
		if err != nil {
			return err
		}
		a.ReplaceStats(t.Records(), t.Standings(), t.Seasons())
	}
	s.importing = nil
	s.mu.Unlock()
	return nil
}

// Abort restores the store as it was before the import.
func (w *memImport) Abort() {
	s := w.s
	if s.importing == nil {
		return
	}
	b := s.importing
	s.open, s.archive, s.logs, s.guilds, s.notify, s.pruned, s.stats = b.open, b.archive, b.logs, b.guilds, b.notify, b.pruned, b.stats
	s.seasons.standings = b.seasons
	s.importing = nil
	s.mu.Unlock()
}
