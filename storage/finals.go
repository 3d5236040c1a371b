package storage

import (
	"context"
	"fmt"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// bucketFinals maps a channel id to the id of its last finished match
// whose final board has not been posted (session.FinalBoards). It is
// created by the first match to finish rather than by a migration: a
// file without it owes no final board.
var bucketFinals = []byte("finals_owed")

var _ session.FinalBoards = (*DB)(nil)

// oweFinal records, in the transaction of Put that archives m, that m's channel owes its
// final board, when m finished (a cancelled match has no result to show).
func oweFinal(tx *bbolt.Tx, m *session.Match) error {
	if m.Phase != session.Finished {
		return nil
	}
	b, err := tx.CreateBucketIfNotExists(bucketFinals)
	if err != nil {
		return err
	}
	return b.Put([]byte(m.Channel), []byte(m.ID))
}

// OwedFinals implements session.FinalBoards.
func (db *DB) OwedFinals(ctx context.Context) (map[string]string, error) {
	owed := map[string]string{}
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketFinals)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			owed[string(k)] = string(v)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("storage: final boards owed: %w", err)
	}
	return owed, nil
}

// FinalPosted implements session.FinalBoards; it shares Put's group
// commit and returns once the change is durable, so that a restart does
// not post the board again.
func (db *DB) FinalPosted(ctx context.Context, channel, match string) error {
	owed := false
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketFinals)
		owed = b != nil && string(b.Get([]byte(channel))) == match
		return nil
	})
	if err != nil || !owed {
		return err
	}
	return db.batch(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketFinals)
		if b == nil || string(b.Get([]byte(channel))) != match {
			return nil
		}
		return b.Delete([]byte(channel))
	})
}
