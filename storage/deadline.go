package storage

import (
	"context"
	"encoding/binary"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// deadlineKey is the key of a deadline: the due time in big-endian Unix
// nanoseconds, then the channel id, so that a cursor walks deadlines in
// time order.
func deadlineKey(at time.Time, channel string) []byte {
	k := binary.BigEndian.AppendUint64(make([]byte, 0, 8+len(channel)), uint64(at.UnixNano()))
	return append(k, channel...)
}

// moveDeadline replaces a channel's deadline entry at was with one at now
// (none when now is zero or the match is no longer open).
func moveDeadline(tx *bbolt.Tx, channel string, was, now time.Time, open bool) error {
	if !open {
		now = time.Time{}
	}
	if was.Equal(now) {
		return nil
	}
	b, err := bucket(tx, bucketDeadlines)
	if err != nil {
		return err
	}
	if !was.IsZero() {
		if err := b.Delete(deadlineKey(was, channel)); err != nil {
			return err
		}
	}
	if now.IsZero() {
		return nil
	}
	return b.Put(deadlineKey(now, channel), nil)
}

// Due implements session.Store: it walks the deadline index from its
// start, so its cost grows with the entries returned, not with the
// number of matches.
func (db *DB) Due(ctx context.Context, until time.Time, limit int) ([]session.Deadline, error) {
	var out []session.Deadline
	end := uint64(until.UnixNano())
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketDeadlines)
		if err != nil {
			return err
		}
		c := b.Cursor()
		for k, _ := c.First(); k != nil && (limit <= 0 || len(out) < limit); k, _ = c.Next() {
			if len(k) < 8 {
				return ErrCorrupt
			}
			at := binary.BigEndian.Uint64(k)
			if at > end {
				break
			}
			out = append(out, session.Deadline{At: time.Unix(0, int64(at)).UTC(), Channel: string(k[8:])})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
