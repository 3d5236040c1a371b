package session

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// ErrReplay is CheckMatch's error for a log that does not replay to its
// match's stored state.
var ErrReplay = errors.New("log does not replay to the stored state")

// ErrBadLog is the error of CheckMatch and FromLog for a log whose steps
// are out of order or do not fit the match.
var ErrBadLog = errors.New("bad log")

// ErrBadMatch is CheckMatch's error for a match whose own record does not
// hold together (a phase without a state, a state that does not decode),
// or on which an engine panicked.
var ErrBadMatch = errors.New("session: corrupt match")

// CheckMatch checks a match against its log: the steps' versions rise and
// end at or before the match's, the game is known, the state decodes, and
// replaying the log from the "start" step with its recorded dice gives
// exactly the stored state. A match never started has no state and no
// "start" step. Session steps ("resign", "cancel") change no game state
// and are skipped by the replay; an undo step drops the steps it took back
// (Effective). An engine that panics on the stored data is reported as an
// error, so CheckMatch is safe on any input.
func CheckMatch(m *Match, steps []Step) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: the engine panicked: %v", ErrBadMatch, r)
		}
	}()
	var last int64
	for i, s := range steps {
		if s.Version <= last || s.Version > m.Version {
			return fmt.Errorf("%w: step %d at version %d (previous %d, match at %d)", ErrBadLog, i+1, s.Version, last, m.Version)
		}
		last = s.Version
	}
	rules, err := m.Rules()
	if err != nil {
		return err
	}
	started := len(steps) > 0 && steps[0].Is(StepStart) && steps[0].Seat == games.Spectator
	if m.State == nil {
		if started {
			return fmt.Errorf("%w: a start step but no state", ErrBadLog)
		}
		if m.Phase == Playing || m.Phase == Finished {
			return fmt.Errorf("%w: phase %s without a state", ErrBadMatch, m.Phase)
		}
		return nil
	}
	stored, err := rules.Decode(m.State)
	if err != nil {
		return fmt.Errorf("%w: state: %w", ErrBadMatch, err)
	}
	// Compared as the engine writes it now: a state stored by an older
	// engine may lack a field it has since gained (Blingo's supply).
	want, err := stored.Encode()
	if err != nil {
		return fmt.Errorf("%w: state: %w", ErrBadMatch, err)
	}
	if !started {
		return fmt.Errorf("%w: a state but no start step", ErrBadLog)
	}
	st, err := replay(rules, m, steps)
	if err != nil {
		return err
	}
	enc, err := st.Encode()
	if err != nil {
		return fmt.Errorf("%w: encode: %w", ErrReplay, err)
	}
	if !bytes.Equal(enc, want) {
		return ErrReplay
	}
	if over := st.Result().Over; over != (m.Phase == Finished) {
		return fmt.Errorf("%w: the game is over: %v, the match is %s", ErrReplay, over, m.Phase)
	}
	return nil
}

// FromLog returns a copy of a finished match whose result and state are
// those its log (steps) replays to, with the recorded dice; the game must
// be registered. It fails when the log does not replay.
func FromLog(m *Match, steps []Step) (*Match, error) {
	rules, err := m.Rules()
	if err != nil {
		return nil, err
	}
	if len(steps) == 0 || !steps[0].Is(StepStart) || steps[0].Seat != games.Spectator {
		return nil, fmt.Errorf("%w: no start step", ErrBadLog)
	}
	st, err := replay(rules, m, steps)
	if err != nil {
		return nil, err
	}
	enc, err := st.Encode()
	if err != nil {
		return nil, fmt.Errorf("%w: encode: %w", ErrReplay, err)
	}
	c := m.Clone()
	res := st.Result()
	c.State, c.Result = enc, &res
	return c, nil
}

// SameResult reports whether two results agree on what the statistics
// read: over, scores and winners.
func SameResult(a, b *games.Result) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Over == b.Over && slices.Equal(a.Scores, b.Scores) && slices.Equal(a.Winners, b.Winners)
}

// replay rebuilds a match's game state from its log. A replay that asks
// for other dice than were recorded panics in games.Replay; that panic is
// turned into an error here.
func replay(rules games.Rules, m *Match, steps []Step) (st games.State, err error) {
	step := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: step %d: %v", ErrReplay, step+1, r)
		}
	}()
	steps = Effective(steps)
	rp := games.NewReplay(steps[0].Draws)
	if st, err = rules.New(m.Options, len(m.Players), rp); err != nil {
		return nil, fmt.Errorf("%w: start: %w", ErrReplay, err)
	}
	if !rp.Done() {
		return nil, fmt.Errorf("%w: start: dice left over", ErrReplay)
	}
	for i, s := range steps[1:] {
		step = i + 1
		if sessionStep(s) {
			continue
		}
		rp := games.NewReplay(s.Draws)
		if st, err = st.Apply(s.Seat, s.Move, rp); err != nil {
			return nil, fmt.Errorf("%w: step %d (version %d, seat %d, %q): %w", ErrReplay, step+1, s.Version, s.Seat, s.Move, err)
		}
		if !rp.Done() {
			return nil, fmt.Errorf("%w: step %d (version %d): dice left over", ErrReplay, step+1, s.Version)
		}
	}
	return st, nil
}

// sessionStep reports whether a step is the session's own (a resignation
// or a cancellation) rather than a game move.
func sessionStep(s Step) bool {
	return len(s.Draws) == 0 && (s.Is(StepResign) || s.Is(StepCancel) && s.Seat == games.Spectator)
}
