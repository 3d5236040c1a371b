package discordtest

import (
	"context"
	"time"
)

// quietMoment waits, for at most ten heartbeat intervals, until the bot's
// heartbeat goroutine is idle: a heartbeat arrived on the live connection
// a quarter interval ago or more, and the next is not due within a quarter
// interval. discordgo's heartbeat goroutine, caught between a heartbeat
// and its next wait when the connection closes, starts a second reconnect
// that closes the first one's connection and ends the session; the
// gateway controls avoid that moment so they behave the same in every run.
func (s *Server) quietMoment() {
	interval := s.opts.heartbeat
	guard := interval / 4
	ctx, cancel := context.WithTimeout(context.Background(), 10*interval)
	defer cancel()
	for ctx.Err() == nil {
		last, ok := s.lastBeat()
		if !ok {
			return
		}
		since := time.Since(last)
		switch {
		case last.IsZero() || since > interval-guard:
			_, _ = await(ctx, &s.sig, func() (bool, bool, error) {
				l, ok := s.lastBeat()
				return true, !ok || l.After(last), nil
			})
		case since < guard:
			t := time.NewTimer(guard - since)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
			}
		default:
			return
		}
	}
}

// lastBeat returns when the live connection last sent a heartbeat; false
// when there is no live connection.
func (s *Server) lastBeat() (time.Time, bool) {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	if s.gw.live == nil {
		return time.Time{}, false
	}
	return s.gw.live.lastBeat, true
}
