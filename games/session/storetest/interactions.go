package storetest

import (
	"sync"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// testInteractions checks session.Interactions, when the store has it: a
// first claim is granted, a repeat within InteractionMemory refused,
// claims are per id, ids older than InteractionMemory are forgotten, and
// of many concurrent claims of one id exactly one is granted.
func testInteractions(t *testing.T, s session.Store) {
	in, ok := s.(session.Interactions)
	if !ok {
		t.Skip("the store does not remember interactions")
	}
	claim := func(id string, at time.Time) bool {
		t.Helper()
		ok, err := in.ClaimInteraction(t.Context(), id, at)
		if err != nil {
			t.Fatalf("ClaimInteraction(%s, %s): %v", id, at, err)
		}
		return ok
	}
	steps := []struct {
		id   string
		at   time.Duration // after t0
		want bool
	}{
		{"1001", 0, true},
		{"1001", 0, false},
		{"1002", time.Second, true},
		{"1001", session.InteractionMemory, false}, // just inside
		{"1002", 6 * time.Minute, false},
		{"1001", session.InteractionMemory + time.Second, true}, // forgotten, claimed again
		{"1001", session.InteractionMemory + 2*time.Second, false},
		{"1002", 2 * session.InteractionMemory, true},
	}
	for i, st := range steps {
		if got := claim(st.id, t0.Add(st.at)); got != st.want {
			t.Fatalf("step %d: claim of %s at +%s = %v, want %v", i, st.id, st.at, got, st.want)
		}
	}
	// Concurrent claims of one id: one wins.
	at := t0.Add(time.Hour)
	var wg sync.WaitGroup
	var mu sync.Mutex
	granted := 0
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if ok, err := in.ClaimInteraction(t.Context(), "2001", at); err == nil && ok {
				mu.Lock()
				granted++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if granted != 1 {
		t.Fatalf("16 concurrent claims of one id: %d granted, want 1", granted)
	}
}
