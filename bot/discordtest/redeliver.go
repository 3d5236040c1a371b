package discordtest

import (
	"context"
	"encoding/json"
	"fmt"
)

// Redeliver dispatches interaction id, which Interact sent before, once
// more as an INTERACTION_CREATE with the same payload, as Discord may
// after a resume. It returns the raw JSON dispatched. A bot that answers
// it again is refused (AlreadyAcknowledged) and recorded as a failure.
func (s *Server) Redeliver(ctx context.Context, id string) (json.RawMessage, error) {
	s.mu.Lock()
	st, ok := s.interactions[id]
	var payload map[string]any
	if ok {
		payload = s.payloadLocked(st.in)
	}
	s.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("discordtest: redeliver: interaction %s was never sent", id)
	}
	raw, err := json.Marshal(payload)
	if err != nil {
		return nil, fmt.Errorf("discordtest: redeliver %s: %w", id, err)
	}
	return raw, s.Dispatch(ctx, "INTERACTION_CREATE", json.RawMessage(raw))
}
