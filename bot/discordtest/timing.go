package discordtest

import (
	"slices"
	"sync"
	"time"
)

// Timing is when the fake sent an interaction to the bot and when the bot's
// first callback for it arrived, both read from the real clock (not the
// clock of WithClock), so latencies stay true under a fake clock.
type Timing struct {
	InteractionID string
	// Dispatched is when Interact handed the INTERACTION_CREATE to the
	// gateway connection, just before it was written to the socket.
	Dispatched time.Time
	// Answered is when the first callback POST for it reached the fake,
	// before its body was read; zero while none did.
	Answered time.Time
}

// Latency is the time from dispatch to the first callback, the bot's
// "interaction received → reply sent"; zero while unanswered.
func (t Timing) Latency() time.Duration {
	if t.Answered.IsZero() {
		return 0
	}
	return t.Answered.Sub(t.Dispatched)
}

// timings records a Timing per interaction sent with Interact. It has its
// own lock, so recording never waits on Server.mu.
type timings struct {
	mu sync.Mutex
	m  map[string]*Timing
}

// dispatched notes that interaction id is being dispatched now.
func (t *timings) dispatched(id string) {
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[string]*Timing{}
	}
	t.m[id] = &Timing{InteractionID: id, Dispatched: now}
}

// answered notes that a callback for interaction id arrived now; only the
// first one counts.
func (t *timings) answered(id string) {
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	if tm, ok := t.m[id]; ok && tm.Answered.IsZero() {
		tm.Answered = now
	}
}

// Timing returns the timing of an interaction sent with Interact.
func (s *Server) Timing(interactionID string) (Timing, bool) {
	s.timing.mu.Lock()
	defer s.timing.mu.Unlock()
	tm, ok := s.timing.m[interactionID]
	if !ok {
		return Timing{}, false
	}
	return *tm, true
}

// Timings returns the timings of every interaction sent with Interact so
// far, in the order they were dispatched.
func (s *Server) Timings() []Timing {
	s.timing.mu.Lock()
	out := make([]Timing, 0, len(s.timing.m))
	for _, tm := range s.timing.m {
		out = append(out, *tm)
	}
	s.timing.mu.Unlock()
	slices.SortFunc(out, func(a, b Timing) int { return a.Dispatched.Compare(b.Dispatched) })
	return out
}
