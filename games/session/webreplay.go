package session

import (
	"context"
	"errors"
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// Replay is a finished match as its web page steps through it.
type Replay struct {
	Match *Match
	// Steps are the log's steps that stand (Effective): the start, then
	// every move and session step; nil when Pruned.
	Steps []Step
	// States holds the game's state after each of Steps, in order; a
	// session step (a resignation) repeats the state before it.
	States []games.State
	// Pruned: the log retention removed the moves; the match keeps its
	// result only.
	Pruned bool
	// Raw is the stored log, undone steps and all, as /history verify
	// checks it; nil when Pruned.
	Raw []Step
}

// FinishedReplay returns the replay of a match of guild that was played
// to its end; ErrNoMatchID for an unknown id, a match of another guild
// and one not finished (cancelled or still open), so a page cannot tell
// them apart. A log that does not replay is an error.
func (mg *Manager) FinishedReplay(ctx context.Context, guild, id string) (*Replay, error) {
	m, err := mg.store.Archived(ctx, id)
	if errors.Is(err, ErrNoMatchID) || err == nil && (m.Guild != guild || m.Phase != Finished) {
		return nil, ErrNoMatchID
	}
	if err != nil {
		return nil, err
	}
	steps, err := mg.store.Log(ctx, id)
	if errors.Is(err, ErrLogPruned) {
		return &Replay{Match: m, Pruned: true}, nil
	}
	if err != nil {
		return nil, err
	}
	r := &Replay{Match: m, Raw: steps, Steps: Effective(steps)}
	if r.States, err = ReplayStates(m, r.Steps); err != nil {
		return nil, err
	}
	return r, nil
}

// ReplayStates returns the state after each of steps (which Effective
// has already taken undone steps out of), replayed with their recorded
// dice from the "start" step: a session step repeats the state before
// it. An engine that panics is reported as ErrReplay.
func ReplayStates(m *Match, steps []Step) (out []games.State, err error) {
	rules, err := m.Rules()
	if err != nil {
		return nil, err
	}
	if len(steps) == 0 || !steps[0].Is(StepStart) || steps[0].Seat != games.Spectator {
		return nil, fmt.Errorf("%w: no start step", ErrBadLog)
	}
	step := 0
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("%w: step %d: %v", ErrReplay, step+1, r)
		}
	}()
	st, err := rules.New(m.Options, len(m.Players), games.NewReplay(steps[0].Draws))
	if err != nil {
		return nil, fmt.Errorf("%w: start: %w", ErrReplay, err)
	}
	out = make([]games.State, 0, len(steps))
	out = append(out, st)
	for i, s := range steps[1:] {
		step = i + 1
		if !sessionStep(s) {
			if st, err = st.Apply(s.Seat, s.Move, games.NewReplay(s.Draws)); err != nil {
				return nil, fmt.Errorf("%w: step %d (version %d): %w", ErrReplay, step+1, s.Version, err)
			}
		}
		out = append(out, st)
	}
	return out, nil
}
