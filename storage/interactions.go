package storage

import (
	"bytes"
	"context"
	"fmt"
	"sync"
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

// claimedInteractions are the ids claimed in this process within
// session.InteractionMemory: claims see each other at once, while their
// writes ride with later commits.
type claimedInteractions struct {
	mu     sync.Mutex
	ids    map[string]time.Time
	pruned time.Time // when ids older than the memory were last dropped
}

var _ session.Interactions = (*DB)(nil)

// ClaimInteraction implements session.Interactions. A claim is seen at
// once by every later claim in this process; it is written to the file
// with the next group commit (see committer.later), so it costs no fsync
// of its own. Every write commits no earlier than the claims made before
// it: a change of a match (Put, SetBoard) in a group commit that carries
// them, a setting, a preference or a deletion (committer.solo) after a
// commit of them. So a crash cannot keep the act and lose its claim; it
// may lose the claim of a request that wrote nothing. The file's entries older than
// session.InteractionMemory are deleted by the same write.
func (db *DB) ClaimInteraction(ctx context.Context, id string, now time.Time) (bool, error) {
	if err := db.ready(ctx); err != nil {
		return false, err
	}
	c := &db.claimed
	c.mu.Lock()
	defer c.mu.Unlock()
	cutoff := now.Add(-session.InteractionMemory)
	if c.ids == nil {
		c.ids = map[string]time.Time{}
	}
	if now.Sub(c.pruned) > time.Minute || now.Before(c.pruned) {
		for k, at := range c.ids {
			if at.Before(cutoff) {
				delete(c.ids, k)
			}
		}
		c.pruned = now
	}
	if at, ok := c.ids[id]; ok && !at.Before(cutoff) {
		return false, nil
	}
	stored, err := db.claimedAt(ctx, id)
	if err != nil {
		return false, fmt.Errorf("storage: claiming interaction %s: %w", id, err)
	}
	if !stored.IsZero() && !stored.Before(cutoff) {
		c.ids[id] = stored
		return false, nil
	}
	c.ids[id] = now
	db.commits.later(func(tx *bbolt.Tx) error { return writeClaim(tx, id, now) }, nil)
	return true, nil
}

// claimedAt returns when the file says id was claimed; zero for never.
func (db *DB) claimedAt(ctx context.Context, id string) (time.Time, error) {
	var at time.Time
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		if b := tx.Bucket(bucketInteractions); b != nil {
			if v := b.Get([]byte(id)); len(v) == 8 {
				at = time.Unix(0, int64(bytesU64(v)))
			}
		}
		return nil
	})
	return at, err
}

// writeClaim records id as claimed at now, after deleting the entries
// claimed more than session.InteractionMemory before now.
func writeClaim(tx *bbolt.Tx, id string, now time.Time) error {
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
	return byTime.Put(append(at, id...), nil)
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

func bytesU64(b []byte) uint64 {
	var v uint64
	for _, c := range b {
		v = v<<8 | uint64(c)
	}
	return v
}

// interactionCount returns how many interaction ids db's file remembers
// (tests), once the claims waiting for a commit are written.
func (db *DB) interactionCount() (n int) {
	_ = db.commits.do(nil)
	_ = db.bolt.View(func(tx *bbolt.Tx) error {
		if b := tx.Bucket(bucketInteractions); b != nil {
			n = b.Stats().KeyN
		}
		return nil
	})
	return n
}
