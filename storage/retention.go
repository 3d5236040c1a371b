package storage

import (
	"bytes"
	"context"
	"time"

	"go.etcd.io/bbolt"
)

// bucketPruned maps the id of an ended match whose log retention removed
// to the time it was removed (RFC 3339): the match stays in the archive
// with its result; Log answers session.ErrLogPruned for it.
var bucketPruned = []byte("pruned")

// Retention is bounded so that it never holds the writer for long: one
// step reads at most pruneScan history keys and removes at most
// pruneBatch logs in one transaction.
const (
	pruneScan  = 256
	pruneBatch = 4
)

// LogPruner removes the logs of matches that ended before a cutoff,
// walking the history index a small transaction at a time. It keeps its
// place between steps; a walk that reaches the end starts again.
type LogPruner struct {
	db    *DB
	after []byte // the last history key read; nil: from the beginning
}

// NewLogPruner returns a pruner of db's logs.
func NewLogPruner(db *DB) *LogPruner { return &LogPruner{db: db} }

// Step removes, in one write transaction, up to pruneBatch logs of
// matches that ended before cutoff, among the next pruneScan matches of
// the history index. It returns how many logs it removed and whether the
// walk reached the end of the index (the next step starts from the
// beginning).
func (p *LogPruner) Step(ctx context.Context, cutoff time.Time, now time.Time) (removed int, wrapped bool, err error) {
	var last []byte
	err = p.db.update(ctx, func(tx *bbolt.Tx) error {
		removed, last, wrapped = 0, nil, false
		hist, err := bucket(tx, bucketHistory)
		if err != nil {
			return err
		}
		logs, err := bucket(tx, bucketLogs)
		if err != nil {
			return err
		}
		c := hist.Cursor()
		k, _ := c.First()
		if p.after != nil {
			if k, _ = c.Seek(p.after); k != nil && bytes.Equal(k, p.after) {
				k, _ = c.Next()
			}
		}
		for read := 0; ; k, _ = c.Next() {
			if k == nil {
				wrapped = true
				return nil
			}
			if read == pruneScan || removed == pruneBatch {
				return nil
			}
			read++
			last = append(last[:0], k...)
			ended, id, ok := parseHistoryKey(k)
			if !ok || !ended.Before(cutoff) || logs.Bucket(id) == nil {
				continue
			}
			if err := logs.DeleteBucket(id); err != nil {
				return err
			}
			if err := markPruned(tx, string(id), now); err != nil {
				return err
			}
			removed++
		}
	})
	if err != nil {
		return 0, false, err
	}
	if wrapped {
		p.after = nil
	} else {
		p.after = last
	}
	return removed, wrapped, nil
}

// parseHistoryKey reads guild/finishedAt/matchID.
func parseHistoryKey(k []byte) (ended time.Time, id []byte, ok bool) {
	i, j := bytes.IndexByte(k, '/'), bytes.LastIndexByte(k, '/')
	if i < 0 || j <= i {
		return time.Time{}, nil, false
	}
	t, err := time.Parse(historyLayout, string(k[i+1:j]))
	if err != nil {
		return time.Time{}, nil, false
	}
	return t, k[j+1:], true
}

// markPruned records that retention removed the log of match id at now.
func markPruned(tx *bbolt.Tx, id string, now time.Time) error {
	b, err := tx.CreateBucketIfNotExists(bucketPruned)
	if err != nil {
		return err
	}
	return putSealed(b, []byte(id), []byte(now.UTC().Format(time.RFC3339)))
}

// isPruned reports whether retention removed the log of match id.
func isPruned(tx *bbolt.Tx, id string) bool {
	b := tx.Bucket(bucketPruned)
	return b != nil && b.Get([]byte(id)) != nil
}

// PruneLogs runs retention until ctx ends: every interval it walks the
// whole history, removing the logs of matches that ended more than keep
// ago, one small step at a time with a pause between steps so that moves
// go first. report, when not nil, is called after each step that removed
// logs, with how many and how long its transaction took.
func (db *DB) PruneLogs(ctx context.Context, keep, interval time.Duration, now func() time.Time, report func(removed int, took time.Duration)) error {
	p := NewLogPruner(db)
	for {
		for {
			start := time.Now()
			removed, wrapped, err := p.Step(ctx, now().Add(-keep), now())
			if err != nil {
				return err
			}
			if removed > 0 && report != nil {
				report(removed, time.Since(start))
			}
			if wrapped {
				break
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(10 * time.Millisecond):
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(interval):
		}
	}
}
