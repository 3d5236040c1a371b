package storage

import (
	"context"
	"fmt"
	"slices"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

var _ session.WebKeys = (*DB)(nil)

// bucketWeb holds the web pages' secret (keyWebSecret), sealed; it is
// made when first needed, so a file whose pages never served has none.
// Export leaves it out: a copy of the matches is no key to the links.
var bucketWeb = []byte("web")

// keyWebSecret holds the secret the web links are signed with.
var keyWebSecret = []byte("secret")

// WebSecret implements session.WebKeys: the stored secret, or a new one
// written in the same transaction when there is none yet.
func (db *DB) WebSecret(ctx context.Context) ([]byte, error) {
	var secret []byte
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		var err error
		secret, err = readWebSecret(tx)
		return err
	})
	if err != nil || secret != nil {
		return secret, err
	}
	err = db.update(ctx, func(tx *bbolt.Tx) error {
		var err error
		if secret, err = readWebSecret(tx); err != nil || secret != nil {
			return err // made meanwhile by another caller
		}
		secret = session.NewWebSecret()
		return writeWebSecret(tx, secret)
	})
	return secret, err
}

// RotateWebSecret implements session.WebKeys.
func (db *DB) RotateWebSecret(ctx context.Context) ([]byte, error) {
	secret := session.NewWebSecret()
	err := db.update(ctx, func(tx *bbolt.Tx) error { return writeWebSecret(tx, secret) })
	if err != nil {
		return nil, err
	}
	return slices.Clone(secret), nil
}

// readWebSecret returns the stored secret, nil when there is none.
func readWebSecret(tx *bbolt.Tx) ([]byte, error) {
	b := tx.Bucket(bucketWeb)
	if b == nil {
		return nil, nil
	}
	v := b.Get(keyWebSecret)
	if v == nil {
		return nil, nil
	}
	p, err := openSealed(keyWebSecret, v)
	if err != nil || len(p) != session.WebSecretSize {
		return nil, fmt.Errorf("%w: web secret", ErrCorrupt)
	}
	return slices.Clone(p), nil
}

// writeWebSecret stores secret, making bucketWeb if needed.
func writeWebSecret(tx *bbolt.Tx, secret []byte) error {
	b, err := tx.CreateBucketIfNotExists(bucketWeb)
	if err != nil {
		return err
	}
	return putSealed(b, keyWebSecret, secret)
}
