package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// bucketForget maps the id of a user whose data is to be deleted to the
// label that replaces it: the durable record of a deletion under way,
// removed by the transaction that rewrites the user's data.
var bucketForget = []byte("forget")

var _ session.Forgetter = (*DB)(nil)

// Footprint implements session.Forgetter, reading the record index, the
// standings, the open matches and the settings (not the archive).
func (db *DB) Footprint(ctx context.Context, user string) (session.Footprint, error) {
	var f session.Footprint
	if user == "" {
		return f, nil
	}
	guilds := map[string]bool{}
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		idx, err := bucket(tx, bucketRecordIndex)
		if err != nil {
			return err
		}
		c := idx.Cursor()
		for k, _ := c.Seek([]byte("u/")); k != nil && bytes.HasPrefix(k, []byte("u/")); k, _ = c.Next() {
			if g, u, ok := userIndexKey(k); ok && u == user {
				f.Matches++
				guilds[g] = true
			}
		}
		stand, err := bucket(tx, bucketStandings)
		if err != nil {
			return err
		}
		err = stand.ForEach(func(k, v []byte) error {
			if !bytes.HasSuffix(k, []byte("/"+user)) {
				return nil
			}
			p, err := openValue(k, v)
			if err != nil {
				return err
			}
			s, err := decodeStanding(k, p)
			if err != nil {
				return err
			}
			if s.User == user {
				f.Standings = append(f.Standings, s)
				guilds[s.Guild] = true
			}
			return nil
		})
		if err != nil {
			return err
		}
		open, err := bucket(tx, bucketOpen)
		if err != nil {
			return err
		}
		err = open.ForEach(func(k, v []byte) error {
			if !bytes.Contains(v, []byte(user)) {
				return nil
			}
			p, err := openValue(k, v)
			if err != nil {
				return err
			}
			m, err := decodeMatch(k, p, "open match in "+string(k))
			if err != nil {
				return err
			}
			if _, ok := m.SeatOf(user); ok {
				f.Open++
				guilds[m.Guild] = true
			} else if m.Watches(user) {
				f.Watched++
				guilds[m.Guild] = true
			}
			return nil
		})
		if err != nil {
			return err
		}
		notify, err := bucket(tx, bucketNotify)
		if err != nil {
			return err
		}
		f.Notify = notify.Get([]byte(user)) != nil
		f.Mail = hasMail(tx, user)
		if b := tx.Bucket(bucketForget); b != nil {
			f.Pending = b.Get([]byte(user)) != nil
		}
		return nil
	})
	delete(guilds, "")
	f.Guilds = slices.Sorted(maps.Keys(guilds))
	return f, err
}

// userIndexKey reads "u/"guild/user/finishedAt/matchID.
func userIndexKey(k []byte) (guild, user string, ok bool) {
	parts := bytes.SplitN(k, []byte("/"), 4)
	if len(parts) != 4 || string(parts[0]) != "u" {
		return "", "", false
	}
	return string(parts[1]), string(parts[2]), true
}

// QueueForget implements session.Forgetter.
func (db *DB) QueueForget(ctx context.Context, user, label string) (string, error) {
	if user == "" || !session.IsFormer(label) {
		return "", fmt.Errorf("storage: forget: bad user %q or label %q", user, label)
	}
	err := db.update(ctx, func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bucketForget)
		if err != nil {
			return err
		}
		if v := b.Get([]byte(user)); v != nil {
			label = string(v)
			return nil
		}
		return b.Put([]byte(user), []byte(label))
	})
	return label, err
}

// QueuedForgets implements session.Forgetter.
func (db *DB) QueuedForgets(ctx context.Context) (map[string]string, error) {
	out := map[string]string{}
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketForget)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			out[string(k)] = string(v)
			return nil
		})
	})
	return out, err
}

// Forget implements session.Forgetter in one write transaction, then
// overwrites the pages it freed (see Scrub), so that no byte of the file
// holds the user's id afterwards. Every value is first searched for the
// id's bytes, so only the records that hold it are decoded.
func (db *DB) Forget(ctx context.Context, user, label string) error {
	if err := db.rewriteUser(ctx, user, label); err != nil {
		return err
	}
	return db.Scrub(ctx)
}

// rewriteUser is Forget's transaction: it leaves a scrub owed.
func (db *DB) rewriteUser(ctx context.Context, user, label string) error {
	if user == "" || !session.IsFormer(label) {
		return fmt.Errorf("storage: forget: bad user %q or label %q", user, label)
	}
	err := db.update(ctx, func(tx *bbolt.Tx) error {
		f := forgetter{tx: tx, user: user, label: label, id: []byte(user)}
		for _, step := range []func() error{f.matches, f.logs, f.records, f.recordIndex, f.standings, f.seasons, f.dice, f.settings} {
			if err := step(); err != nil {
				return err
			}
		}
		return oweScrub(tx)
	})
	if err != nil {
		return fmt.Errorf("storage: forget: %w", err)
	}
	return nil
}

// forgetter rewrites one user's data inside one transaction.
type forgetter struct {
	tx          *bbolt.Tx
	user, label string
	id          []byte
}

// matches rewrites the open and archived matches that name the user.
func (f forgetter) matches() error {
	// The steps open records hold go to their logs first, which logs
	// rewrites, since rewrite keeps only what the match encodes.
	if err := flushTails(f.tx, f.id); err != nil {
		return err
	}
	for _, name := range [][]byte{bucketOpen, bucketArchive} {
		b, err := bucket(f.tx, name)
		if err != nil {
			return err
		}
		err = f.rewrite(b, func(k, p []byte) (any, bool, error) {
			m, err := decodeMatch(k, p, string(name)+" "+string(k))
			if err != nil {
				return nil, false, err
			}
			return m, m.Forget(f.user, f.label), nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// rewrite walks b's values that hold the user's id, hands each payload to
// forget, and writes back, sealed, every value that forget changed (ok)
// as the JSON of what it returned. It writes after the walk, since a
// cursor is not to be trusted across puts.
func (f forgetter) rewrite(b *bbolt.Bucket, forget func(k, payload []byte) (v any, ok bool, err error)) error {
	changed := map[string][]byte{}
	err := b.ForEach(func(k, v []byte) error {
		if !bytes.Contains(v, f.id) {
			return nil
		}
		p, err := openValue(k, v)
		if err != nil {
			return err
		}
		x, ok, err := forget(k, p)
		if err != nil || !ok {
			return err
		}
		val, err := json.Marshal(x)
		changed[string(k)] = val
		return err
	})
	if err != nil {
		return err
	}
	for k, v := range changed {
		if err := putValue(b, []byte(k), v); err != nil {
			return err
		}
	}
	return nil
}

// logs rewrites the log steps the user played.
func (f forgetter) logs() error {
	logs, err := bucket(f.tx, bucketLogs)
	if err != nil {
		return err
	}
	var ids [][]byte
	err = logs.ForEach(func(k, v []byte) error {
		if v == nil {
			ids = append(ids, bytes.Clone(k))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, id := range ids {
		err := f.rewrite(logs.Bucket(id), func(k, p []byte) (any, bool, error) {
			var s session.Step
			if err := json.Unmarshal(p, &s); err != nil {
				return nil, false, fmt.Errorf("%w: log of %s, step %x: %w", ErrCorrupt, id, k, err)
			}
			return s, s.Forget(f.user, f.label), nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// records rewrites the match records with the user in a seat.
func (f forgetter) records() error {
	recs, err := bucket(f.tx, bucketRecords)
	if err != nil {
		return err
	}
	return f.rewrite(recs, func(k, p []byte) (any, bool, error) {
		var r session.Record
		if err := json.Unmarshal(p, &r); err != nil {
			return nil, false, fmt.Errorf("%w: record of %s: %w", ErrCorrupt, k, err)
		}
		return r, r.Forget(f.user, f.label), nil
	})
}

// recordIndex moves the user's index keys under the label.
func (f forgetter) recordIndex() error {
	idx, err := bucket(f.tx, bucketRecordIndex)
	if err != nil {
		return err
	}
	var old [][]byte
	c := idx.Cursor()
	for k, _ := c.Seek([]byte("u/")); k != nil && bytes.HasPrefix(k, []byte("u/")); k, _ = c.Next() {
		if _, u, ok := userIndexKey(k); ok && u == f.user {
			old = append(old, bytes.Clone(k))
		}
	}
	for _, k := range old {
		parts := bytes.SplitN(k, []byte("/"), 4)
		nk := []byte("u/" + string(parts[1]) + "/" + f.label + "/" + string(parts[3]))
		if err := idx.Delete(k); err != nil {
			return err
		}
		if err := idx.Put(nk, nil); err != nil {
			return err
		}
	}
	return nil
}

// standings moves the user's standings under the label.
func (f forgetter) standings() error {
	stand, err := bucket(f.tx, bucketStandings)
	if err != nil {
		return err
	}
	var moved []session.Standing
	var old [][]byte
	err = stand.ForEach(func(k, v []byte) error {
		if !bytes.HasSuffix(k, []byte("/"+f.user)) {
			return nil
		}
		p, err := openValue(k, v)
		if err != nil {
			return err
		}
		s, err := decodeStanding(k, p)
		if err != nil {
			return err
		}
		old = append(old, bytes.Clone(k))
		if !s.Forget(f.user, f.label) {
			// The key is the user's even if the value names another.
			s.User, s.Name = f.label, session.FormerName
		}
		moved = append(moved, s)
		return nil
	})
	if err != nil {
		return err
	}
	for _, k := range old {
		if err := stand.Delete(k); err != nil {
			return err
		}
	}
	return putStandings(f.tx, moved)
}

// dice moves the user's dice counts under the label; the counts hold no
// id.
func (f forgetter) dice() error {
	b := f.tx.Bucket(bucketDice)
	if b == nil {
		return nil
	}
	moved := map[string][]byte{}
	err := b.ForEach(func(k, v []byte) error {
		if !bytes.HasSuffix(k, []byte("/"+f.user)) || bytes.Count(k, []byte("/")) != 2 {
			return nil
		}
		p, err := openValue(k, v)
		if err != nil {
			return err
		}
		moved[string(k)] = bytes.Clone(p)
		return nil
	})
	if err != nil {
		return err
	}
	for k, v := range moved {
		if err := b.Delete([]byte(k)); err != nil {
			return err
		}
		nk := k[:len(k)-len(f.user)] + f.label
		if err := putValue(b, []byte(nk), v); err != nil {
			return err
		}
	}
	return nil
}

// settings removes the user's settings and takes the user off the queue.
func (f forgetter) settings() error {
	notify, err := bucket(f.tx, bucketNotify)
	if err != nil {
		return err
	}
	if err := notify.Delete(f.id); err != nil {
		return err
	}
	if err := forgetMail(f.tx, string(f.id)); err != nil {
		return err
	}
	if b := f.tx.Bucket(bucketForget); b != nil {
		return b.Delete(f.id)
	}
	return nil
}

// openValue returns the payload of a sealed value under key, checked, and
// putValue seals one: the two places where Forget meets the stored form
// of records, so that a value moved under another key (a standing, a dice
// count) gets the checksum of its new key.
func openValue(key, v []byte) ([]byte, error) { return openSealed(key, v) }

func putValue(b *bbolt.Bucket, key, payload []byte) error { return putSealed(b, key, payload) }
