package session

import (
	"context"
	"sync"
)

var _ FinalMessages = (*MemStore)(nil)

// memFinals is MemStore's FinalMessages: by channel, the match and the
// message that shows its final board.
type memFinals struct {
	mu    sync.Mutex
	shown map[string][2]string
}

// SetFinalMessage implements FinalMessages.
func (s *MemStore) SetFinalMessage(_ context.Context, channel, match, message string) error {
	f := &s.finals
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.shown == nil {
		f.shown = map[string][2]string{}
	}
	f.shown[channel] = [2]string{match, message}
	return nil
}

// FinalMessage implements FinalMessages.
func (s *MemStore) FinalMessage(_ context.Context, channel string) (string, string, error) {
	f := &s.finals
	f.mu.Lock()
	defer f.mu.Unlock()
	r := f.shown[channel]
	return r[0], r[1], nil
}
