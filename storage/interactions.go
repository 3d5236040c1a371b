package storage

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// The interactions a bot has acted on (session.Interactions). The two
// buckets are created by the first claim rather than by a migration: they
// hold only the last session.InteractionMemory of ids, which a file
// without them (an older one, a restored backup) simply does not have.
var (
	// bucketInteractions maps an interaction id to the time it was
	// claimed (big-endian Unix nanoseconds).
	bucketInteractions = []byte("interactions")
	// bucketInteractionsAt maps claim time (big-endian Unix nanoseconds)
	// followed by the id to nothing, so expired ids are found in order.
	bucketInteractionsAt = []byte("interactions_at")
)

var _ session.Interactions = (*DB)(nil)

// ClaimInteraction implements session.Interactions: in one write
// transaction (shared with concurrent writers, see batch) it forgets the
// ids claimed more than session.InteractionMemory before now, then
// records id unless it is still there.
func (db *DB) ClaimInteraction(ctx context.Context, id string, now time.Time) (bool, error) {
	var first bool
	err := db.batch(ctx, func(tx *bbolt.Tx) error {
		first = false
		ids, err := tx.CreateBucketIfNotExists(bucketInteractions)
		if err != nil {
			return err
		}
		byTime, err := tx.CreateBucketIfNotExists(bucketInteractionsAt)
		if err != nil {
			return err
		}
		if err := forgetInteractions(ids, byTime, now.Add(-session.InteractionMemory)); err != nil {
			return err
		}
		if ids.Get([]byte(id)) != nil {
			return nil
		}
		at := u64(uint64(now.UnixNano()))
		if err := ids.Put([]byte(id), at); err != nil {
			return err
		}
		first = true
		return byTime.Put(append(at, id...), nil)
	})
	if err != nil {
		return false, fmt.Errorf("storage: claiming interaction %s: %w", id, err)
	}
	return first, nil
}

// forgetInteractions deletes the ids claimed before cutoff.
func forgetInteractions(ids, byTime *bbolt.Bucket, cutoff time.Time) error {
	limit := u64(uint64(cutoff.UnixNano()))
	var old [][]byte
	c := byTime.Cursor()
	for k, _ := c.First(); k != nil && len(k) >= 8 && bytes.Compare(k[:8], limit) < 0; k, _ = c.Next() {
		old = append(old, bytes.Clone(k))
	}
	for _, k := range old {
		if err := byTime.Delete(k); err != nil {
			return err
		}
		id := k[8:]
		// Only when the id's entry is this claim's (a later claim of an
		// id forgotten and claimed again has its own).
		if v := ids.Get(id); v != nil && bytes.Equal(v, k[:8]) {
			if err := ids.Delete(id); err != nil {
				return err
			}
		}
	}
	return nil
}

// interactionCount returns how many interaction ids db remembers (tests).
func (db *DB) interactionCount() (n int) {
	_ = db.bolt.View(func(tx *bbolt.Tx) error {
		if b := tx.Bucket(bucketInteractions); b != nil {
			n = b.Stats().KeyN
		}
		return nil
	})
	return n
}
