package session

import (
	"context"
	"slices"
	"strings"
	"time"
)

// memSeasons is the seasons of a MemStore.
type memSeasons struct {
	configs   map[string]SeasonConfig
	standings map[[4]string]Standing // by guild, season, game, user
}

var _ Seasons = (*MemStore)(nil)

// recordSeason tallies an archived match into its season; the caller
// holds s.mu and calls it once per counted match.
func (s *MemStore) recordSeason(m *Match) {
	ss := &s.seasons
	season, changed, ok := TallySeason(ss.configs[m.Guild].Plan, m, func(season, user string) Standing {
		return ss.standings[[4]string{m.Guild, season, m.Game, user}]
	})
	if !ok {
		return
	}
	if ss.standings == nil {
		ss.standings = map[[4]string]Standing{}
	}
	for _, c := range changed {
		ss.standings[[4]string{c.Guild, season, c.Game, c.User}] = c
	}
}

// forgetSeasons moves a user's season standings under label; the caller
// holds s.mu.
func (s *MemStore) forgetSeasons(user, label string) {
	for k, v := range s.seasons.standings {
		if k[3] == user {
			if !v.Forget(user, label) {
				v.User, v.Name = label, FormerName
			}
			delete(s.seasons.standings, k)
			s.seasons.standings[[4]string{k[0], k[1], k[2], label}] = v
		}
	}
}

// SeasonConfig implements Seasons.
func (s *MemStore) SeasonConfig(_ context.Context, guild string) (SeasonConfig, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.seasons.configs[guild]
	c.Plan = slices.Clone(c.Plan)
	return c, nil
}

// UpdateSeasons implements Seasons.
func (s *MemStore) UpdateSeasons(_ context.Context, guild string, f func(*SeasonConfig) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.seasons.configs[guild]
	c.Plan = slices.Clone(c.Plan)
	if err := f(&c); err != nil {
		return err
	}
	if s.seasons.configs == nil {
		s.seasons.configs = map[string]SeasonConfig{}
	}
	c.Plan = slices.Clone(c.Plan)
	s.seasons.configs[guild] = c
	return nil
}

// SeasonStandings implements Seasons.
func (s *MemStore) SeasonStandings(_ context.Context, guild, season, game string) ([]Standing, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Standing
	for k, v := range s.seasons.standings {
		if k[0] == guild && k[1] == season && k[2] == game {
			out = append(out, cloneStanding(v))
		}
	}
	return out, nil
}

// SeasonGames implements Seasons.
func (s *MemStore) SeasonGames(_ context.Context, guild, season string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k := range s.seasons.standings {
		if k[0] == guild && k[1] == season && !slices.Contains(out, k[2]) {
			out = append(out, k[2])
		}
	}
	slices.Sort(out)
	return out, nil
}

// SeasonsDue implements Seasons.
func (s *MemStore) SeasonsDue(_ context.Context, until time.Time, limit int) ([]SeasonDue, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []SeasonDue
	for g, c := range s.seasons.configs {
		if at := c.Due(); !at.IsZero() && !at.After(until) {
			out = append(out, SeasonDue{Guild: g, At: at})
		}
	}
	slices.SortFunc(out, func(a, b SeasonDue) int {
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return strings.Compare(a.Guild, b.Guild)
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}
