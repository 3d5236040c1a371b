package session

import (
	"context"
	"maps"
	"slices"
)

// memMail is MemStore's Mailbox data; see MemStore.
type memMail struct {
	prefs map[string]DMPrefs
	told  map[[2]string]string // user, channel -> tag
	held  map[string][]string
}

var _ Mailbox = (*MemStore)(nil)

func (m *memMail) init() {
	if m.prefs == nil {
		m.prefs, m.told, m.held = map[string]DMPrefs{}, map[[2]string]string{}, map[string][]string{}
	}
}

// has reports whether any mail data of user is kept.
func (m *memMail) has(user string) bool {
	_, held := m.held[user]
	_, prefs := m.prefs[user]
	told := false
	for k := range m.told {
		told = told || k[0] == user
	}
	return held || prefs || told
}

// forget removes a user's mail data.
func (m *memMail) forget(user string) {
	m.init()
	delete(m.prefs, user)
	delete(m.held, user)
	maps.DeleteFunc(m.told, func(k [2]string, _ string) bool { return k[0] == user })
}

// DMPrefs implements Mailbox.
func (s *MemStore) DMPrefs(_ context.Context, user string) (DMPrefs, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.init()
	return s.mail.prefs[user], nil
}

// SetDMPrefs implements Mailbox.
func (s *MemStore) SetDMPrefs(_ context.Context, user string, p DMPrefs) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.init()
	if p == (DMPrefs{}) {
		delete(s.mail.prefs, user)
	} else {
		s.mail.prefs[user] = p
	}
	return nil
}

// Tell implements Mailbox.
func (s *MemStore) Tell(_ context.Context, user, channel, tag string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.init()
	k := [2]string{user, channel}
	if s.mail.told[k] == tag {
		return false, nil
	}
	s.mail.told[k] = tag
	return true, nil
}

// Hold implements Mailbox.
func (s *MemStore) Hold(_ context.Context, user, line string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.init()
	s.mail.held[user] = append(s.mail.held[user], line)
	return nil
}

// Held implements Mailbox.
func (s *MemStore) Held(_ context.Context) (map[string][]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.init()
	out := map[string][]string{}
	for u, lines := range s.mail.held {
		out[u] = slices.Clone(lines)
	}
	return out, nil
}

// Release implements Mailbox.
func (s *MemStore) Release(_ context.Context, user string, n int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.init()
	lines := s.mail.held[user]
	if n >= len(lines) {
		delete(s.mail.held, user)
	} else {
		s.mail.held[user] = slices.Clone(lines[n:])
	}
	return nil
}
