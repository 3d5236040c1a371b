package session

import (
	"fmt"
	"time"
)

// Turn-time limits and defaults.
const (
	// DefaultTurnTime is a match's turn time when nobody chose one.
	DefaultTurnTime = 24 * time.Hour
	// MinTurnTime and MaxTurnTime bound a turn time.
	MinTurnTime = time.Minute
	MaxTurnTime = 14 * 24 * time.Hour
	// DefaultRemindShare is the share of the turn time after which a
	// waiting player is reminded.
	DefaultRemindShare = 0.5
	// DefaultMaxTimeouts is how many timeouts in a row hand a seat over.
	DefaultMaxTimeouts = 3
)

// OnTimeouts is what happens to a seat that timed out too often in a row.
type OnTimeouts string

// The choices for a seat that keeps timing out.
const (
	// TakeOver hands the seat to a bot for the rest of the match.
	TakeOver OnTimeouts = "bot"
	// Abandon cancels the match: the game needs all its humans.
	Abandon OnTimeouts = "abandon"
)

// Timing is how a match keeps time: its turn time and the current turn's
// deadline. The Manager keeps it; stores only persist it and index Wake.
type Timing struct {
	// TurnTime is how long a seat has to act; zero: DefaultTurnTime.
	TurnTime time.Duration `json:"turn_time,omitempty"`
	// RemindShare is the share of TurnTime after which waiting players
	// are reminded; zero: DefaultRemindShare; negative: never.
	RemindShare float64 `json:"remind_share,omitempty"`
	// MaxTimeouts in a row hand a seat over; zero: DefaultMaxTimeouts.
	MaxTimeouts int `json:"max_timeouts,omitempty"`
	// OnTimeouts is what happens then; empty: TakeOver.
	OnTimeouts OnTimeouts `json:"on_timeouts,omitempty"`

	// Due is when the current turn times out; zero before play starts.
	Due time.Time `json:"due,omitzero"`
	// Reminded: the current turn's reminder went out (or was dropped).
	Reminded bool `json:"reminded,omitempty"`
	// Paused: the clock is stopped; Left is what remained of the turn.
	Paused bool          `json:"paused,omitempty"`
	Left   time.Duration `json:"left,omitempty"`
	// Timeouts counts, per seat, the timeouts in a row.
	Timeouts []int `json:"timeouts,omitempty"`
	// Wake is the next deadline (a reminder or Due) the scheduler acts
	// on; zero when none runs. Stores index the open match under it.
	Wake time.Time `json:"wake,omitzero"`
}

// TurnLength returns the turn time with its default.
func (t Timing) TurnLength() time.Duration {
	if t.TurnTime <= 0 {
		return DefaultTurnTime
	}
	return t.TurnTime
}

// Share returns the reminder share with its default; 0 means no reminder.
func (t Timing) Share() float64 {
	switch {
	case t.RemindShare < 0 || t.RemindShare >= 1:
		return 0
	case t.RemindShare == 0:
		return DefaultRemindShare
	}
	return t.RemindShare
}

// Limit returns MaxTimeouts with its default.
func (t Timing) Limit() int {
	if t.MaxTimeouts <= 0 {
		return DefaultMaxTimeouts
	}
	return t.MaxTimeouts
}

// RemindAt returns when the current turn's reminder falls due, and false
// when it has none (sent, disabled, or no turn running).
func (t Timing) RemindAt() (time.Time, bool) {
	share := t.Share()
	if t.Reminded || share == 0 || t.Due.IsZero() || t.Paused {
		return time.Time{}, false
	}
	before := time.Duration(float64(t.TurnLength()) * (1 - share))
	return t.Due.Add(-before), true
}

// CheckTurnTime refuses a turn time outside MinTurnTime..MaxTurnTime.
func CheckTurnTime(d time.Duration) error {
	if d < MinTurnTime || d > MaxTurnTime {
		return fmt.Errorf("%w: a turn time is from 1 minute to 14 days", ErrBadTiming)
	}
	return nil
}

// startTurn sets a fresh deadline for a turn that begins at now.
func (t *Timing) startTurn(now time.Time) {
	t.Due = now.Add(t.TurnLength())
	t.Reminded = false
	t.Paused, t.Left = false, 0
}

// setWake recomputes Wake for a match in phase.
func (t *Timing) setWake(phase Phase) {
	t.Wake = time.Time{}
	if phase != Playing || t.Paused || t.Due.IsZero() {
		return
	}
	if at, ok := t.RemindAt(); ok {
		t.Wake = at
		return
	}
	t.Wake = t.Due
}

// schedule keeps m's deadline after a change from cur at now: a new turn
// (or the start) gets a fresh deadline; an ended match none.
func schedule(cur, m *Match, now time.Time) {
	if m.Phase == Playing && (cur.Phase != Playing || m.Turn != cur.Turn) {
		if m.Paused {
			m.Left, m.Reminded = m.TurnLength(), false
		} else {
			m.startTurn(now)
		}
	}
	if n := len(m.Players); len(m.Timeouts) < n {
		m.Timeouts = append(m.Timeouts, make([]int, n-len(m.Timeouts))...)
	}
	m.setWake(m.Phase)
}
