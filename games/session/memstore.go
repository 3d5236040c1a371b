package session

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"
)

// MemStore is a Store in memory, for tests and the console. It keeps copies,
// so callers may change what they pass in or get back.
type MemStore struct {
	mu      sync.Mutex
	open    map[string]*Match // by channel
	archive map[string]*Match // by id
	logs    map[string][]Step // by match id
	guilds  map[string]GuildSettings
	notify  map[string]bool
	stats   memStats
	seasons memSeasons
	claimed interactionLog    // see ClaimInteraction
	forgets map[string]string // queued deletions: user -> label
	mail    memMail           // see Mailbox
	pruned  map[string]bool   // ended matches whose log an import marked removed
	finals  memFinals         // see FinalMessages
	web     []byte            // see WebKeys; nil until first asked
	// importing is the state before the running import, restored by
	// its Abort; nil when none runs.
	importing *memState
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore {
	return &MemStore{open: map[string]*Match{}, archive: map[string]*Match{}, logs: map[string][]Step{},
		guilds: map[string]GuildSettings{}, notify: map[string]bool{}, forgets: map[string]string{}}
}

// Get implements Store.
func (s *MemStore) Get(_ context.Context, channel string) (*Match, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.open[channel]
	if !ok {
		return nil, ErrNoMatch
	}
	return m.Clone(), nil
}

// Put implements Store.
func (s *MemStore) Put(_ context.Context, m *Match, steps ...*Step) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	steps = Written(steps)
	cur, ok := s.open[m.Channel]
	switch {
	case m.Version == 1 && ok:
		return ErrChannelBusy
	case m.Version != 1 && (!ok || cur.ID != m.ID || cur.Version != m.Version-max(1, int64(len(steps)))):
		return ErrStale
	}
	for _, step := range steps {
		s.logs[m.ID] = append(s.logs[m.ID], step.Clone())
	}
	if m.Phase.Open() {
		s.open[m.Channel] = m.Clone()
		return nil
	}
	delete(s.open, m.Channel)
	s.archive[m.ID] = m.Clone()
	s.record(m)
	return nil
}

// SetBoard implements Store.
func (s *MemStore) SetBoard(_ context.Context, channel string, at, drawn int64, message string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur, ok := s.open[channel]
	if !ok || cur.Version != at || drawn > at {
		return ErrStale
	}
	cur.BoardMessage, cur.BoardVersion = message, drawn
	return nil
}

// Log implements Store.
func (s *MemStore) Log(_ context.Context, matchID string) ([]Step, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pruned[matchID] {
		return nil, ErrLogPruned
	}
	out := make([]Step, len(s.logs[matchID]))
	for i, st := range s.logs[matchID] {
		out[i] = st.Clone()
	}
	return out, nil
}

// Archived implements Store.
func (s *MemStore) Archived(_ context.Context, matchID string) (*Match, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.archive[matchID]
	if !ok {
		return nil, ErrNoMatchID
	}
	return m.Clone(), nil
}

// OpenMatches implements Store.
func (s *MemStore) OpenMatches(_ context.Context) ([]*Match, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*Match, 0, len(s.open))
	for _, m := range s.open {
		out = append(out, m.Clone())
	}
	slices.SortFunc(out, func(a, b *Match) int {
		if a.Channel < b.Channel {
			return -1
		}
		return 1
	})
	return out, nil
}

// OpenIn implements Store.
func (s *MemStore) OpenIn(ctx context.Context, guild string) ([]*Match, error) {
	all, _ := s.OpenMatches(ctx)
	out := all[:0]
	for _, m := range all {
		if m.Guild == guild {
			out = append(out, m)
		}
	}
	return out, nil
}

// Due implements Store. It scans the open matches: MemStore serves tests
// and the console, where matches are few.
func (s *MemStore) Due(_ context.Context, until time.Time, limit int) ([]Deadline, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Deadline
	for ch, m := range s.open {
		if !m.Wake.IsZero() && !m.Wake.After(until) {
			out = append(out, Deadline{At: m.Wake, Channel: ch})
		}
	}
	slices.SortFunc(out, func(a, b Deadline) int {
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return strings.Compare(a.Channel, b.Channel)
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// GuildSettings implements Settings.
func (s *MemStore) GuildSettings(_ context.Context, guild string) (GuildSettings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.guilds[guild], nil
}

// SetGuildSettings implements Settings.
func (s *MemStore) SetGuildSettings(_ context.Context, guild string, g GuildSettings) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.guilds[guild] = g
	return nil
}

// Notify implements Settings.
func (s *MemStore) Notify(_ context.Context, user string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.notify[user], nil
}

// SetNotify implements Settings.
func (s *MemStore) SetNotify(_ context.Context, user string, on bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notify[user] = on
	return nil
}
