package bot

import (
	"context"
	"errors"
	"github.com/quintetbot/quintet/bot/boardlife"
	"sync"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// The backoff of a final board whose every try failed: the first retry
// comes finalRetryFirst after the failure, each next one twice as late,
// at most finalRetryMax.
const (
	finalRetryFirst = 30 * time.Second
	finalRetryMax   = 15 * time.Minute
)

// finalRetries are the final boards whose delivery failed while the bot
// runs (Discord refusing every try of the delivery), by match id: the
// scheduler's passes post them again, with backoff, instead of leaving
// them to the next start. They live in memory only: the store keeps them
// owed (session.FinalBoards) for the start's repairs.
type finalRetries struct {
	// pass makes one retry pass at a time (RunDue may run beside Run).
	pass    sync.Mutex
	mu      sync.Mutex
	matches map[string]finalRetry
}

// finalRetry is one final board to post again: its channel, the failures
// so far, and when the next try is due.
type finalRetry struct {
	channel string
	fails   int
	due     time.Time
}

// retryFinal notes that the final board of match, in channel, failed to
// go out, and has it posted again after the backoff its failures so far
// earn; it wakes the scheduler so that its next pass counts the try.
func (s *Scheduler) retryFinal(channel, match string) {
	if channel == "" || match == "" {
		return
	}
	if !s.matches.KeepsFinals() {
		return
	}
	s.finals.mu.Lock()
	if s.finals.matches == nil {
		s.finals.matches = map[string]finalRetry{}
	}
	r := s.finals.matches[match]
	r.channel = channel
	r.due = s.clock.Now().Add(min(finalRetryFirst<<min(r.fails, 16), finalRetryMax))
	r.fails++
	s.finals.matches[match] = r
	s.finals.mu.Unlock()
	s.Poke()
}

// finalFailed has a final board whose post failed (err, from its
// delivery) retried (retryFinal); other boards, and a final board posted
// whose record failed, need no retry.
func (s *Scheduler) finalFailed(b *boardlife.Board, err error) {
	var np boardlife.NotPosted
	if s == nil || b == nil || !b.Final || !errors.As(err, &np) {
		return
	}
	s.retryFinal(b.Channel, b.Match)
}

// retryFinals posts again the final boards whose retry is due and which
// the store still keeps owed, and returns when the next retry is due
// (zero: none waits). A try that fails again is retried later still
// (postBoard notes it).
func (s *Scheduler) retryFinals(ctx context.Context) time.Time {
	s.finals.pass.Lock()
	defer s.finals.pass.Unlock()
	now := s.clock.Now()
	s.finals.mu.Lock()
	due := map[string]string{}
	for match, r := range s.finals.matches {
		if !r.due.After(now) {
			due[match] = r.channel
		}
	}
	s.finals.mu.Unlock()
	if len(due) > 0 {
		s.postDueFinals(ctx, due)
	}
	var next time.Time
	s.finals.mu.Lock()
	defer s.finals.mu.Unlock()
	for _, r := range s.finals.matches {
		next = nextOf(next, r.due)
	}
	return next
}

// postDueFinals posts the final boards of due (channel by match id) that
// the store still keeps owed; those it does not, or that go out, are
// retried no more.
func (s *Scheduler) postDueFinals(ctx context.Context, due map[string]string) {
	owed, err := s.matches.OwedFinals(ctx)
	if err != nil {
		s.log.Error("final boards owed", "err", err)
		return
	}
	for match, channel := range due {
		if owed[channel] != match {
			s.finalDone(match) // posted meanwhile, or by another match's end
			continue
		}
		_, b, err := s.owedFinal(ctx, channel, match)
		if errors.Is(err, session.ErrNoMatchID) {
			s.finalDone(match)
			continue
		}
		if err != nil {
			s.log.Error("final board retry", "channel", channel, "match", match, "err", err)
			s.retryFinal(channel, match)
			continue
		}
		s.log.Info("final board retried", "channel", channel, "match", match)
		if err := s.postBoard(ctx, b); err != nil && !errors.Is(err, ErrRetire) {
			s.log.Warn("final board retry failed", "channel", channel, "match", match, "err", err)
			continue
		}
		s.finalDone(match)
	}
}

// finalDone forgets match's retries.
func (s *Scheduler) finalDone(match string) {
	s.finals.mu.Lock()
	defer s.finals.mu.Unlock()
	delete(s.finals.matches, match)
}
