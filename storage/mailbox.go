package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// bucketMail holds what direct messages need besides bucketNotify (see
// session.Mailbox), sealed; it is made when first needed. Keys:
// "p\x00"+user: the user's DMPrefs (JSON); "h\x00"+user: the messages
// held for the user (a JSON list of strings); "t\x00"+user+"\x00"+channel:
// the tag of the last turn start the user was told of in channel.
var bucketMail = []byte("mail")

var _ session.Mailbox = (*DB)(nil)

func mailKey(kind byte, parts ...string) []byte {
	k := []byte{kind}
	for _, p := range parts {
		k = append(append(k, 0), p...)
	}
	return k
}

// mailGet reads and unseals the record under k; nil when there is none.
func mailGet(tx *bbolt.Tx, k []byte) ([]byte, error) {
	b := tx.Bucket(bucketMail)
	if b == nil {
		return nil, nil
	}
	v := b.Get(k)
	if v == nil {
		return nil, nil
	}
	p, err := openSealed(k, v)
	if err != nil {
		return nil, fmt.Errorf("storage: mail %q: %w", k, err)
	}
	return p, nil
}

// mailPut writes payload under k; a nil payload deletes the record.
func mailPut(tx *bbolt.Tx, k, payload []byte) error {
	b, err := tx.CreateBucketIfNotExists(bucketMail)
	if err != nil {
		return err
	}
	if payload == nil {
		return b.Delete(k)
	}
	return putSealed(b, k, payload)
}

// DMPrefs implements session.Mailbox.
func (db *DB) DMPrefs(ctx context.Context, user string) (session.DMPrefs, error) {
	var p session.DMPrefs
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		v, err := mailGet(tx, mailKey('p', user))
		if err != nil || v == nil {
			return err
		}
		if err := json.Unmarshal(v, &p); err != nil {
			return fmt.Errorf("%w: direct-message settings of %s: %w", ErrCorrupt, user, err)
		}
		return nil
	})
	return p, err
}

// SetDMPrefs implements session.Mailbox.
func (db *DB) SetDMPrefs(ctx context.Context, user string, p session.DMPrefs) error {
	var v []byte
	if p != (session.DMPrefs{}) {
		var err error
		if v, err = json.Marshal(p); err != nil {
			return err
		}
	}
	return db.update(ctx, func(tx *bbolt.Tx) error { return mailPut(tx, mailKey('p', user), v) })
}

// Tell implements session.Mailbox.
func (db *DB) Tell(ctx context.Context, user, channel, tag string) (bool, error) {
	fresh := false
	err := db.update(ctx, func(tx *bbolt.Tx) error {
		k := mailKey('t', user, channel)
		v, err := mailGet(tx, k)
		if err != nil || string(v) == tag && v != nil {
			return err
		}
		fresh = true
		return mailPut(tx, k, []byte(tag))
	})
	return fresh, err
}

// held reads a user's held messages in tx.
func held(tx *bbolt.Tx, user string) ([]string, error) {
	v, err := mailGet(tx, mailKey('h', user))
	if err != nil || v == nil {
		return nil, err
	}
	var lines []string
	if err := json.Unmarshal(v, &lines); err != nil {
		return nil, fmt.Errorf("%w: held messages of %s: %w", ErrCorrupt, user, err)
	}
	return lines, nil
}

// putHeld writes a user's held messages; none deletes the record.
func putHeld(tx *bbolt.Tx, user string, lines []string) error {
	if len(lines) == 0 {
		return mailPut(tx, mailKey('h', user), nil)
	}
	v, err := json.Marshal(lines)
	if err != nil {
		return err
	}
	return mailPut(tx, mailKey('h', user), v)
}

// Hold implements session.Mailbox.
func (db *DB) Hold(ctx context.Context, user, line string) error {
	return db.update(ctx, func(tx *bbolt.Tx) error {
		lines, err := held(tx, user)
		if err != nil {
			return err
		}
		return putHeld(tx, user, append(lines, line))
	})
}

// Held implements session.Mailbox.
func (db *DB) Held(ctx context.Context) (map[string][]string, error) {
	out := map[string][]string{}
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketMail)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, _ := c.Seek([]byte{'h', 0}); k != nil && bytes.HasPrefix(k, []byte{'h', 0}); k, _ = c.Next() {
			user := string(k[2:])
			lines, err := held(tx, user)
			if err != nil {
				return err
			}
			out[user] = lines
		}
		return nil
	})
	return out, err
}

// Release implements session.Mailbox.
func (db *DB) Release(ctx context.Context, user string, n int) error {
	return db.update(ctx, func(tx *bbolt.Tx) error {
		lines, err := held(tx, user)
		if err != nil {
			return err
		}
		return putHeld(tx, user, lines[min(n, len(lines)):])
	})
}

// hasMail reports whether bucketMail holds any record of user.
func hasMail(tx *bbolt.Tx, user string) bool {
	b := tx.Bucket(bucketMail)
	if b == nil {
		return false
	}
	if b.Get(mailKey('p', user)) != nil || b.Get(mailKey('h', user)) != nil {
		return true
	}
	told := append(mailKey('t', user), 0)
	k, _ := b.Cursor().Seek(told)
	return k != nil && bytes.HasPrefix(k, told)
}

// forgetMail removes a user's records from bucketMail.
func forgetMail(tx *bbolt.Tx, user string) error {
	b := tx.Bucket(bucketMail)
	if b == nil {
		return nil
	}
	keys := [][]byte{mailKey('p', user), mailKey('h', user)}
	told := append(mailKey('t', user), 0)
	c := b.Cursor()
	for k, _ := c.Seek(told); k != nil && bytes.HasPrefix(k, told); k, _ = c.Next() {
		keys = append(keys, bytes.Clone(k))
	}
	for _, k := range keys {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	return nil
}
