package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// testConcurrentChannels plays one match per channel, each from its own
// goroutine, and checks that every write landed.
func testConcurrentChannels(t *testing.T, s session.Store) {
	const channels, moves = 8, 6
	var wg sync.WaitGroup
	errs := make(chan error, channels)
	for i := range channels {
		wg.Go(func() {
			m := newMatch(fmt.Sprintf("c%d", i))
			if err := s.Put(t.Context(), m, nil); err != nil {
				errs <- err
				return
			}
			for m.Version <= moves {
				m = next(m, session.Playing)
				if i%2 == 1 && m.Version > moves {
					m.Phase = session.Finished
				}
				if err := s.Put(t.Context(), m, stepFor(m, m.Version)); err != nil {
					errs <- fmt.Errorf("%s v%d: %w", m.Channel, m.Version, err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	open, err := s.OpenMatches(t.Context())
	if err != nil || len(open) != channels/2 {
		t.Fatalf("OpenMatches = %d matches, %v; want %d", len(open), err, channels/2)
	}
	for i := range channels {
		ch := fmt.Sprintf("c%d", i)
		var got *session.Match
		if i%2 == 1 {
			got, err = s.Archived(t.Context(), ch+"-m1")
		} else {
			got, err = s.Get(t.Context(), ch)
		}
		if err != nil || got.Version != moves+1 {
			t.Errorf("%s: %+v, %v; want version %d", ch, got, err, moves+1)
			continue
		}
		steps, err := s.Log(t.Context(), got.ID)
		if err != nil || len(steps) != moves {
			t.Errorf("Log(%s) = %d steps, %v; want %d", got.ID, len(steps), err, moves)
			continue
		}
		for j, st := range steps {
			if st.Version != int64(j+2) {
				t.Errorf("Log(%s)[%d].Version = %d, want %d", got.ID, j, st.Version, j+2)
			}
		}
	}
}

// testConcurrentSameVersion races many writers for the same next version:
// exactly one wins and the others get ErrStale.
func testConcurrentSameVersion(t *testing.T, s session.Store) {
	const writers = 16
	m := newMatch("c1")
	mustPut(t, s, m, nil)
	var wg sync.WaitGroup
	results := make([]error, writers)
	tries := make([]*session.Match, writers)
	for i := range writers {
		c := next(m, session.Playing)
		c.Host = fmt.Sprintf("writer-%d", i)
		tries[i] = c
		wg.Go(func() {
			st := stepFor(c, 2)
			st.User = c.Host
			results[i] = s.Put(t.Context(), c, st)
		})
	}
	wg.Wait()
	winner := -1
	for i, err := range results {
		switch {
		case err == nil && winner >= 0:
			t.Errorf("writers %d and %d both won", winner, i)
		case err == nil:
			winner = i
		case !errors.Is(err, session.ErrStale):
			t.Errorf("writer %d: %v; want nil or ErrStale", i, err)
		}
	}
	if winner < 0 {
		t.Fatal("no writer won")
	}
	wantMatch(t, s, "c1", tries[winner])
	steps, err := s.Log(t.Context(), m.ID)
	if err != nil || len(steps) != 1 || steps[0].User != tries[winner].Host {
		t.Errorf("Log = %+v, %v; want the winner's step only", steps, err)
	}
}
