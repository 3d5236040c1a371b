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
	// MinRemindEvery is the shortest interval of repeated reminders.
	MinRemindEvery = 15 * time.Minute
)

// OnTimeouts is what happens to a seat that timed out too often in a row.
type OnTimeouts string

// The choices for a seat that keeps timing out.
const (
	// TakeOver hands the seat to a bot for the rest of the match; when
	// that would leave no human at the table, the match is abandoned
	// instead and no seat is handed over.
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
	// RemindEvery repeats the reminder at this interval until the turn
	// times out; zero: no repeats.
	RemindEvery time.Duration `json:"remind_every,omitempty"`
	// MaxTimeouts in a row hand a seat over; zero: DefaultMaxTimeouts.
	MaxTimeouts int `json:"max_timeouts,omitempty"`
	// OnTimeouts is what happens then; empty: TakeOver.
	OnTimeouts OnTimeouts `json:"on_timeouts,omitempty"`

	// Due is when the current turn times out; zero before play starts.
	Due time.Time `json:"due,omitzero"`
	// Reminded: the current turn's reminder went out (or was dropped).
	Reminded bool `json:"reminded,omitempty"`
	// RemindedAt is when the current turn's last reminder went out; the
	// next repeat falls due RemindEvery after it.
	RemindedAt time.Time `json:"reminded_at,omitzero"`
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

// RemindAt returns when the current turn's next reminder falls due, and
// false when it has none (disabled, no turn running, or the next repeat
// would come at or after the timeout). The first reminder comes at the
// share of the turn time; with RemindEvery, repeats follow the last one
// sent at that interval (without a share, the first comes RemindEvery
// after the turn began).
func (t Timing) RemindAt() (time.Time, bool) {
	if t.Due.IsZero() || t.Paused {
		return time.Time{}, false
	}
	var at time.Time
	switch share := t.Share(); {
	case !t.Reminded && share != 0:
		before := time.Duration(float64(t.TurnLength()) * (1 - share))
		return t.Due.Add(-before), true
	case t.RemindEvery <= 0:
		return time.Time{}, false
	case !t.Reminded:
		at = t.Due.Add(-t.TurnLength()).Add(t.RemindEvery)
	case t.RemindedAt.IsZero():
		return time.Time{}, false
	default:
		at = t.RemindedAt.Add(t.RemindEvery)
	}
	if !at.Before(t.Due) {
		return time.Time{}, false
	}
	return at, true
}

// CheckRemindEvery refuses a repeat interval below MinRemindEvery (zero,
// no repeats, is allowed) or above MaxTurnTime.
func CheckRemindEvery(d time.Duration) error {
	if d != 0 && (d < MinRemindEvery || d > MaxTurnTime) {
		return fmt.Errorf("%w: reminders repeat every 15 minutes to 14 days", ErrBadTiming)
	}
	return nil
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
	t.Reminded, t.RemindedAt = false, time.Time{}
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
// (or the start) gets a fresh deadline; an ended match none. A request to
// add time to the turn that ended lapses with it; every clock request
// ends with the match.
func schedule(cur, m *Match, now time.Time) {
	if !m.Phase.Open() {
		m.Vote = nil
	}
	if m.Phase == Playing && (cur.Phase != Playing || m.Turn != cur.Turn) {
		if m.Vote != nil && m.Vote.Kind == "extend" {
			m.Vote = nil
		}
		if m.Paused {
			m.Left, m.Reminded, m.RemindedAt = m.TurnLength(), false, time.Time{}
		} else {
			m.startTurn(now)
		}
	}
	if n := len(m.Players); len(m.Timeouts) < n {
		m.Timeouts = append(m.Timeouts, make([]int, n-len(m.Timeouts))...)
	}
	m.setWake(m.Phase)
	if m.Phase == Lobby {
		m.Wake = m.nextLapse() // a lobby's deadline: its invitations
	}
}
