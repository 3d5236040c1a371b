package session

import (
	"context"
	"maps"
	"slices"
)

// Footprint implements Forgetter.
func (s *MemStore) Footprint(_ context.Context, user string) (Footprint, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var f Footprint
	guilds := map[string]bool{}
	for _, m := range s.open {
		if _, ok := m.SeatOf(user); ok {
			f.Open++
			guilds[m.Guild] = true
		} else if m.Watches(user) {
			f.Watched++
			guilds[m.Guild] = true
		}
	}
	for _, r := range s.stats.records {
		if r.Involves("", user) {
			f.Matches++
			guilds[r.Guild] = true
		}
	}
	for k, v := range s.stats.standings {
		if k[2] == user {
			f.Standings = append(f.Standings, cloneStanding(v))
			guilds[k[0]] = true
		}
	}
	delete(guilds, "")
	f.Guilds = slices.Sorted(maps.Keys(guilds))
	f.Notify = s.notify[user]
	f.Mail = s.mail.has(user)
	_, f.Pending = s.forgets[user]
	return f, nil
}

// QueueForget implements Forgetter.
func (s *MemStore) QueueForget(_ context.Context, user, label string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l, ok := s.forgets[user]; ok {
		return l, nil
	}
	s.forgets[user] = label
	return label, nil
}

// QueuedForgets implements Forgetter.
func (s *MemStore) QueuedForgets(context.Context) (map[string]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.forgets), nil
}

// Forget implements Forgetter.
func (s *MemStore) Forget(_ context.Context, user, label string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.open {
		m.Forget(user, label)
	}
	for _, m := range s.archive {
		m.Forget(user, label)
	}
	for _, steps := range s.logs {
		for i := range steps {
			steps[i].Forget(user, label)
		}
	}
	for i := range s.stats.records {
		s.stats.records[i].Forget(user, label)
	}
	for k, v := range s.stats.standings {
		if v.Forget(user, label) {
			delete(s.stats.standings, k)
			s.stats.standings[[3]string{k[0], k[1], label}] = v
		}
	}
	for k, t := range s.stats.dice {
		if k[2] == user {
			delete(s.stats.dice, k)
			s.stats.dice[[3]string{k[0], k[1], label}] = t
		}
	}
	s.forgetSeasons(user, label)
	delete(s.notify, user)
	s.mail.forget(user)
	delete(s.forgets, user)
	return nil
}
