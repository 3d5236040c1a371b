package storage

import (
	"context"
	"encoding/json"
	"fmt"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// Log implements session.Store: the steps of a match in the order they
// were written, open or archived; none for an unknown match, and
// session.ErrLogPruned for an ended match whose log retention removed.
func (db *DB) Log(ctx context.Context, matchID string) ([]session.Step, error) {
	var steps []session.Step
	err := db.view(ctx, func(tx *bbolt.Tx) (err error) {
		if steps, err = readSteps(tx, matchID); err == nil && steps == nil && isPruned(tx, matchID) {
			return session.ErrLogPruned
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return steps, nil
}

// logFill is how full appendStep lets bbolt fill a log's page before it
// starts the next. A log only grows at its end, so a page split there
// keeps nearly all of it (bbolt's default, 0.5, suits inserts anywhere
// and leaves every page of a log half empty): a long log takes about half
// the pages, and the file and the pages a read maps shrink with it.
const logFill = 0.95

// appendStep adds an encoded step at the end of a match's log.
func appendStep(tx *bbolt.Tx, matchID string, step []byte) error {
	logs, err := bucket(tx, bucketLogs)
	if err != nil {
		return err
	}
	b, err := logs.CreateBucketIfNotExists([]byte(matchID))
	if err != nil {
		return err
	}
	b.FillPercent = logFill
	seq, err := b.NextSequence()
	if err != nil {
		return err
	}
	return putSealed(b, u64(seq), step)
}

// readSteps reads a match's log inside tx: its bucket's steps, then its
// record's tail (see tailBudget).
func readSteps(tx *bbolt.Tx, id string) ([]session.Step, error) {
	logs, err := bucket(tx, bucketLogs)
	if err != nil {
		return nil, err
	}
	b := logs.Bucket([]byte(id))
	var steps []session.Step
	if b != nil {
		err = b.ForEach(func(k, v []byte) error {
			var s session.Step
			if err := decodeJSON(k, v, &s); err != nil {
				return fmt.Errorf("%w: log of %s, step %x: %w", ErrCorrupt, id, k, err)
			}
			steps = append(steps, s)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	tail, err := openTail(tx, id)
	if err != nil {
		return nil, err
	}
	return appendTail(steps, id, tail)
}

// appendTail decodes the steps of a record's tail onto steps.
func appendTail(steps []session.Step, id string, tail []byte) ([]session.Step, error) {
	raw, err := tailSteps(id, tail)
	if err != nil {
		return nil, err
	}
	for i, r := range raw {
		var s session.Step
		if err := json.Unmarshal(r, &s); err != nil {
			return nil, fmt.Errorf("%w: log tail of %s, step %d: %w", ErrCorrupt, id, i, err)
		}
		steps = append(steps, s)
	}
	return steps, nil
}
