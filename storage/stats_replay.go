package storage

import (
	"fmt"
	"slices"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// fromLog returns a copy of a finished match whose result and state are
// those its log replays to, with the recorded dice; the game must be
// registered. It fails when the log does not replay.
func fromLog(tx *bbolt.Tx, m *session.Match) (*session.Match, error) {
	steps, err := readSteps(tx, m.ID)
	if err != nil {
		return nil, err
	}
	rules, err := m.Rules()
	if err != nil {
		return nil, err
	}
	if len(steps) == 0 || !steps[0].Is(session.StepStart) || steps[0].Seat != games.Spectator {
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

// sameResult reports whether two results agree on what the statistics
// read: over, scores and winners.
func sameResult(a, b *games.Result) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Over == b.Over && slices.Equal(a.Scores, b.Scores) && slices.Equal(a.Winners, b.Winners)
}

// readSteps reads a match's log inside tx.
func readSteps(tx *bbolt.Tx, id string) ([]session.Step, error) {
	logs, err := bucket(tx, bucketLogs)
	if err != nil {
		return nil, err
	}
	b := logs.Bucket([]byte(id))
	if b == nil {
		return nil, nil
	}
	var steps []session.Step
	err = b.ForEach(func(k, v []byte) error {
		var s session.Step
		if err := decodeJSON(k, v, &s); err != nil {
			return fmt.Errorf("%w: log of %s, step %x: %w", ErrCorrupt, id, k, err)
		}
		steps = append(steps, s)
		return nil
	})
	return steps, err
}
