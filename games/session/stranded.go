package session

import (
	"context"
	"errors"
)

// PlayStranded plays the moves of the bot seats that must act in the
// channel's match and returns the match as it was before them and the
// outcome; a nil outcome when no bot must act. A move stored alone, when
// the commit with its bots' answers failed, and a timeout or an undo,
// which are written before the bots' answers, leave a match that waits
// for a bot nothing would move if the bot stops (a crash, a kill) between
// the two: the bot calls this for every open match when it starts.
func (mg *Manager) PlayStranded(ctx context.Context, channel string) (*Match, *Outcome, error) {
	defer mg.lock(ctx, channel)()
	m, err := mg.store.Get(ctx, channel)
	if errors.Is(err, ErrNoMatch) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	if m.Phase != Playing {
		return nil, nil, nil
	}
	st, err := m.Decode()
	if err != nil {
		return nil, nil, err
	}
	if _, ok := nextMover(m, st); !ok {
		return nil, nil, nil
	}
	before := m.Clone()
	out := &Outcome{Match: m, State: st}
	_, err = mg.playBots(ctx, m, m, nil, out)
	return before, out, err
}
