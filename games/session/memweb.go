package session

import (
	"context"
	"slices"
)

var _ WebKeys = (*MemStore)(nil)

// WebSecret implements WebKeys.
func (s *MemStore) WebSecret(context.Context) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.web == nil {
		s.web = NewWebSecret()
	}
	return slices.Clone(s.web), nil
}

// RotateWebSecret implements WebKeys.
func (s *MemStore) RotateWebSecret(context.Context) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.web = NewWebSecret()
	return slices.Clone(s.web), nil
}
