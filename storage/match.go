package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// Get implements session.Store: the open match of a channel, or
// session.ErrNoMatch.
func (db *DB) Get(ctx context.Context, channel string) (*session.Match, error) {
	var m *session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) (err error) {
		m, err = openMatch(tx, channel, &db.decoded)
		return err
	})
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, session.ErrNoMatch
	}
	return m, nil
}

// Put implements session.Store in one write transaction: the version
// check, the match, the log step, and for a match that has ended, its move
// from the open bucket to the archive and the history index. Concurrent
// Puts share a commit (see WithMaxBatch); each returns only once its own
// change is durable, and a Put refused (say session.ErrStale) changes
// nothing and does not fail the others.
func (db *DB) Put(ctx context.Context, m *session.Match, step *session.Step) error {
	if m == nil || m.ID == "" || m.Channel == "" {
		return ErrBadMatch
	}
	val, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("storage: encode match %s: %w", m.ID, err)
	}
	var sv []byte
	if step != nil {
		if sv, err = json.Marshal(step); err != nil {
			return fmt.Errorf("storage: encode step of %s: %w", m.ID, err)
		}
	}
	// The next read of an open record (the board's, the next move's) gets
	// this match back instead of decoding what was just encoded.
	var kept *session.Match
	var rec []byte // the sealed open record
	if m.Phase.Open() {
		kept, _ = settled(m)
		rec = seal([]byte(m.Channel), val)
	}
	// The function may run again in a new transaction (see batch): it
	// keeps everything it does inside tx.
	return db.batch(ctx, func(tx *bbolt.Tx) error {
		cur, err := checkVersion(tx, m, &db.decoded)
		if err != nil {
			return err
		}
		if err := moveDeadline(tx, m.Channel, cur.Wake, m.Wake, m.Phase.Open()); err != nil {
			return err
		}
		if sv != nil {
			if err := appendStep(tx, m.ID, sv); err != nil {
				return err
			}
		}
		if m.Version == 1 || !m.Phase.Open() {
			if err := indexGuild(tx, m.Guild, m.Channel, m.Phase.Open()); err != nil {
				return err
			}
		}
		if m.Phase.Open() {
			if kept != nil {
				db.decoded.keep(m.Channel, rec, kept)
			}
			return putStored(tx, bucketOpen, m.Channel, rec)
		}
		if err := archive(tx, m, val); err != nil {
			return err
		}
		return oweFinal(tx, m)
	})
}

// header is the part of a stored match that Put checks.
type header struct {
	ID      string    `json:"id"`
	Version int64     `json:"version"`
	Wake    time.Time `json:"wake,omitzero"`
}

// checkVersion applies the Store rules: a new match needs a free channel;
// a change needs the same match at the previous version.
// It returns the header of the match it replaces, if any, from the match
// cache keeps for the record's exact bytes when it has one.
func checkVersion(tx *bbolt.Tx, m *session.Match, cache *decodedMatches) (header, error) {
	var cur header
	b, err := bucket(tx, bucketOpen)
	if err != nil {
		return cur, err
	}
	v := b.Get([]byte(m.Channel))
	if m.Version == 1 {
		if v != nil {
			return cur, session.ErrChannelBusy
		}
		return cur, nil
	}
	if v == nil {
		return cur, session.ErrStale
	}
	if kept, ok := cache.kept(m.Channel, v); ok {
		cur = header{ID: kept.ID, Version: kept.Version, Wake: kept.Wake}
	} else if err := decodeJSON([]byte(m.Channel), v, &cur); err != nil {
		return cur, fmt.Errorf("%w: open match in %s: %w", ErrCorrupt, m.Channel, err)
	}
	if cur.ID != m.ID || cur.Version != m.Version-1 {
		return cur, session.ErrStale
	}
	return cur, nil
}

// archive moves an ended match out of its channel into the archive and the
// history index, counts its dice, and tallies a finished one into the
// statistics.
func archive(tx *bbolt.Tx, m *session.Match, val []byte) error {
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	if err := open.Delete([]byte(m.Channel)); err != nil {
		return err
	}
	return putArchived(tx, m, val)
}

// putArchived writes an ended match into the archive and the history
// index, counts its dice, and tallies a finished one into the statistics.
func putArchived(tx *bbolt.Tx, m *session.Match, val []byte) error {
	if err := putRecord(tx, bucketArchive, m.ID, val); err != nil {
		return err
	}
	if err := putRecord(tx, bucketHistory, string(historyKey(m.Guild, m.Updated, m.ID)), []byte(m.Game)); err != nil {
		return err
	}
	if err := recordDice(tx, m); err != nil {
		return err
	}
	return recordStats(tx, m)
}

// SetBoard implements session.Store: it records the board message of the
// channel's match, drawn at version drawn, if the match is still at
// version at, else session.ErrStale.
// A board posted anew shares Put's group commit, and SetBoard returns once
// it is durable. A board edited in place (the message already recorded)
// changes only BoardVersion: that record rides with the next commit
// instead (see committer.later), without an fsync of its own, since losing
// it in a crash only has the board redrawn at the next start; until then
// Get may show the older BoardVersion.
// The new record is encoded before the transaction, from the record the
// match cache kept last or else from the record read here; the
// transaction only checks that the stored record is still that one, so
// the single writer spends no time encoding. A board edited in place
// whose cached record was never stored (its commit failed) returns nil
// where a read would have found session.ErrStale; its rider finds the
// stale version and writes nothing.
func (db *DB) SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error {
	if drawn > at {
		return session.ErrStale
	}
	if err := db.ready(ctx); err != nil {
		return err
	}
	pre, same, ok := db.boardAhead(channel, at, drawn, message)
	if !ok {
		var done bool
		var err error
		if pre, same, done, err = db.readBoard(ctx, channel, at, drawn, message); err != nil || done {
			return err
		}
	}
	if same {
		db.commits.later(func(tx *bbolt.Tx) error {
			err := db.setBoard(tx, channel, at, drawn, message, true, pre)
			if errors.Is(err, session.ErrStale) {
				return nil // a later move or board made it moot
			}
			return err
		})
		return nil
	}
	return db.batch(ctx, func(tx *bbolt.Tx) error {
		return db.setBoard(tx, channel, at, drawn, message, false, pre)
	})
}

// boardAhead encodes the new record of the channel's match from the
// record last written or read (see decodedMatches.last), when that is at
// version at and the board it shows is not already message drawn at
// drawn: then no read transaction is needed before the write, which checks
// that the record it finds is still that one (see setBoard). same reports
// that the match shows message already (a board edited in place). When it
// returns false, SetBoard reads the stored record instead.
func (db *DB) boardAhead(channel string, at, drawn int64, message string) (pre boardRecord, same, ok bool) {
	e, ok := db.decoded.last(channel)
	if !ok || e.match.Version != at || e.match.BoardMessage == message && e.match.BoardVersion == drawn {
		return boardRecord{}, false, false
	}
	// A shallow copy: encodeBoard changes two fields of it, and the
	// slices and maps it shares with e.match, nobody changes.
	m := *e.match
	same = m.BoardMessage == message
	pre, err := encodeBoard(channel, e.raw, &m, drawn, message)
	return pre, same, err == nil
}

// readBoard reads the channel's stored record and encodes its new record
// with message drawn at drawn; session.ErrStale if the match is not at
// version at. same reports that the match shows message already, done
// that it shows it drawn at drawn (nothing to write).
func (db *DB) readBoard(ctx context.Context, channel string, at, drawn int64, message string) (pre boardRecord, same, done bool, err error) {
	err = db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketOpen)
		if err != nil {
			return err
		}
		v := b.Get([]byte(channel))
		m, err := db.decoded.decode(channel, v)
		if err != nil {
			return err
		}
		if m == nil || m.Version != at {
			return session.ErrStale
		}
		same, done = m.BoardMessage == message, m.BoardMessage == message && m.BoardVersion == drawn
		if !done {
			pre, err = encodeBoard(channel, v, m, drawn, message)
		}
		return err
	})
	return pre, same, done, err
}

// boardRecord is an open record with a new board, encoded ahead of its
// transaction: rec replaces the record was, and decodes to match.
type boardRecord struct {
	was, rec []byte
	match    *session.Match
}

// encodeBoard returns the channel's record v (a copy) with m, which v
// decodes to and the caller owns, showing message drawn at version drawn.
func encodeBoard(channel string, v []byte, m *session.Match, drawn int64, message string) (boardRecord, error) {
	m.BoardMessage, m.BoardVersion = message, drawn
	val, err := json.Marshal(m)
	if err != nil {
		return boardRecord{}, fmt.Errorf("storage: encode match %s: %w", m.ID, err)
	}
	// m was decoded and changed in two fields that decode as they encode,
	// so the new record decodes to m: the next read need not decode it.
	return boardRecord{was: bytes.Clone(v), rec: seal([]byte(channel), val), match: m}, nil
}

// setBoard records message as the board of the channel's match at
// version at, drawn at version drawn; session.ErrStale if the match is at
// another version, or, with sameMessage, shows another message by now.
// When the stored record is still pre.was, it writes pre.rec, encoded
// before; otherwise it decodes and encodes the record it finds.
func (db *DB) setBoard(tx *bbolt.Tx, channel string, at, drawn int64, message string, sameMessage bool, pre boardRecord) error {
	open, err := bucket(tx, bucketOpen)
	if err != nil {
		return err
	}
	v := open.Get([]byte(channel))
	if pre.rec == nil || v == nil || !bytes.Equal(v, pre.was) {
		m, err := db.decoded.decode(channel, v)
		if err != nil {
			return err
		}
		if m == nil || m.Version != at || (sameMessage && m.BoardMessage != message) {
			return session.ErrStale
		}
		if pre, err = encodeBoard(channel, v, m, drawn, message); err != nil {
			return err
		}
	}
	// pre.match is shared with the cache from here on. A second run of
	// this function after a rollback (see batch) finds pre.was again and
	// writes the same record.
	db.decoded.keep(channel, pre.rec, pre.match)
	return open.Put([]byte(channel), pre.rec)
}

// Archived implements session.Store: a finished or cancelled match by id,
// or session.ErrNoMatchID.
func (db *DB) Archived(ctx context.Context, matchID string) (*session.Match, error) {
	var m *session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketArchive)
		if err != nil {
			return err
		}
		m, err = decodeMatch([]byte(matchID), b.Get([]byte(matchID)), "archived match "+matchID)
		return err
	})
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, session.ErrNoMatchID
	}
	return m, nil
}

// OpenMatches implements session.Store: every open match, by channel id.
func (db *DB) OpenMatches(ctx context.Context) ([]*session.Match, error) {
	var out []*session.Match
	err := db.view(ctx, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketOpen)
		if err != nil {
			return err
		}
		return b.ForEach(func(k, v []byte) error {
			m, err := decodeMatch(k, v, "open match in "+string(k))
			out = append(out, m)
			return err
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// openMatch returns the open match of channel, or nil, decoded through
// cache (nil: none).
func openMatch(tx *bbolt.Tx, channel string, cache *decodedMatches) (*session.Match, error) {
	b, err := bucket(tx, bucketOpen)
	if err != nil {
		return nil, err
	}
	return cache.decode(channel, b.Get([]byte(channel)))
}

// decodeMatch decodes the match stored under key; nil for a missing value.
func decodeMatch(key, v []byte, what string) (*session.Match, error) {
	if v == nil {
		return nil, nil
	}
	m := &session.Match{}
	if err := decodeJSON(key, v, m); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCorrupt, what, err)
	}
	return m, nil
}

// decodeJSON checks the seal of the record v stored under key and decodes
// its JSON into x.
func decodeJSON(key, v []byte, x any) error {
	p, err := openSealed(key, v)
	if err != nil {
		return err
	}
	return json.Unmarshal(p, x)
}

// putRecord seals val and writes it under key in a top-level bucket.
func putRecord(tx *bbolt.Tx, name []byte, key string, val []byte) error {
	return putStored(tx, name, key, seal([]byte(key), val))
}

// putStored writes a record already sealed under key in a top-level
// bucket.
func putStored(tx *bbolt.Tx, name []byte, key string, rec []byte) error {
	b, err := bucket(tx, name)
	if err != nil {
		return err
	}
	return b.Put([]byte(key), rec)
}
