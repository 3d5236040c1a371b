package session_test

import (
	"errors"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/session"
)

// TestReminderRepeats: with RemindEvery the reminder comes at its share
// of the turn, then again at each interval until the timeout, never at
// or after it; a new turn starts the count again.
func TestReminderRepeats(t *testing.T) {
	mg, store, clock := timedMatch(t, session.Timing{TurnTime: 2 * time.Hour, RemindEvery: 20 * time.Minute})
	t0 := clock.Now()
	// Share 50%: first at 1h, then 1h20, 1h40; 2h is the timeout.
	for i, at := range []time.Duration{time.Hour, 80 * time.Minute, 100 * time.Minute} {
		wantWake(t, store, t0.Add(at))
		clock.now = t0.Add(at)
		if ex := expire(t, mg); ex.Kind != session.Reminded {
			t.Fatalf("reminder %d at %v: kind %d", i, at, ex.Kind)
		}
	}
	wantWake(t, store, t0.Add(2*time.Hour))
	clock.now = t0.Add(2 * time.Hour)
	if ex := expire(t, mg); ex.Kind != session.TimedOut {
		t.Fatalf("at the deadline: kind %d", ex.Kind)
	}
	// The next turn (Bob's after Alice's timeout) starts again at its
	// own share.
	wantWake(t, store, clock.Now().Add(time.Hour))
}

// TestReminderRepeatsAfterALateStart: a reminder handled late (the bot
// was down) counts the next repeat from when it went out, so a restart
// sends one reminder, not the ones missed.
func TestReminderRepeatsAfterALateStart(t *testing.T) {
	mg, store, clock := timedMatch(t, session.Timing{TurnTime: 2 * time.Hour, RemindEvery: 15 * time.Minute})
	t0 := clock.Now()
	clock.now = t0.Add(95 * time.Minute) // the reminders of 1h, 1h15 and 1h30 were missed
	if ex := expire(t, mg); ex.Kind != session.Reminded {
		t.Fatalf("late reminder: kind %d", ex.Kind)
	}
	if ex := expire(t, mg); ex.Kind != session.NothingDue {
		t.Fatalf("a second pass at once: kind %d, want nothing", ex.Kind)
	}
	wantWake(t, store, t0.Add(110*time.Minute))
}

// TestReminderRepeatsWithoutShare: reminder 0 (no reminder at a share)
// with RemindEvery reminds from the start of the turn.
func TestReminderRepeatsWithoutShare(t *testing.T) {
	_, store, clock := timedMatch(t, session.Timing{TurnTime: time.Hour, RemindShare: -1, RemindEvery: 25 * time.Minute})
	wantWake(t, store, clock.Now().Add(25*time.Minute))
}

func TestCheckRemindEvery(t *testing.T) {
	for _, tc := range []struct {
		d  time.Duration
		ok bool
	}{{0, true}, {15 * time.Minute, true}, {14 * time.Minute, false}, {time.Second, false}, {14 * 24 * time.Hour, true}, {15 * 24 * time.Hour, false}} {
		err := session.CheckRemindEvery(tc.d)
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, session.ErrBadTiming)) {
			t.Errorf("CheckRemindEvery(%v) = %v, want ok %v", tc.d, err, tc.ok)
		}
	}
}
