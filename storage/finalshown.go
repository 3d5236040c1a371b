package storage

import (
	"context"
	"fmt"
	"strings"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// bucketFinalShown maps a channel id to "<match id> <message id>": the
// message that shows the final board of the channel's last finished
// match (session.FinalMessages). It is created by the first final board
// posted rather than by a migration: a file without it knows none.
var bucketFinalShown = []byte("finals_shown")

var _ session.FinalMessages = (*DB)(nil)

// SetFinalMessage implements session.FinalMessages; it shares Put's
// group commit.
func (db *DB) SetFinalMessage(ctx context.Context, channel, match, message string) error {
	err := db.batch(ctx, func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bucketFinalShown)
		if err != nil {
			return err
		}
		return b.Put([]byte(channel), []byte(match+" "+message))
	})
	if err != nil {
		return fmt.Errorf("storage: final board message: %w", err)
	}
	return nil
}

// FinalMessage implements session.FinalMessages.
func (db *DB) FinalMessage(ctx context.Context, channel string) (match, message string, err error) {
	err = db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketFinalShown)
		if b == nil {
			return nil
		}
		match, message, _ = strings.Cut(string(b.Get([]byte(channel))), " ")
		return nil
	})
	if err != nil {
		return "", "", fmt.Errorf("storage: final board message: %w", err)
	}
	return match, message, nil
}
