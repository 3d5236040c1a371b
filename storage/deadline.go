package storage

import (
	"context"
	"encoding/binary"
	"fmt"
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

// An open match's entry in the deadline index may sit earlier than its
// Wake (schema 9 on): a move that puts the deadline later, as nearly every
// move does, leaves the entry where it is, and Due moves it to the match's
// Wake when it comes up. So a move writes the index only when its deadline
// comes earlier, appears or goes. Where each channel's entry sits is in
// bucketDeadlineAt, read on every move and written as rarely as the
// index.
//
// Kept by Put, import and Due: every open match with a Wake has one entry,
// at its Wake or before; no other channel has one; bucketDeadlineAt holds
// the entry's time for each channel that has one.

// entryAt returns the time of the channel's entry in the deadline index;
// zero when it has none.
func entryAt(tx *bbolt.Tx, channel string) (time.Time, error) {
	at := tx.Bucket(bucketDeadlineAt)
	if at == nil {
		return time.Time{}, nil // a file before schema 9, in a test
	}
	v := at.Get([]byte(channel))
	if v == nil {
		return time.Time{}, nil
	}
	if len(v) != 8 {
		return time.Time{}, fmt.Errorf("%w: deadline of %s is %d bytes", ErrCorrupt, channel, len(v))
	}
	return time.Unix(0, int64(binary.BigEndian.Uint64(v))).UTC(), nil
}

// keepDeadline brings the channel's entry in line with a Put of its match
// whose Wake is wake (zero, or the match no longer open: none). An entry
// no later than wake stays.
func keepDeadline(tx *bbolt.Tx, channel string, wake time.Time, open bool) error {
	if !open {
		wake = time.Time{}
	}
	was, err := entryAt(tx, channel)
	if err != nil {
		return err
	}
	if !was.IsZero() && !wake.IsZero() && was.UnixNano() <= wake.UnixNano() {
		return nil
	}
	return placeDeadline(tx, channel, was, wake)
}

// placeDeadline moves the channel's entry from was to at (zero: none).
func placeDeadline(tx *bbolt.Tx, channel string, was, at time.Time) error {
	if was.UnixNano() == at.UnixNano() && was.IsZero() == at.IsZero() {
		return nil
	}
	idx, err := bucket(tx, bucketDeadlines)
	if err != nil {
		return err
	}
	where, err := tx.CreateBucketIfNotExists(bucketDeadlineAt) // made by schema 9
	if err != nil {
		return err
	}
	if !was.IsZero() {
		if err := idx.Delete(deadlineKey(was, channel)); err != nil {
			return err
		}
	}
	if at.IsZero() {
		return where.Delete([]byte(channel))
	}
	if err := idx.Put(deadlineKey(at, channel), nil); err != nil {
		return err
	}
	return where.Put([]byte(channel), u64(uint64(at.UnixNano())))
}

// reindexDeadline puts the channel's entry at its open match's Wake, or
// removes it: what Due does to an entry it finds early.
func reindexDeadline(tx *bbolt.Tx, channel string, cache *decodedMatches) error {
	m, err := openHeader(tx, channel, cache)
	if err != nil {
		return err
	}
	var wake time.Time
	if m != nil && m.Phase.Open() {
		wake = m.Wake
	}
	was, err := entryAt(tx, channel)
	if err != nil {
		return err
	}
	return placeDeadline(tx, channel, was, wake)
}

// Due implements session.Store: it walks the deadline index from its
// start, so its cost grows with the entries returned, not with the
// number of matches. An entry it finds before its match's Wake it moves
// there (a write), and walks again.
func (db *DB) Due(ctx context.Context, until time.Time, limit int) ([]session.Deadline, error) {
	for range dueRounds {
		out, early, err := db.due(ctx, until, limit)
		if err != nil || len(early) == 0 {
			return out, err
		}
		err = db.batch(ctx, func(tx *bbolt.Tx) error {
			for _, ch := range early {
				if err := reindexDeadline(tx, ch, &db.decoded); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	out, _, err := db.due(ctx, until, limit)
	return out, err
}

// dueRounds bounds the walks of one Due: each moves the early entries it
// found, and moves made meanwhile may leave some more.
const dueRounds = 4

// due is one walk of Due: the entries at their match's Wake, and the
// channels of those found early.
func (db *DB) due(ctx context.Context, until time.Time, limit int) (out []session.Deadline, early []string, err error) {
	// Keys are Unix nanoseconds from 1970 on; the zero time, which
	// UnixNano cannot express, and any time before 1970 come before all.
	var end uint64
	if until.After(time.Unix(0, 0)) {
		end = uint64(until.UnixNano())
	}
	err = db.view(ctx, func(tx *bbolt.Tx) error {
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
			ch := string(k[8:])
			m, err := openHeader(tx, ch, &db.decoded)
			if err != nil {
				return err
			}
			if m == nil || uint64(m.Wake.UnixNano()) != at || m.Wake.IsZero() {
				early = append(early, ch)
				continue
			}
			out = append(out, session.Deadline{At: time.Unix(0, int64(at)).UTC(), Channel: ch})
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return out, early, nil
}
