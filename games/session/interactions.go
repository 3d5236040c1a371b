package session

import (
	"context"
	"time"
)

// InteractionMemory is how long an interaction id claimed with
// ClaimInteraction stays refused: longer than the five minutes (plus a
// minute of clock skew) in which Discord's signature on an endpoint
// request is accepted, and than the gateway's window for resuming a
// session, so that a replayed request or a redelivered event always
// finds its id.
const InteractionMemory = 15 * time.Minute

// Interactions remembers the interactions a bot has acted on, so that one
// delivered twice (a signed endpoint request replayed, a gateway event
// sent again after a resume) acts once. A Store may implement it; the
// bot then keeps the ids across restarts.
type Interactions interface {
	// ClaimInteraction records interaction id as handled at now and
	// reports whether this is its first claim: false when id was claimed
	// before, no longer than InteractionMemory before now. Ids claimed
	// longer ago are forgotten, so what is kept is bounded by the
	// interactions of the last InteractionMemory.
	ClaimInteraction(ctx context.Context, id string, now time.Time) (bool, error)
}

// interactionLog is the memory of claimed interactions of a MemStore.
type interactionLog map[string]time.Time

// claim implements ClaimInteraction on the log.
func (l interactionLog) claim(id string, now time.Time) bool {
	cutoff := now.Add(-InteractionMemory)
	for k, at := range l {
		if at.Before(cutoff) {
			delete(l, k)
		}
	}
	if _, ok := l[id]; ok {
		return false
	}
	l[id] = now
	return true
}

var _ Interactions = (*MemStore)(nil)

// ClaimInteraction implements Interactions.
func (s *MemStore) ClaimInteraction(_ context.Context, id string, now time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.claimed == nil {
		s.claimed = interactionLog{}
	}
	return s.claimed.claim(id, now), nil
}
